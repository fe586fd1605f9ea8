import type { SessionUser } from '@lab/shared';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

/** A successful sign-in (the auth service writes it; analytics counts it as login_count). */
export const LOGIN_SUCCEEDED = 'auth.login_succeeded';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  institutionId?: number | null;
  actorUserId?: number | null;
  actorEmail?: string | null;
  details?: Record<string, unknown>;
}

/** Where an audited action came from: a request or a service's Caller. */
export interface AuditSource {
  user?: SessionUser | null;
  ip?: string | null;
}

/**
 * Appends one audit row; the actor and address come from the request when there is one. Pass the
 * transaction of the change it records (`tx`), so that the change and its audit row stand or fall
 * together.
 */
export async function writeAudit(db: Db, entry: AuditEntry, request?: AuditSource): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    institutionId: entry.institutionId ?? null,
    actorUserId: entry.actorUserId ?? request?.user?.id ?? null,
    actorEmail: entry.actorEmail ?? request?.user?.email ?? null,
    ip: request?.ip ?? null,
    details: entry.details ?? null,
  });
}
