import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';

interface FilterChipsProps<K extends string> {
  chips: { key: K; label: string }[];
  onRemove(key: K): void;
  onClearAll(): void;
}

/** The active filters as removable chips ('Status: Pending ×'), and a way to clear them all; nothing without filters. */
export function FilterChips<K extends string>({ chips, onRemove, onClearAll }: FilterChipsProps<K>) {
  if (chips.length === 0) return null;
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Active filters" style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">Filters:</Typography.Text>
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable
          closeIcon={<CloseOutlined aria-label={`Remove filter ${chip.label}`} />}
          onClose={(event) => {
            event.preventDefault(); // the chip goes when its filter does
            onRemove(chip.key);
          }}
        >
          {chip.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClearAll}>
        Clear all filters
      </Button>
    </Flex>
  );
}
