import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import { openTestDatabase } from '../../test/test-database';
import { dueAtSql, lateBySql } from './due-time';

// Due times are computed in SQL (one rule for one request and for a million): these run it.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('empty');
});
afterAll(() => database.close());

async function dueAt(expected: string, value: number, unit: string, tz: string): Promise<string> {
  const [row] = await queryRows<{ due: Date | string }>(
    database.db,
    sql`select ${dueAtSql(sql`${expected}::timestamptz`, sql`${value}::int`, sql`${unit}::text`, sql`${tz}::text`)} as due`,
  );
  return new Date(row.due).toISOString();
}

async function isLate(now: string, scheduled: string, expected: string): Promise<boolean> {
  const [row] = await queryRows<{ late: boolean }>(database.db, sql`select ${lateBySql(new Date(now), sql`${scheduled}::timestamptz`, sql`${expected}::timestamptz`)} as late`);
  return row.late;
}

describe('a reminder is due its lead time before the test', () => {
  it('counts minutes, hours, days and weeks', async () => {
    const test = '2026-06-10T12:00:00.000Z';
    expect(await dueAt(test, 30, 'minutes', 'UTC')).toBe('2026-06-10T11:30:00.000Z');
    expect(await dueAt(test, 3, 'hours', 'UTC')).toBe('2026-06-10T09:00:00.000Z');
    expect(await dueAt(test, 24, 'hours', 'UTC')).toBe('2026-06-09T12:00:00.000Z');
    expect(await dueAt(test, 7, 'days', 'UTC')).toBe('2026-06-03T12:00:00.000Z');
    expect(await dueAt(test, 2, 'weeks', 'UTC')).toBe('2026-05-27T12:00:00.000Z');
  });

  it("keeps days and weeks on the institution's wall clock across the spring change (London, 29 March 2026)", async () => {
    // a test at 12:00 BST (11:00 UTC) on 31 March: 7 days before is 12:00 GMT (12:00 UTC) on 24 March
    expect(await dueAt('2026-03-31T11:00:00.000Z', 7, 'days', 'Europe/London')).toBe('2026-03-24T12:00:00.000Z');
    expect(await dueAt('2026-03-31T11:00:00.000Z', 1, 'weeks', 'Europe/London')).toBe('2026-03-24T12:00:00.000Z');
    // hours are elapsed time: 24 hours before 12:00 BST on 30 March is 11:00 GMT on the 29th... in UTC, 11:00
    expect(await dueAt('2026-03-30T11:00:00.000Z', 24, 'hours', 'Europe/London')).toBe('2026-03-29T11:00:00.000Z');
  });

  it('and across the autumn change (London, 25 October 2026)', async () => {
    // a test at 12:00 GMT (12:00 UTC) on 27 October: 7 days before is 12:00 BST (11:00 UTC) on 20 October
    expect(await dueAt('2026-10-27T12:00:00.000Z', 7, 'days', 'Europe/London')).toBe('2026-10-20T11:00:00.000Z');
    // 3 hours before 02:30 GMT on the 25th is 3 real hours, through the repeated hour
    expect(await dueAt('2026-10-25T02:30:00.000Z', 3, 'hours', 'Europe/London')).toBe('2026-10-24T23:30:00.000Z');
  });

  it('in other zones too (New York changes on 8 March 2026)', async () => {
    // 12:00 EDT (16:00 UTC) on 10 March: 7 days before is 12:00 EST (17:00 UTC) on 3 March
    expect(await dueAt('2026-03-10T16:00:00.000Z', 7, 'days', 'America/New_York')).toBe('2026-03-03T17:00:00.000Z');
    // without a change in between the zone makes no difference
    expect(await dueAt('2026-06-10T16:00:00.000Z', 7, 'days', 'America/New_York')).toBe('2026-06-03T16:00:00.000Z');
  });
});

describe('a late reminder goes within its grace window: a quarter of its lead time, 2 minutes to 6 hours, before the test', () => {
  const test = '2026-06-10T12:00:00.000Z';
  it('a 3-hour reminder (due 09:00) may go until 09:45', async () => {
    expect(await isLate('2026-06-10T09:44:00.000Z', '2026-06-10T09:00:00.000Z', test)).toBe(false);
    expect(await isLate('2026-06-10T09:46:00.000Z', '2026-06-10T09:00:00.000Z', test)).toBe(true);
  });

  it('a 7-day reminder until 6 hours late; a 1-minute one 2 minutes late but never at the test time', async () => {
    expect(await isLate('2026-06-03T17:59:00.000Z', '2026-06-03T12:00:00.000Z', test)).toBe(false);
    expect(await isLate('2026-06-03T18:01:00.000Z', '2026-06-03T12:00:00.000Z', test)).toBe(true);
    expect(await isLate('2026-06-10T11:59:30.000Z', '2026-06-10T11:59:00.000Z', test)).toBe(false);
    expect(await isLate('2026-06-10T12:00:00.000Z', '2026-06-10T11:59:00.000Z', test)).toBe(true);
  });
});
