import { isLowStock, stockBadge, thresholdPercent } from '@lab/shared';
import { Progress } from 'antd';

const COLOURS = { 'Low Stock': '#cf1322', Warning: '#d48806', 'In Stock': '#389e0d' } as const;

/** The threshold bar: quantity_available against twice the threshold, capped at 100%. */
export function ThresholdBar({ item }: { item: { quantity_available: number; minimum_threshold: number } }) {
  const percent = thresholdPercent(item);
  return (
    <Progress
      percent={percent}
      status={isLowStock(item) ? 'exception' : 'normal'}
      strokeColor={COLOURS[stockBadge(item)]}
      format={() => `${percent}%`}
      aria-label={`Stock level: ${item.quantity_available} of twice the minimum threshold of ${item.minimum_threshold}`}
    />
  );
}
