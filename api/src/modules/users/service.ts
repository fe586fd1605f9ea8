import {
  canAccess,
  canManageUsers,
  canViewUser,
  canViewUsers,
  CLINICIAN_ROLE,
  FULFILLMENT_AGENT_ROLE,
  homeScope,
  takeoverGap,
  toPagination,
  USER_MESSAGES,
  type UserDetail,
  type UserListQuery,
  type UserListResponse,
  userManagementDenial,
  USERS_PAGE_SIZE,
  type UserWriteBody,
} from '@lab/shared';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Caller, Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import { requireInstitution } from '../../platform/institutions';
import { requireInstitutionInScope } from '../../platform/scope';
import { endUserSessions } from '../../platform/sessions';
import * as queries from './queries';
import type { ExistingUser } from './queries';
import { resolveUserWrite, sameSet, type UserWrite } from './user-write';

/** The institutions whose users the caller sees: all for super_admin, else their own institution. */
function visibleTo(caller: Caller): Scope {
  return caller.scope === 'all' ? 'all' : homeScope(caller.user);
}

/** The order form's pickers, for callers who do not see the users list: active agents, or a institution's active clinicians. */
async function pickerFilter(db: Db, caller: Caller, query: UserListQuery): Promise<queries.UserFilter> {
  if (!canAccess(caller.user, 'tests')) throw forbidden(USER_MESSAGES.manageDenied);
  if (query.role === FULFILLMENT_AGENT_ROLE) return { visible: 'all', hideProviderAdmins: true, role: FULFILLMENT_AGENT_ROLE, active: true };
  if (query.role !== CLINICIAN_ROLE) throw forbidden(USER_MESSAGES.manageDenied);
  if (query.institution_id === undefined) throw badRequest(USER_MESSAGES.cliniciansNeedInstitution);
  await requireInstitution(db, caller.scope, query.institution_id);
  return { visible: [query.institution_id], hideProviderAdmins: true, role: CLINICIAN_ROLE, active: true, search: query.search };
}

export async function listUsers(db: Db, caller: Caller, query: UserListQuery): Promise<UserListResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? USERS_PAGE_SIZE;
  // Fulfillment agents are provider staff in no institution: outside super_admin's list they are
  // only ever the order form's partner picker (every active agent), whoever asks.
  const agentPicker = query.role === FULFILLMENT_AGENT_ROLE && caller.scope !== 'all';
  let filter: queries.UserFilter;
  if (canViewUsers(caller.user) && !agentPicker) {
    if (query.institution_id !== undefined) requireInstitutionInScope(visibleTo(caller), query.institution_id);
    filter = {
      visible: visibleTo(caller),
      hideProviderAdmins: caller.scope !== 'all',
      search: query.search?.trim() || undefined,
      role: query.role,
      institutionId: query.institution_id,
      active: query.active,
    };
  } else {
    filter = await pickerFilter(db, caller, query);
  }
  const { rows, matches, exact } = await queries.selectUserPage(db, filter, page, limit);
  return { users: rows, pagination: toPagination(page, limit, { matches, exact }) };
}

/** A user the caller may see, else 404 (whether it exists or not). */
export async function requireVisibleUser(db: Db, caller: Caller, id: number, options?: { forUpdate?: boolean }): Promise<ExistingUser> {
  if (!canViewUsers(caller.user)) throw forbidden(USER_MESSAGES.manageDenied);
  const existing = await queries.selectExistingUser(db, id, options);
  if (!existing || !canViewUser(caller.user, existing)) throw notFound(USER_MESSAGES.notFoundError);
  return existing;
}

async function detailFor(db: Db, caller: Caller, id: number): Promise<UserDetail> {
  return (await queries.selectUserDetail(db, id, visibleTo(caller)))!;
}

export async function getUser(db: Db, caller: Caller, id: number): Promise<UserDetail> {
  await requireVisibleUser(db, caller, id);
  return detailFor(db, caller, id);
}

const rowValues = (write: UserWrite) => ({
  firstName: write.firstName,
  lastName: write.lastName,
  email: write.email,
  role: write.role,
  phone: write.phone,
  institutionId: write.institutionId,
  permissions: write.permissions,
  isActive: write.isActive,
});

/** What an audit row says changed (never a password). */
function changes(existing: ExistingUser, write: UserWrite): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (existing.role !== write.role) out.role = { from: existing.role, to: write.role };
  if (existing.institution_id !== write.institutionId) out.institution_id = { from: existing.institution_id, to: write.institutionId };
  if (existing.email !== write.email) out.email = { from: existing.email, to: write.email };
  if (!sameSet(existing.permissions, write.permissions)) out.permissions = { from: existing.permissions, to: write.permissions };
  if (write.password) out.password = 'changed';
  return out;
}

/** A manager of `existing` (else 403 with the reason: shared with another institution, wider access). */
function requireManageable(caller: Caller, existing: ExistingUser): void {
  const denial = userManagementDenial(caller.user, existing);
  if (denial) throw forbidden(denial);
}

/** The user a write would leave must be one the caller could manage too (no account they could not take over). */
function requireManageableResult(caller: Caller, write: UserWrite, id?: number): void {
  const gap = takeoverGap(caller.user, { id, role: write.role, institution_id: write.institutionId, institution_ids: write.institutionIds, permissions: write.permissions });
  if (gap) throw forbidden(gap);
}

export async function createUser(db: Db, caller: Caller, body: UserWriteBody): Promise<UserDetail> {
  if (!canManageUsers(caller.user)) throw forbidden(USER_MESSAGES.manageDenied);
  const write = await resolveUserWrite(db, caller.user, body);
  requireManageableResult(caller, write);
  const passwordHash = await hashPassword(write.password!);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ ...rowValues(write), passwordHash }).returning({ id: users.id });
    await queries.replaceUserInstitutions(tx, row.id, write.institutionIds);
    await writeAudit(tx, { action: 'user.created', entityType: 'user', entityId: row.id, institutionId: write.institutionId, details: { role: write.role, email: write.email } }, caller);
    return row.id;
  });
  return detailFor(db, caller, id);
}

export async function updateUser(db: Db, caller: Caller, id: number, body: UserWriteBody): Promise<UserDetail> {
  const existing = await requireVisibleUser(db, caller, id);
  requireManageable(caller, existing);
  const write = await resolveUserWrite(db, caller.user, body, existing);
  requireManageableResult(caller, write, id);
  const passwordHash = write.password ? await hashPassword(write.password) : undefined;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...rowValues(write), ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() }).where(eq(users.id, id));
    await queries.replaceUserInstitutions(tx, id, write.institutionIds);
    // A password set by an administrator ends the user's sessions; deactivation ends them in the database (trigger of 0006).
    if (passwordHash) await endUserSessions(tx, id);
    const audit = (action: string, details?: Record<string, unknown>) =>
      writeAudit(tx, { action, entityType: 'user', entityId: id, institutionId: write.institutionId, details }, caller);
    await audit('user.updated', changes(existing, write));
    if (existing.is_active !== write.isActive) await audit(write.isActive ? 'user.reactivated' : 'user.deactivated');
  });
  return detailFor(db, caller, id);
}

/** Deactivation: not oneself, not twice; the user's sessions end at once (their next call is 401). */
export async function deactivateUser(db: Db, caller: Caller, id: number): Promise<UserDetail> {
  const existing = await requireVisibleUser(db, caller, id);
  requireManageable(caller, existing);
  if (existing.id === caller.user.id) throw badRequest(USER_MESSAGES.selfDeactivate);
  if (!existing.is_active) throw conflict(USER_MESSAGES.alreadyInactive);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, id));
    await endUserSessions(tx, id);
    await writeAudit(tx, { action: 'user.deactivated', entityType: 'user', entityId: id, institutionId: existing.institution_id }, caller);
  });
  return detailFor(db, caller, id);
}
