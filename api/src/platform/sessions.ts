import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { sessions } from './db/schema';

/** Starts a session for a signed-in user; its id goes into the token. */
export async function startSession(db: Db, userId: number, ttlSeconds: number, ip: string | null): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({ id, userId, ip, expiresAt: new Date(now + ttlSeconds * 1000) });
  // Housekeeping: sessions that ended more than a day ago are of no further use.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now - 24 * 3600 * 1000)));
  return id;
}

/** Ends one session (sign-out). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but `keep` (the caller's own, after a password change). */
export async function endUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}
