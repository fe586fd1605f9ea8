import { sql, type SQL } from 'drizzle-orm';

/**
 * A row's ids from a link table as an integer array ('{}' when none): `select` is an
 * `array_agg(... order by ...)` over the link rows of one row. Reference lists aggregate their
 * id lists per row with it (the order form's lookups, the CMS lists).
 */
export function idArray(select: SQL): SQL {
  return sql`coalesce((${select}), '{}')`;
}
