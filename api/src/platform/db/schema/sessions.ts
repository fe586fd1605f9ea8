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
 * Failed attempts per key (an account, a client address) in the current window, shared by every
 * API instance. A key whose window is over counts from zero again; old rows are deleted.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** When the key reached its limit in this window (one audit row per blocked window). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [index('auth_throttle_window_idx').on(t.windowStartedAt)],
);
