import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REMOTE_LOAD_OUTCOMES, REMOTE_NAMES } from '@lab/shared';
import { users } from './users';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * What browsers reported about loading the remotes: one row per remote a page loaded (or failed
 * to). Kept eight days (each insert clears a few older rows): the Platform page reads the last day.
 */
export const remoteLoadReports = pgTable(
  'remote_load_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
    error: text('error'),
    page: text('page'),
  },
  (t) => [
    index('remote_load_reports_reported_at_idx').on(t.reportedAt),
    check('remote_load_reports_remote', sql.raw(`remote in (${quoted(REMOTE_NAMES)})`)),
    check('remote_load_reports_outcome', sql.raw(`outcome in (${quoted(REMOTE_LOAD_OUTCOMES)})`)),
  ],
);
