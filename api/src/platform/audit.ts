import type { FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  institutionId?: number | null;
  actorUserId?: number | null;
  actorEmail?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one audit row; the actor and address come from the request when there is one. */
export async function writeAudit(db: Db, entry: AuditEntry, request?: FastifyRequest): Promise<void> {
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
