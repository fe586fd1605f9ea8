import { isAreaKey, isRole, type SessionUser } from '@lab/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from './db/client';
import { institutions, userInstitutions, users } from './db/schema';

type UserRow = typeof users.$inferSelect;

/** A user row with its institutions, in the session shape the UI and the policy use. */
export async function toSessionUsers(db: Db, rows: UserRow[]): Promise<SessionUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await db.select().from(userInstitutions).where(inArray(userInstitutions.userId, ids));
  const institutionIds = [...new Set(rows.map((r) => r.institutionId).filter((id): id is number => id != null))];
  const names = institutionIds.length
    ? await db.select({ id: institutions.id, name: institutions.name }).from(institutions).where(inArray(institutions.id, institutionIds))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((row) => {
    const scope = new Set<number>(row.institutionId != null ? [row.institutionId] : []);
    for (const link of links) if (link.userId === row.id) scope.add(link.institutionId);
    if (!isRole(row.role)) throw new Error(`user ${row.id} has an unknown role`);
    return {
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role,
      phone: row.phone,
      institution_id: row.institutionId,
      institution_name: row.institutionId != null ? (nameOf.get(row.institutionId) ?? null) : null,
      institution_ids: [...scope].sort((a, b) => a - b),
      permissions: row.permissions.filter(isAreaKey),
      is_active: row.isActive,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  const [user] = await toSessionUsers(db, rows);
  return user;
}
