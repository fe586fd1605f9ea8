import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { InstitutionKey } from '../demo-accounts';
import { SeededRandom } from './random';
import type { ReferenceIds } from './seed-reference';

/** What every part of the demo-data seed needs. */
export interface DemoContext {
  db: Db;
  rng: SeededRandom;
  /** The demo's "now": the start of the day it was first seeded, so dates stay recent. */
  anchor: Date;
  institutionIds: Record<InstitutionKey, number>;
  userIds: Map<string, number>;
  ref: ReferenceIds;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` days and `minutes` minutes before the anchor. */
export function before(anchor: Date, days: number, minutes = 0): Date {
  return new Date(anchor.getTime() - days * DAY_MS - minutes * 60_000);
}

export function later(date: Date, days: number, minutes = 0): Date {
  return new Date(date.getTime() + days * DAY_MS + minutes * 60_000);
}

export function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

export function earliest(...dates: Date[]): Date {
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}

/** Inserts rows in chunks small enough for one statement. */
export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 250): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** After inserting rows with explicit ids, moves the table's sequence past them. */
export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
}
