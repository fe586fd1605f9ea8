import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only: a trigger (migration 0001) refuses UPDATE and DELETE. No foreign keys, so the
 * history outlives the rows it speaks of.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    institutionId: integer('institution_id'),
    ip: text('ip'),
    /** The browser that asked (the audit trail's "from where", with ip). */
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    // the audit trail, newest first: everything, one institution's, one record's, one person's
    index('audit_log_occurred_at_idx').on(t.occurredAt, t.id),
    index('audit_log_institution_idx').on(t.institutionId, t.occurredAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.occurredAt, t.id),
    // also a user's newest action (analytics' last activity) in one probe
    index('audit_log_actor_idx').on(t.actorUserId, t.occurredAt, t.id),
  ],
);
