import type { ResultCounts } from '@lab/shared';
import type { CountTile } from '@lab/shared/react';

/** The list's four tiles, over the user's scope whatever the filters; Final includes amended. */
export function resultCountTiles(counts: ResultCounts | undefined): CountTile[] {
  return [
    { title: 'Draft', value: counts?.draft },
    { title: 'Reviewed', value: counts?.reviewed },
    { title: 'Final', value: counts ? counts.final + counts.amended : undefined, note: counts?.amended ? `incl. ${counts.amended} amended` : null },
    { title: 'Total', value: counts?.total },
  ];
}
