// A backup restored into an empty database holds the same rows: every table's count, on the
// embedded database and (in CI's second run) on PostgreSQL with pg_dump and pg_restore.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';
import { adminQuery, databaseUrlFor, templateEnv } from '../test/test-database';
import { backup, OpsRefused, restore } from './backup';

interface Counter {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Every table of the public schema and the migrations table with its number of rows. */
async function tableCounts(db: Counter): Promise<Record<string, number>> {
  const { rows } = await db.query(`select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of rows as { name: string }[]) {
    const [schema, table] = name.split('.');
    const { rows: n } = await db.query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[name] = Number(n[0].n);
  }
  return counts;
}

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-backup-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const pglite = (dir: string, loadDataDir?: Blob) => new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm, btree_gin } });

// the PostgreSQL run's templates are databases, not PGlite dumps: this one runs in the PGlite run
(process.env.DATABASE_URL ? describe.skip : describe)('the embedded database', () => {
  it('restores into an empty folder with the same rows in every table, and never over a database', async () => {
    const source = path.join(work, 'source', 'pglite');
    fs.mkdirSync(source, { recursive: true });
    // the demo data, as the API's first start leaves it
    const seeded = pglite(source, new Blob([fs.readFileSync(process.env[templateEnv('demo')]!)]));
    await seeded.waitReady;
    const before = await tableCounts(seeded);
    await seeded.close();
    expect(before['public.test_requests']).toBeGreaterThan(0);
    expect(before['public.audit_log']).toBeGreaterThan(0);

    const file = path.join(work, 'lab.tar.gz');
    expect(await backup({ kind: 'pglite', dir: source }, file)).toBeGreaterThan(0);
    const target = path.join(work, 'target', 'pglite');
    await restore({ kind: 'pglite', dir: target }, file);
    const restored = pglite(target);
    expect(await tableCounts(restored)).toEqual(before);
    await restored.close();

    await expect(restore({ kind: 'pglite', dir: target }, file)).rejects.toThrow(OpsRefused);
  }, 60_000);
});

const serverUrl = process.env.DATABASE_URL;
(serverUrl ? describe : describe.skip)('a PostgreSQL server', () => {
  it('restores a pg_dump into an empty database with the same rows in every table, and never over data', async () => {
    const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
    const source = `lab_backup_source_${suffix}`;
    const target = `lab_backup_target_${suffix}`;
    await adminQuery(serverUrl!, `CREATE DATABASE ${source} TEMPLATE ${process.env[templateEnv('demo')]}`);
    await adminQuery(serverUrl!, `CREATE DATABASE ${target}`);
    const counts = async (name: string) => {
      const client = new Client({ connectionString: databaseUrlFor(serverUrl!, name) });
      await client.connect();
      try {
        return await tableCounts(client);
      } finally {
        await client.end();
      }
    };
    try {
      const before = await counts(source);
      expect(before['public.test_requests']).toBeGreaterThan(0);
      const file = path.join(work, 'lab.dump');
      await backup({ kind: 'postgres', url: databaseUrlFor(serverUrl!, source) }, file);
      await restore({ kind: 'postgres', url: databaseUrlFor(serverUrl!, target) }, file);
      expect(await counts(target)).toEqual(before);
      await expect(restore({ kind: 'postgres', url: databaseUrlFor(serverUrl!, target) }, file)).rejects.toThrow('The target database is not empty');
    } finally {
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    }
  }, 120_000);
});
