import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per sign-in. A token names its session (`sid`) and is accepted only while the session
 * is neither revoked nor expired: sign-out, a password change and deactivation end sessions here.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_live_idx').on(t.userId).where(sql`revoked_at is null`), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters shared by every API instance: failed sign-in and password attempts per
 * account and per client, and outgoing messages per sender and per institution. A key whose
 * window is over counts from zero again; rows of windows long over are deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);
