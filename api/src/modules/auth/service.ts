import type { SessionUser } from '@lab/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors';
import { findSessionUser, findUserRowByEmail, toSessionUsers } from '../../platform/identity';
import type { LoginLimiter } from '../../platform/login-limiter';
import { hashPassword, timingSafeMiss, verifyPassword } from '../../platform/password';
import type { ChangePasswordBody, UpdateProfileBody } from './schemas';

export const MIN_PASSWORD_LENGTH = 8;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INACTIVE_ACCOUNT = 'This account is inactive. Please contact your administrator.';

export interface AuthDeps {
  db: Db;
  limiter: LoginLimiter;
  signToken(user: SessionUser): Promise<string>;
}

/** Checks the credentials; every attempt, refused or not, leaves an audit row. */
export async function login(deps: AuthDeps, request: FastifyRequest, rawEmail: string, password: string) {
  const email = rawEmail.trim().toLowerCase();
  const audit = (action: string, reason?: string, userId?: number) =>
    writeAudit(deps.db, { action, entityType: 'session', entityId: userId, actorUserId: userId, actorEmail: email, details: reason ? { reason } : undefined }, request);

  const wait = deps.limiter.retryAfter(request.ip, email);
  if (wait > 0) {
    await audit('auth.login_failed', 'rate_limited');
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(`Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }

  const row = await findUserRowByEmail(deps.db, email);
  const passwordOk = row ? await verifyPassword(row.passwordHash, password) : await timingSafeMiss(password);
  if (!row || !passwordOk) {
    deps.limiter.recordFailure(request.ip, email);
    await audit('auth.login_failed', row ? 'wrong_password' : 'unknown_email', row?.id);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!row.isActive) {
    await audit('auth.login_failed', 'inactive', row.id);
    throw forbidden(INACTIVE_ACCOUNT);
  }
  deps.limiter.recordSuccess(request.ip, email);
  const [user] = await toSessionUsers(deps.db, [row]);
  await audit('auth.login_succeeded', undefined, row.id);
  return { token: await deps.signToken(user), user };
}

export async function updateProfile(db: Db, request: FastifyRequest, body: UpdateProfileBody): Promise<SessionUser> {
  const self = request.user!;
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  if (!firstName) throw badRequest('First name is required');
  if (!lastName) throw badRequest('Last name is required');
  const phone = body.phone?.trim() || null;
  await db.update(users).set({ firstName, lastName, phone, updatedAt: new Date() }).where(eq(users.id, self.id));
  await writeAudit(db, { action: 'user.profile_updated', entityType: 'user', entityId: self.id, institutionId: self.institution_id }, request);
  return (await findSessionUser(db, self.id))!;
}

export async function changePassword(db: Db, request: FastifyRequest, body: ChangePasswordBody): Promise<void> {
  const self = request.user!;
  const row = await findUserRowByEmail(db, self.email);
  if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) {
    throw badRequest('Current password is incorrect');
  }
  if (body.new_password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`New password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, self.id));
  await writeAudit(db, { action: 'user.password_changed', entityType: 'user', entityId: self.id, institutionId: self.institution_id }, request);
}
