import type { AuditEntry } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, jsonRows, nextAfter, type PageAt, pageKey, pageWindow, where } from '../../platform/db/list-page';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';

export interface AuditFilter {
  /** The institutions whose rows are read ('all': every row, those of no institution too). */
  scope: Scope;
  entityType?: string;
  entityId?: string;
  actorUserId?: number;
  from?: Date;
  to?: Date;
}

function conditions(f: AuditFilter): SQL[] {
  const out: SQL[] = [];
  if (f.scope !== 'all') out.push(scopeCondition(sql`a.institution_id`, f.scope));
  if (f.entityType) out.push(sql`a.entity_type = ${f.entityType}`);
  if (f.entityId) out.push(sql`a.entity_id = ${f.entityId}`);
  if (f.actorUserId) out.push(sql`a.actor_user_id = ${f.actorUserId}`);
  if (f.from) out.push(sql`a.occurred_at >= ${f.from}`);
  if (f.to) out.push(sql`a.occurred_at < ${f.to}`);
  return out;
}

type Row = Omit<AuditEntry, 'occurred_at' | 'id'> & { id: string | number; occurred_at: Date | string; page_key: string };

/**
 * One page of the trail, newest first, the next page's key and the total, in one statement. The
 * page's ids come from one backward walk of the index that fits the filter (occurred_at;
 * institution; record; person, each with occurred_at and id), from the page's key when it has one;
 * names are looked up for those rows only, and the total stops at the list cap. Without a time
 * range it is a prepared statement (a kept plan: the walk does not depend on the values); a range's
 * best index depends on how wide it is, so that one is planned for its values.
 */
export async function selectAuditPage(db: Db, filter: AuditFilter, at: PageAt): Promise<{ rows: AuditEntry[]; matches: number; next?: string }> {
  const conds = conditions(filter);
  const page = sql`select a.id, a.occurred_at, a.action, a.entity_type, a.entity_id, a.actor_user_id,
      coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), a.actor_email) as actor_name,
      a.institution_id, a.details, a.ip, a.user_agent, ${pageKey(sql`a.occurred_at`, sql`a.id`)} as page_key
    from (select a.id, a.occurred_at from audit_log a ${where([...conds, ...afterKey(at, sql`a.occurred_at`, sql`a.id`)])}
          order by a.occurred_at desc, a.id desc ${pageWindow(at)}) p
    join audit_log a on a.id = p.id left join users u on u.id = a.actor_user_id`;
  const run = filter.from || filter.to ? queryRows : queryRowsPrepared;
  const [found] = await run<{ rows: Row[]; total: string | number }>(
    db,
    sql`select ${jsonRows(page, sql`r.occurred_at desc, r.id desc`)} as rows, (${cappedCountQuery(sql`from audit_log a ${where(conds)}`)}) as total`,
  );
  return {
    rows: found.rows.map(({ page_key: _key, ...r }) => ({ ...r, id: Number(r.id), occurred_at: isoOrNull(r.occurred_at)! })),
    matches: Number(found.total),
    next: nextAfter(found.rows, at.limit),
  };
}
