import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query';

/**
 * A fingerprint of every table's content: any row added, changed or removed changes it. The rate
 * limits' counters are left out: counting refused attempts (a guessed set-password link) is their
 * job, not a change of data.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'rate_limits' order by 1`);
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await queryRows<{ h: string }>(db, sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(tablename)} t`);
    out[tablename] = row.h;
  }
  return out;
}
