import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import { scopeCondition } from '../../platform/db/query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a time frame of `days` days ending now. */
export const daysBack = (days: number, now = Date.now()) => new Date(now - days * DAY_MS);

/**
 * A time frame [since, now] read from a daily summary: its whole UTC days after since's day come
 * from the summary rows (kept by triggers), since's own, partial day is counted from the rows,
 * between `since` and `firstDayEnd`. Exact, and a few thousand summary rows instead of a scan of millions.
 */
export interface Window {
  since: Date;
  /** since's UTC day, YYYY-MM-DD: summary rows after it are whole days of the window. */
  firstDay: string;
  firstDayEnd: Date;
  /** The first day of the month after since's, YYYY-MM-DD: whole months of the window start there. */
  nextMonth: string;
}

export function windowOf(since: Date): Window {
  const start = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  const nextMonth = Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 1);
  return { since, firstDay: new Date(start).toISOString().slice(0, 10), firstDayEnd: new Date(start + DAY_MS), nextMonth: new Date(nextMonth).toISOString().slice(0, 10) };
}

/**
 * The rows of a summary kept per day and per month (`period`, `day`: migration 0021) that make
 * the window's whole days: the days of since's month after since's day, then whole months (the
 * current month's row holds its days so far, the window ends now).
 */
export const wholePeriods = (w: Window, alias: string) => {
  const t = sql.raw(alias);
  return sql`((${t}.period = 'day' and ${t}.day > ${w.firstDay} and ${t}.day < ${w.nextMonth}) or (${t}.period = 'month' and ${t}.day >= ${w.nextMonth}))`;
};

/** `column` (a timestamp) within the window's partial first day. */
export const inFirstDay = (w: Window, column: SQL) => sql`${column} >= ${w.since} and ${column} < ${w.firstDayEnd}`;

/**
 * Which rows of a summary kept per institution and for everyone (institution 0) answer for a
 * scope narrowed to `institutionId`: everyone's row for the provider-wide view, else the institutions'.
 */
export function summaryInstitutions(column: SQL, scope: Scope, institutionId?: number): SQL {
  if (institutionId) return sql`${column} = ${institutionId}`;
  if (scope === 'all') return sql`${column} = 0`;
  return scopeCondition(column, scope);
}

/** The same choice for the underlying rows (no row is institution 0). */
export function rowInstitutions(column: SQL, scope: Scope, institutionId?: number): SQL {
  if (institutionId) return sql`${column} = ${institutionId}`;
  return scopeCondition(column, scope);
}
