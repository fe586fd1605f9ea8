import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditQuery } from '@lab/shared';
import { positiveIntegerParam, useUrlQuery } from '@lab/shared/react';

/**
 * The trail's filters live in the address under the API's own names
 * (?entity_type=patient&entity_id=12&actor_user_id=3&from=2026-11-01&to=2026-11-25&page=2): a
 * record's panel links to its trail, and Back from elsewhere returns to the same page.
 */
export interface AuditFilters {
  entityType?: AuditEntityType;
  entityId: string;
  actorUserId?: number;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isEntityType = (value: string | null): value is AuditEntityType => !!value && value in AUDIT_ENTITY_TYPES;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const type = params.get('entity_type');
  const date = (name: string) => (DATE.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    entityType: isEntityType(type) ? type : undefined,
    entityId: (params.get('entity_id') ?? '').trim().slice(0, 40),
    actorUserId: positiveIntegerParam(params.get('actor_user_id')),
    from: date('from'),
    to: date('to'),
  };
}

export function auditQuery(f: AuditFilters, page: number, after?: string): Omit<AuditQuery, 'limit'> {
  return { page, after, entity_type: f.entityType, entity_id: f.entityId || undefined, actor_user_id: f.actorUserId, from: f.from || undefined, to: f.to || undefined };
}

export function useAuditFilters() {
  const { params, page, after, change, setPage } = useUrlQuery();
  return {
    filters: readAuditFilters(params),
    page,
    after,
    setPage,
    setEntityType: (type?: AuditEntityType) => change({ entity_type: type }),
    setEntityId: (id: string) => change({ entity_id: id.trim() }),
    setActor: (id?: number) => change({ actor_user_id: id ? String(id) : undefined }),
    setFrom: (from: string) => change({ from }),
    setTo: (to: string) => change({ to }),
    clear: () => change({ entity_type: undefined, entity_id: undefined, actor_user_id: undefined, from: undefined, to: undefined }),
  };
}

export type AuditFilterControls = ReturnType<typeof useAuditFilters>;
