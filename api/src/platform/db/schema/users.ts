import { ROLES, STORABLE_PERMISSIONS } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';

const roleList = ROLES.map((r) => `'${r}'`).join(', ');
const storableArray = JSON.stringify(STORABLE_PERMISSIONS);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    phone: text('phone'),
    /** Primary institution; null for provider staff (super_admin, fulfillment_agent). */
    institutionId: integer('institution_id').references(() => institutions.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Area keys and CMS sub-permissions; empty means the role's defaults apply. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_institution_idx').on(t.institutionId),
    index('users_role_idx').on(t.role),
    // The users list's order (last name, first name, id).
    index('users_name_order_idx').on(t.lastName, t.firstName, t.id),
    check('users_role_check', sql.raw(`role in (${roleList})`)),
    check('users_email_lowercase', sql`email = lower(email)`),
    // Only area keys and CMS sub-permissions may be stored (migration 0016 widened 0006's area keys).
    check('users_permissions_area_keys', sql.raw(`jsonb_typeof(permissions) = 'array' and permissions <@ '${storableArray}'::jsonb`)),
  ],
);

/** The institutions a clinician works in (the primary one included). */
export const userInstitutions = pgTable(
  'user_institutions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').notNull().references(() => institutions.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.institutionId] }), index('user_institutions_institution_idx').on(t.institutionId)],
);

export const PASSWORD_LINK_KINDS = ['account_setup', 'password_reset'] as const;

/**
 * Account-setup and password-reset links. Only the SHA-256 of the token is kept; a link works once,
 * until `expires_at`, and dies when a newer link is made for the same user (`revoked_at`).
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_links_token_hash_unique').on(t.tokenHash),
    index('password_links_user_live_idx').on(t.userId).where(sql`used_at is null and revoked_at is null`),
    check('password_links_kind_check', sql.raw(`kind in (${PASSWORD_LINK_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);
