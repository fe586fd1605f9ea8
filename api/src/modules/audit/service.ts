import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, canReadAuditTrail, toPagination, type AuditQuery, type AuditResponse } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, forbidden } from '../../platform/errors';
import * as queries from './queries';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's bound: a date is the start of its day (UTC), or the start of the next for `to` (the whole day counts). */
function boundOf(text: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!text) return undefined;
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text)) throw badRequest(AUDIT_MESSAGES.invalidDate);
  if (edge === 'to' && DATE_ONLY.test(text)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** GET /audit: super_admin reads every row; an institution's admin the rows of their institutions. */
export async function listAudit(db: Db, caller: Caller, query: AuditQuery): Promise<AuditResponse> {
  if (!canReadAuditTrail(caller.user)) throw forbidden(AUDIT_MESSAGES.accessDenied);
  const from = boundOf(query.from, 'from');
  const to = boundOf(query.to, 'to');
  if (from && to && from >= to) throw badRequest(AUDIT_MESSAGES.fromAfterTo);
  const page = query.page ?? 1;
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const { rows, matches, next } = await queries.selectAuditPage(
    db,
    { scope: caller.scope, entityType: query.entity_type, entityId: query.entity_id?.trim() || undefined, actorUserId: query.actor_user_id, from, to },
    { page, limit, after: query.after },
  );
  return { entries: rows, pagination: toPagination(page, limit, { matches, exact: false }, next) };
}
