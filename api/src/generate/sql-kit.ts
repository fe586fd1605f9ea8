// Building blocks of the generator's set-based SQL. Every "random" choice is a hash of a row
// number and a salt (hashint8, the same on PostgreSQL and PGlite), so the same arguments always
// give the same data. Values are spelled into the SQL text: they come from this code, never from input.
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { executeCounted } from '../platform/db/query';
import { literal } from '../platform/db/statement';

/** A pseudo-random integer in [0, 2^31) from a row number expression and a salt (use each salt once). */
export function rnd(n: string, salt: number): string {
  return `(hashint8((${n})::bigint * 1000003 + ${salt}) & 2147483647)`;
}

/** A pseudo-random integer in [0, count). */
export const below = (n: string, salt: number, count: number | string) => `(${rnd(n, salt)} % ${count})`;

/** True for about `percent` % of rows. */
export const chance = (n: string, salt: number, percent: number) => `(${below(n, salt, 1000)} < ${Math.round(percent * 10)})`;

/** A SQL string literal. */
export const lit = literal;

/** A SQL literal for a value that may be null. */
export const litOrNull = (value: string | number | null | undefined, cast: string) => (value == null ? `null::${cast}` : typeof value === 'number' ? String(value) : lit(value));

export const textArray = (values: readonly string[]) => `(ARRAY[${values.map(lit).join(', ')}]::text[])`;
export const intArray = (values: readonly number[]) => `(ARRAY[${values.join(', ')}]::int[])`;

/** `array[1 + random % length]`: one element of a SQL array literal, picked per row. */
export const pickFrom = (array: string, length: number, n: string, salt: number) => `${array}[1 + ${below(n, salt, length)}]`;

/** A CASE picking one of `options` by weight (weights are relative). */
export function weighted(n: string, salt: number, options: readonly (readonly [string, number])[]): string {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  const roll = below(n, salt, total);
  let upTo = 0;
  const arms = options.slice(0, -1).map(([value, w]) => {
    upTo += w;
    return `WHEN ${roll} < ${upTo} THEN ${lit(value)}`;
  });
  return `(CASE ${arms.join(' ')} ELSE ${lit(options[options.length - 1][0])} END)`;
}

/** A timestamptz from epoch seconds. */
export const ts = (epochSeconds: string) => `to_timestamp(${epochSeconds})`;

/** Epoch seconds of a timestamptz expression. */
export const epoch = (timestamp: string) => `extract(epoch from ${timestamp})::float8`;

export const DAY = 86400;

/**
 * Epoch seconds `delay` after `from`, but never at or past `now`: an event that would lie in the
 * future happens at nine tenths of the time left instead (a recent request's result, a shipment).
 */
export const soon = (now: number, from: string, delay: string) => `((${from}) + least(${delay}, (${now} - (${from})) * 0.9))`;

/** Runs one statement and answers how many rows it wrote (PostgreSQL: rowCount; PGlite: affectedRows). */
export const run = (db: Db, statement: string): Promise<number> => executeCounted(db, sql.raw(statement));

export async function rows<T>(db: Db, statement: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}
