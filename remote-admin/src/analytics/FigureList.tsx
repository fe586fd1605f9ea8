import { Flex, Typography } from 'antd';
import { VISUALLY_HIDDEN_STYLE } from '@lab/shared/react';
import type { CSSProperties, ReactNode } from 'react';

export interface FigureItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

const listStyle: CSSProperties = { listStyle: 'none', margin: '8px 0 0', padding: 0 };
const rowStyle: CSSProperties = { padding: '6px 0', borderBottom: '1px solid #f0f0f0' };

/**
 * A chart's figures as a list named `label`: what a screen reader reads for the chart. Shown
 * under the chart, or to screen readers only (`hidden`) where the page shows them another way.
 */
export function FigureList({ label, items, hidden = false }: { label: string; items: FigureItem[]; hidden?: boolean }) {
  if (hidden) {
    return (
      <ul aria-label={label} style={VISUALLY_HIDDEN_STYLE}>
        {items.map((item) => (
          <li key={item.key}>
            {item.label}: {item.value}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={label} style={listStyle}>
      {items.map((item) => (
        <li key={item.key} style={rowStyle}>
          <Flex justify="space-between" align="center" gap={16}>
            <span>{item.label}</span>
            <Typography.Text strong>{item.value}</Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
