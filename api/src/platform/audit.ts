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
  userAgent?: string | null;
}

/** The row of `entry`; the actor, address and browser come from the request when there is one. */
export function auditRow(entry: AuditEntry, source?: AuditSource, occurredAt?: Date): typeof auditLog.$inferInsert {
  return {
    ...(occurredAt ? { occurredAt } : {}),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    // a row that names no institution counts for the actor's own (their admin reads it)
    institutionId: entry.institutionId ?? source?.user?.institution_id ?? null,
    actorUserId: entry.actorUserId ?? source?.user?.id ?? null,
    actorEmail: entry.actorEmail ?? source?.user?.email ?? null,
    ip: source?.ip ?? null,
    userAgent: source?.userAgent ?? null,
    details: entry.details ?? null,
  };
}

/**
 * Appends one audit row. Pass the transaction of the change it records (`tx`), so that the change
 * and its audit row stand or fall together.
 */
export async function writeAudit(db: Db, entry: AuditEntry, source?: AuditSource): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry, source));
}
