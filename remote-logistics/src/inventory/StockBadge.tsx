import { stockBadge, type StockBadge as Badge } from '@lab/shared';
import { StatusTag, type TagTone } from '@lab/shared/react';

const TONES: Record<Badge, TagTone> = { 'Low Stock': 'red', Warning: 'gold', 'In Stock': 'green' };

/** 'Low Stock' (red), 'Warning' (gold) or 'In Stock' (green); the word, not only the colour, tells it. */
export function StockBadge({ item }: { item: { quantity_available: number; minimum_threshold: number } }) {
  const badge = stockBadge(item);
  return <StatusTag tone={TONES[badge]}>{badge}</StatusTag>;
}
