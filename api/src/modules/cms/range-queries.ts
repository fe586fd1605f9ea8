import type { ReferenceRange } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

// A marker's reference ranges: read as a JSON column of its CMS row, written as a whole.

/** reference_ranges of a marker (t): its ranges in the order they were entered, each with its id. */
export const referenceRangesColumn = sql`coalesce((select json_agg(json_build_object('id', rr.id, 'sex', rr.sex, 'age_from', rr.age_from, 'age_to', rr.age_to,
    'age_unit', rr.age_unit, 'low', rr.low::float8, 'high', rr.high::float8, 'critical_low', rr.critical_low::float8,
    'critical_high', rr.critical_high::float8, 'units', rr.units) order by rr.id)
  from marker_reference_ranges rr where rr.marker_id = t.id), '[]') as reference_ranges`;

/**
 * The marker's ranges become exactly `ranges` (new rows, new ids). Results are not touched: each
 * value copied its range when it was entered.
 */
export async function replaceReferenceRanges(tx: Db, markerId: number, ranges: readonly ReferenceRange[]): Promise<void> {
  await tx.execute(sql`delete from marker_reference_ranges where marker_id = ${markerId}`);
  if (ranges.length === 0) return;
  const rows = ranges.map(
    (r) => sql`(${markerId}, ${r.sex}, ${r.age_from}, ${r.age_to}, ${r.age_unit}, ${r.low}, ${r.high}, ${r.critical_low}, ${r.critical_high}, ${r.units})`,
  );
  await tx.execute(sql`insert into marker_reference_ranges (marker_id, sex, age_from, age_to, age_unit, low, high, critical_low, critical_high, units)
    values ${sql.join(rows, sql`, `)}`);
}
