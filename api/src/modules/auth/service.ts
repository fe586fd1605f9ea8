import { AUTH_MESSAGES, type ChangePasswordBody, type LoginResponse, PERSON_NAME_MESSAGES, type SessionUser, tooManyText, type UpdateProfileBody } from '@lab/shared';
import { eq } from 'drizzle-orm';
import { LOGIN_SUCCEEDED, writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { AdmittedAttempt, AuthThrottle } from '../../platform/auth-throttle';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors';
import { findSessionUser, findUserRowByEmail } from '../../platform/identity';
import { hashPassword, timingSafeMiss, verifyPassword } from '../../platform/password';
import { passwordProblem } from '../../platform/passwords/policy';
import { endSession, endUserSessions, startSession } from '../../platform/sessions';
import type { TokenService } from '../../platform/tokens';

export interface AuthDeps {
  db: Db;
  throttle: AuthThrottle;
  tokens: TokenService;
  tokenTtlSeconds: number;
}

/**
 * An attempt at a secret, admitted by the limits before the secret is checked (429 when they are
 * full: the secret is not even looked at).
 */
export async function admitAttempt(throttle: AuthThrottle, client: string | null, account: string | null, what: string): Promise<AdmittedAttempt> {
  const attempt = await throttle.attempt(client ?? 'unknown', account);
  if (!attempt.admitted) throw tooManyRequests(tooManyText(what, attempt.retryAfterSeconds), attempt.retryAfterSeconds);
  return attempt;
}

/** A wrong secret stays counted; the failure that fills a limit writes one 'auth.throttled' row (refused attempts after it write none). */
export async function attemptFailed(db: Db, attempt: AdmittedAttempt, source: { ip: string | null; user?: SessionUser | null }, email: string | null, during: string): Promise<void> {
  const { blocked } = await attempt.failed();
  if (blocked.length > 0) {
    await writeAudit(db, { action: 'auth.throttled', entityType: 'session', actorEmail: email, details: { keys: blocked, during } }, source);
  }
}

/** Checks the credentials; every attempt that is not already throttled leaves an audit row. */
export async function login(deps: AuthDeps, client: { ip: string; userAgent?: string | null }, rawEmail: string, password: string): Promise<LoginResponse> {
  const email = rawEmail.trim().toLowerCase();
  const audit = (action: string, reason?: string, user?: { id: number; institutionId: number | null }) =>
    writeAudit(deps.db, { action, entityType: 'session', entityId: user?.id, actorUserId: user?.id, actorEmail: email, institutionId: user?.institutionId, details: reason ? { reason } : undefined }, client);

  const attempt = await admitAttempt(deps.throttle, client.ip, email, AUTH_MESSAGES.signInAttempts);
  const row = await findUserRowByEmail(deps.db, email);
  const passwordOk = row ? await verifyPassword(row.passwordHash, password) : await timingSafeMiss(password);
  if (!row || !passwordOk) {
    await audit('auth.login_failed', row ? 'wrong_password' : 'unknown_email', row ?? undefined);
    await attemptFailed(deps.db, attempt, client, email, 'sign-in');
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await attempt.succeeded();
  if (!row.isActive) {
    await audit('auth.login_failed', 'inactive', row);
    throw forbidden(AUTH_MESSAGES.inactiveAccount);
  }
  const sessionId = await deps.db.transaction(async (tx) => {
    const id = await startSession(tx, row.id, deps.tokenTtlSeconds, client.ip);
    await writeAudit(tx, { action: LOGIN_SUCCEEDED, entityType: 'session', entityId: row.id, actorUserId: row.id, actorEmail: email, institutionId: row.institutionId }, client);
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
  if (!firstName) throw badRequest(PERSON_NAME_MESSAGES.firstNameRequired);
  if (!lastName) throw badRequest(PERSON_NAME_MESSAGES.lastNameRequired);
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
  const attempt = await admitAttempt(deps.throttle, caller.ip, self.email, AUTH_MESSAGES.passwordAttempts);
  const row = await findUserRowByEmail(deps.db, self.email);
  if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) {
    await writeAudit(deps.db, { action: 'user.password_change_failed', entityType: 'user', entityId: self.id, institutionId: self.institution_id, details: { reason: 'wrong_password' } }, caller);
    await attemptFailed(deps.db, attempt, caller, self.email, 'password change');
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  }
  await attempt.succeeded();
  const problem = passwordProblem(body.new_password);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(body.new_password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, self.id));
    await endUserSessions(tx, self.id, caller.sessionId ?? undefined);
    await writeAudit(tx, { action: 'user.password_changed', entityType: 'user', entityId: self.id, institutionId: self.institution_id }, caller);
  });
}
