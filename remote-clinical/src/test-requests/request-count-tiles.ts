import type { TestRequestCounts } from '@lab/shared';
import type { CountTile } from '@lab/shared/react';

/**
 * The list's four tiles, as the server counted them over the user's scope whatever the filters
 * (never the rows of the page shown); Urgent is the open urgent and stat requests.
 */
export function requestCountTiles(counts: TestRequestCounts | undefined): CountTile[] {
  return [
    { title: 'Pending', value: counts?.pending },
    { title: 'In Progress', value: counts?.in_progress },
    { title: 'Completed', value: counts?.completed },
    { title: 'Urgent', value: counts?.urgent, note: 'Open, incl. stat' },
  ];
}
