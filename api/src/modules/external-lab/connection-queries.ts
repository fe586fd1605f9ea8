// The SQL of a lab's connection (external_lab_providers, one row per lab). The credential is read
// only to call the lab: what is answered says whether one is set.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared } from '../../platform/db/query';
import type { ProviderSettings } from './registry';

export async function selectLabName(db: Db, labId: number): Promise<string | null> {
  const rows = await queryRowsPrepared<{ name: string }>(db, sql`select name from labs where id = ${labId}`);
  return rows[0]?.name ?? null;
}

export async function selectLabProvider(db: Db, labId: number): Promise<ProviderSettings | null> {
  const rows = await queryRowsPrepared<ProviderSettings>(
    db,
    sql`select provider, lab_id, kind, base_url, enabled, credential, allow_private_network from external_lab_providers where lab_id = ${labId}`,
  );
  return rows[0] ?? null;
}

export async function providerKeyTaken(db: Db, provider: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from external_lab_providers where provider = ${provider}`)).length > 0;
}

export interface ConnectionWrite {
  base_url?: string;
  enabled?: boolean;
  allow_private_network?: boolean;
  /** A new credential, or null to clear it; undefined keeps it. */
  credential?: string | null;
}

export async function insertConnection(tx: Db, labId: number, provider: string, write: ConnectionWrite & { base_url: string }): Promise<void> {
  await tx.execute(
    sql`insert into external_lab_providers (provider, lab_id, base_url, enabled, allow_private_network, credential)
      values (${provider}, ${labId}, ${write.base_url}, ${write.enabled ?? true}, ${write.allow_private_network ?? false}, ${write.credential ?? null})`,
  );
}

export async function updateConnection(tx: Db, labId: number, write: ConnectionWrite): Promise<void> {
  const sets = [sql`updated_at = now()`];
  if (write.base_url !== undefined) sets.push(sql`base_url = ${write.base_url}`);
  if (write.enabled !== undefined) sets.push(sql`enabled = ${write.enabled}`);
  if (write.allow_private_network !== undefined) sets.push(sql`allow_private_network = ${write.allow_private_network}`);
  if (write.credential !== undefined) sets.push(sql`credential = ${write.credential}`);
  await tx.execute(sql`update external_lab_providers set ${sql.join(sets, sql`, `)} where lab_id = ${labId}`);
}
