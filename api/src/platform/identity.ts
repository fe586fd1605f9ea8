import { isRole, type SessionUser } from '@lab/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/client';
import { queryRowsPrepared } from './db/query';
import { users } from './db/schema';

type UserRow = typeof users.$inferSelect;

interface SessionUserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  phone: string | null;
  institution_id: number | null;
  institution_name: string | null;
  linked_institution_ids: number[];
  permissions: string[];
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** One indexed query: the user, their institution's name and every institution they work in. */
const sessionUserQuery = (from: SQL, where: SQL, more = sql``) => sql`
  select u.id, u.email, u.first_name, u.last_name, u.role, u.phone, u.institution_id, i.name as institution_name,
    array(select ui.institution_id from user_institutions ui where ui.user_id = u.id) as linked_institution_ids,
    u.permissions, u.is_active, u.created_at, u.updated_at${more}
  from ${from} left join institutions i on i.id = u.institution_id
  where ${where}`;

function toSessionUser(row: SessionUserRow): SessionUser {
  if (!isRole(row.role)) throw new Error(`user ${row.id} has an unknown role`);
  const scope = new Set<number>(row.institution_id != null ? [row.institution_id] : []);
  for (const id of row.linked_institution_ids ?? []) scope.add(Number(id));
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    phone: row.phone,
    institution_id: row.institution_id,
    institution_name: row.institution_name,
    institution_ids: [...scope].sort((a, b) => a - b),
    // As stored: a list whose keys are all unknown grants no area (never the role's defaults).
    permissions: row.permissions,
    is_active: row.is_active,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const [row] = await queryRowsPrepared<SessionUserRow>(db, sessionUserQuery(sql`users u`, sql`u.id = ${id}`));
  return row ? toSessionUser(row) : undefined;
}

/** The active user of a live (unrevoked, unexpired) session and when the session ends, or undefined. */
export async function findUserOfSession(db: Db, sessionId: string, now = new Date()): Promise<{ user: SessionUser; sessionExpiresAt: Date } | undefined> {
  const [row] = await queryRowsPrepared<SessionUserRow & { session_expires_at: Date | string }>(
    db,
    sessionUserQuery(
      sql`sessions s join users u on u.id = s.user_id`,
      sql`s.id = ${sessionId} and s.revoked_at is null and s.expires_at > ${now} and u.is_active`,
      sql`, s.expires_at as session_expires_at`,
    ),
  );
  return row ? { user: toSessionUser(row), sessionExpiresAt: new Date(row.session_expires_at) } : undefined;
}
