import type { InventorySummary } from '@lab/shared';
import type { CountTile } from '@lab/shared/react';

/** The list's four tiles, over the user's scope whatever the filters. */
export function inventoryTiles(summary: InventorySummary | undefined): CountTile[] {
  return [
    { title: 'Total Items', value: summary?.total_items },
    { title: 'Low Stock', value: summary?.low_stock },
    { title: 'Reserved', value: summary?.reserved },
    { title: 'Available', value: summary?.available },
  ];
}
