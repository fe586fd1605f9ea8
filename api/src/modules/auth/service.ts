import { MIN_PASSWORD_LENGTH, type ChangePasswordBody, type LoginResponse, type SessionUser, type UpdateProfileBody } from '@lab/shared';
import { eq } from 'drizzle-orm';
import { LOGIN_SUCCEEDED, writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { AuthThrottle } from '../../platform/auth-throttle';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors';
import { findSessionUser, findUserRowByEmail } from '../../platform/identity';
import { hashPassword, timingSafeMiss, verifyPassword } from '../../platform/password';
import { endSession, endUserSessions, startSession } from '../../platform/sessions';
import type { TokenService } from '../../platform/tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INACTIVE_ACCOUNT = 'This account is inactive. Please contact your administrator.';

export interface AuthDeps {
  db: Db;
  throttle: AuthThrottle;
  tokens: TokenService;
  tokenTtlSeconds: number;
}

function tooMany(seconds: number, what: string) {
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(`Too many ${what} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/**
 * Counts a wrong password against the account and the address; when this failure reaches a
 * limit, one 'auth.throttled' audit row says so (the refused attempts after it write none).
 */
async function recordFailure(deps: AuthDeps, source: { ip: string | null }, email: string, what: string): Promise<void> {
  const { blocked } = await deps.throttle.recordFailure(source.ip ?? 'unknown', email);
  if (blocked.length > 0) {
    await writeAudit(deps.db, { action: 'auth.throttled', entityType: 'session', actorEmail: email, details: { keys: blocked, during: what } }, source);
  }
}

/** Checks the credentials; every attempt that is not already throttled leaves an audit row. */
export async function login(deps: AuthDeps, client: { ip: string }, rawEmail: string, password: string): Promise<LoginResponse> {
  const email = rawEmail.trim().toLowerCase();
  const audit = (action: string, reason?: string, userId?: number) =>
    writeAudit(deps.db, { action, entityType: 'session', entityId: userId, actorUserId: userId, actorEmail: email, details: reason ? { reason } : undefined }, client);

  const wait = await deps.throttle.retryAfter(client.ip, email);
  if (wait > 0) throw tooMany(wait, 'sign-in');

  const row = await findUserRowByEmail(deps.db, email);
  const passwordOk = row ? await verifyPassword(row.passwordHash, password) : await timingSafeMiss(password);
  if (!row || !passwordOk) {
    await audit('auth.login_failed', row ? 'wrong_password' : 'unknown_email', row?.id);
    await recordFailure(deps, client, email, 'sign-in');
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!row.isActive) {
    await audit('auth.login_failed', 'inactive', row.id);
    throw forbidden(INACTIVE_ACCOUNT);
  }
  await deps.throttle.recordSuccess(email);
  const sessionId = await deps.db.transaction(async (tx) => {
    const id = await startSession(tx, row.id, deps.tokenTtlSeconds, client.ip);
    await writeAudit(tx, { action: LOGIN_SUCCEEDED, entityType: 'session', entityId: row.id, actorUserId: row.id, actorEmail: email }, client);
    return id;
  });
  const user = (await findSessionUser(deps.db, row.id))!;
  return { token: deps.tokens.sign({ sub: String(row.id), sid: sessionId }), user };
}

/** Sign-out: the caller's token dies with its session. */
export async function logout(db: Db, caller: Caller): Promise<void> {
  const self = caller.user;
  await db.transaction(async (tx) => {
    if (caller.sessionId) await endSession(tx, caller.sessionId);
    await writeAudit(tx, { action: 'auth.logout', entityType: 'session', entityId: self.id, institutionId: self.institution_id }, caller);
  });
}

export async function updateProfile(db: Db, caller: Caller, body: UpdateProfileBody): Promise<SessionUser> {
  const self = caller.user;
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  if (!firstName) throw badRequest('First name is required');
  if (!lastName) throw badRequest('Last name is required');
  const phone = body.phone?.trim() || null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ firstName, lastName, phone, updatedAt: new Date() }).where(eq(users.id, self.id));
    await writeAudit(tx, { action: 'user.profile_updated', entityType: 'user', entityId: self.id, institutionId: self.institution_id }, caller);
  });
  return (await findSessionUser(db, self.id))!;
}

/**
 * Limited like sign-in (a stolen token cannot guess the password), and every wrong current
 * password is audited. A new password ends every other session of the user; this one stays.
 */
export async function changePassword(deps: AuthDeps, caller: Caller, body: ChangePasswordBody): Promise<void> {
  const self = caller.user;
  const wait = await deps.throttle.retryAfter(caller.ip ?? 'unknown', self.email);
  if (wait > 0) throw tooMany(wait, 'password');
  const row = await findUserRowByEmail(deps.db, self.email);
  if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) {
    await writeAudit(deps.db, { action: 'user.password_change_failed', entityType: 'user', entityId: self.id, institutionId: self.institution_id, details: { reason: 'wrong_password' } }, caller);
    await recordFailure(deps, caller, self.email, 'password change');
    throw badRequest('Current password is incorrect');
  }
  if (body.new_password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`New password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  await deps.throttle.recordSuccess(self.email);
  const passwordHash = await hashPassword(body.new_password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, self.id));
    await endUserSessions(tx, self.id, caller.sessionId ?? undefined);
    await writeAudit(tx, { action: 'user.password_changed', entityType: 'user', entityId: self.id, institutionId: self.institution_id }, caller);
  });
}
