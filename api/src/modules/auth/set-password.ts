// The host's set-password page (issue 13): a user chooses their password through a mailed link.
import { MIN_PASSWORD_LENGTH, USER_MESSAGES, type PasswordLinkResponse } from '@lab/shared';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import { findLivePasswordLink, markPasswordLinkUsed } from '../../platform/password-links';
import { endUserSessions } from '../../platform/sessions';

export async function describePasswordLink(db: Db, token: string): Promise<PasswordLinkResponse> {
  const link = await findLivePasswordLink(db, token);
  if (!link) throw badRequest(USER_MESSAGES.linkInvalid);
  return { email: link.email, first_name: link.first_name, kind: link.kind, expires_at: link.expires_at.toISOString() };
}

/** Sets the password once per link; every session of the user ends (whoever held one must sign in again). */
export async function setPasswordWithLink(db: Db, client: { ip: string | null }, token: string, password: string): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(USER_MESSAGES.passwordTooShort);
  if (!(await findLivePasswordLink(db, token))) throw badRequest(USER_MESSAGES.linkInvalid);
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
