import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../caller';
import { scopeCondition } from './query';

/**
 * A marker or panel (`owner`, e.g. m.id) is offered to `institutions` when it is global (no rows
 * in its `links` table) or linked to one of them; 'all' offers everything, [] only the global ones.
 * The one rule for reference data restricted to institutions: the order form's lookups and the
 * order checks both ask it.
 */
export function offeredTo(links: 'marker_institutions' | 'panel_institutions', column: 'marker_id' | 'panel_id', owner: SQL, institutions: Scope): SQL {
  if (institutions === 'all') return sql`true`;
  const table = sql.identifier(links);
  const key = sql.identifier(column);
  return sql`(not exists (select 1 from ${table} l where l.${key} = ${owner})
    or exists (select 1 from ${table} l where l.${key} = ${owner} and ${scopeCondition(sql`l.institution_id`, institutions)}))`;
}
