import { AUDIT_PAGE_SIZE, ErrorBody, Id, PageLimit, PageNumber } from '@lab/shared';

const entry = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    occurred_at: { type: 'string' },
    action: { type: 'string' },
    entity_type: { type: 'string' },
    entity_id: { type: ['string', 'null'] },
    actor_user_id: { type: ['integer', 'null'] },
    actor_name: { type: ['string', 'null'] },
    institution_id: { type: ['integer', 'null'] },
    details: { type: ['object', 'null'], additionalProperties: true },
    ip: { type: ['string', 'null'] },
    user_agent: { type: ['string', 'null'] },
  },
} as const;

const pagination = {
  type: 'object',
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, pages: { type: 'integer' }, total_capped: { type: 'boolean' } },
} as const;

export const listAuditSchema = {
  operationId: 'listAuditEntries',
  tags: ['audit'],
  summary: "The audit trail, newest first: everything for super_admin, their institutions' rows for an institution's admin",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      entity_type: { type: 'string', pattern: '^[a-z_]{1,40}$' },
      entity_id: { type: 'string', maxLength: 40 },
      actor_user_id: Id,
      from: { type: 'string', maxLength: 40 },
      to: { type: 'string', maxLength: 40 },
      page: PageNumber,
      limit: PageLimit(AUDIT_PAGE_SIZE),
    },
  },
  response: { 200: { type: 'object', properties: { entries: { type: 'array', items: entry }, pagination } }, 400: ErrorBody, 403: ErrorBody },
} as const;
