// The host's set-password page: a user chooses their password through a mailed link.
import { AUTH_MESSAGES, USER_MESSAGES, type PasswordLinkResponse } from '@lab/shared';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AuthThrottle } from '../../platform/auth-throttle';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import { findLivePasswordLink, markPasswordLinkUsed } from './password-links';
import { passwordProblem } from '../../platform/passwords/policy';
import { endUserSessions } from '../../platform/sessions';
import { admitAttempt, attemptFailed } from './service';

type Client = { ip: string | null };

/**
 * A token tried, against the client's limit: links are guessed by trying tokens, and nothing
 * names their account until one is right, so the count is per client address only.
 */
async function tryLink<T>(db: Db, throttle: AuthThrottle, client: Client, token: string, use: () => Promise<T | undefined>): Promise<T> {
  const attempt = await admitAttempt(throttle, client.ip, null, AUTH_MESSAGES.linkAttempts);
  const found = await use();
  if (found === undefined) {
    await attemptFailed(db, attempt, client, null, 'set-password link');
    throw badRequest(USER_MESSAGES.linkInvalid);
  }
  await attempt.succeeded();
  return found;
}

export async function describePasswordLink(db: Db, throttle: AuthThrottle, client: Client, token: string): Promise<PasswordLinkResponse> {
  const link = await tryLink(db, throttle, client, token, () => findLivePasswordLink(db, token));
  return { email: link.email, first_name: link.first_name, kind: link.kind, expires_at: link.expires_at.toISOString() };
}

/** Sets the password once per link; every session of the user ends (whoever held one must sign in again). */
export async function setPasswordWithLink(db: Db, throttle: AuthThrottle, client: Client, token: string, password: string): Promise<void> {
  await tryLink(db, throttle, client, token, () => findLivePasswordLink(db, token));
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const link = await findLivePasswordLink(tx, token, { forUpdate: true });
    if (!link) throw badRequest(USER_MESSAGES.linkInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, link.user_id));
    await markPasswordLinkUsed(tx, link.id);
    await endUserSessions(tx, link.user_id);
    await writeAudit(tx, { action: 'user.password_set', entityType: 'user', entityId: link.user_id, actorUserId: link.user_id, actorEmail: link.email, details: { kind: link.kind } }, client);
  });
}
