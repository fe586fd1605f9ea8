import { AREA_KEYS, ROLES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';

const roleList = ROLES.map((r) => `'${r}'`).join(', ');
const areaKeyArray = JSON.stringify(AREA_KEYS);

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
    /** Area keys; empty means the role's defaults apply. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_institution_idx').on(t.institutionId),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql.raw(`role in (${roleList})`)),
    check('users_email_lowercase', sql`email = lower(email)`),
    // Only area keys may be stored (migration 0006 adds it NOT VALID: rows stored before are read, never widened).
    check('users_permissions_area_keys', sql.raw(`jsonb_typeof(permissions) = 'array' and permissions <@ '${areaKeyArray}'::jsonb`)),
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
