import { PlusOutlined } from '@ant-design/icons';
import { CMS_MESSAGES, type CmsItemBase } from '@lab/shared';
import { VisuallyHidden } from '@lab/shared/react';
import { Alert, Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

interface CmsListTableProps<T extends CmsItemBase> {
  /** The table's accessible name (its caption), e.g. the tab's label. */
  caption: string;
  items: T[];
  loading: boolean;
  columns: TableColumnsType<T>;
  /** Add Item (above the table and in the empty state), only for who may edit. */
  onAdd?: () => void;
  /** A failed delete or toggle. */
  alert: string | null;
  onDismissAlert(): void;
  /** The delete confirmation's holder (Modal.useModal). */
  holder: ReactNode;
}

/** A CMS tab's list: Add Item, the failure alert, the table, and 'No items found' with Add Item when empty. */
export function CmsListTable<T extends CmsItemBase>({ caption, items, loading, columns, onAdd, alert, onDismissAlert, holder }: CmsListTableProps<T>) {
  const addButton = (primary: boolean) =>
    onAdd && (
      <Button type={primary ? 'primary' : 'default'} icon={<PlusOutlined />} onClick={onAdd}>
        Add Item
      </Button>
    );
  return (
    <Flex vertical gap={12}>
      {holder}
      {onAdd && <Flex justify="flex-end">{addButton(true)}</Flex>}
      {alert && <Alert type="error" showIcon closable={{ onClose: onDismissAlert }} title={alert} />}
      <Table<T>
        rowKey="id"
        caption={<VisuallyHidden>{caption}</VisuallyHidden>}
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={CMS_MESSAGES.noItems}>{addButton(false)}</Empty> }}
      />
    </Flex>
  );
}
