import { sql } from 'drizzle-orm';
import { literal } from '../statement';

const quoted = (values: readonly string[]) => values.map(literal).join(', ');

/** CHECK body: the column holds one of `values`. */
export const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${quoted(values)})`);

/** CHECK body: the column is null or holds one of `values`. */
export const nullOrInList = (column: string, values: readonly string[]) => sql.raw(`${column} is null or ${column} in (${quoted(values)})`);
