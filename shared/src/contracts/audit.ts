// The audit trail API: who viewed or changed what, when and from where. Each shape is a TypeBox
// schema: the API validates and documents with it, and its `Static` type is what the screens use.
import { AUDIT_PAGE_SIZE } from '../audit-rules';
import { Id, Nullable, PageAfter, PageLimit, PageNumber, PaginationSchema } from './schema-pieces';
import { Type, type Static } from './typebox';

export const AUDIT_PATHS = { list: '/audit' } as const;

/** GET /audit: newest first; every filter optional. */
export const AuditQuery = Type.Object(
  {
    entity_type: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
    entity_id: Type.Optional(Type.String({ maxLength: 40 })),
    actor_user_id: Type.Optional(Id),
    from: Type.Optional(Type.String({ maxLength: 40, description: 'From this moment on (ISO date or date-time).' })),
    to: Type.Optional(Type.String({ maxLength: 40, description: 'Up to this moment (ISO date: the whole day).' })),
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(AUDIT_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

const text = Nullable(Type.String());

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  occurred_at: Type.String(),
  action: Type.String({ description: "'patient.viewed', 'test_result.amended', 'auth.login_failed'…" }),
  entity_type: Type.String(),
  entity_id: text,
  actor_user_id: Nullable(Type.Integer()),
  actor_name: Nullable(Type.String({ description: 'The actor\'s name now, else the email the row recorded (a failed sign-in), else null (the system).' })),
  institution_id: Nullable(Type.Integer()),
  details: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true }),
  ip: text,
  user_agent: text,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditResponse = Type.Object({ entries: Type.Array(AuditEntry), pagination: PaginationSchema });
export type AuditResponse = Static<typeof AuditResponse>;
