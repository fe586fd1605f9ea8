import { FULFILLMENT_TILE_STATUSES, type FulfillmentCounts } from '@lab/shared';
import type { CountTile } from '@lab/shared/react';
import { FULFILLMENT_STATUS_LABELS } from '../common/fulfillment-badges';

/** The list's four status tiles (Pending, Assigned, Dispatched, Delivered), over the user's scope whatever the filters. */
export function fulfillmentTiles(counts: FulfillmentCounts | undefined): CountTile[] {
  return FULFILLMENT_TILE_STATUSES.map((status) => ({ title: FULFILLMENT_STATUS_LABELS[status], value: counts?.[status] }));
}
