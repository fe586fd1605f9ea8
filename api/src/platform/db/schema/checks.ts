import { sql } from 'drizzle-orm';

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** CHECK body: the column holds one of `values`. */
export const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${quoted(values)})`);

/** CHECK body: the column is null or holds one of `values`. */
export const nullOrInList = (column: string, values: readonly string[]) => sql.raw(`${column} is null or ${column} in (${quoted(values)})`);
