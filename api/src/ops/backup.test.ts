// A backup restored into an empty database holds the same rows: every table's count, on the
// embedded database and (with DATABASE_URL set, as CI's `pnpm test` runs it) on PostgreSQL with
// pg_dump and pg_restore. Backups hold every patient's data: only their owner may read them, and
// no password shows on a command line.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';
import { adminQuery, databaseUrlFor, templateEnv } from '../test/test-database';
import { backup, OpsRefused, pgDumpCommand, pgRestoreCommand, restore } from './backup';

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

// the usual umask, under which a file or folder created without a mode is readable by everyone
let umask: number;
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => process.umask(umask));

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

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

    const file = path.join(work, 'backups', 'lab.tar.gz');
    expect(await backup({ kind: 'pglite', dir: source }, file)).toBeGreaterThan(0);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
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
      const file = path.join(work, 'backups', 'lab.dump');
      await backup({ kind: 'postgres', url: databaseUrlFor(serverUrl!, source) }, file);
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      await restore({ kind: 'postgres', url: databaseUrlFor(serverUrl!, target) }, file);
      expect(await counts(target)).toEqual(before);
      await expect(restore({ kind: 'postgres', url: databaseUrlFor(serverUrl!, target) }, file)).rejects.toThrow('The target database is not empty');
    } finally {
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    }
  }, 120_000);
});

describe('a backup file', () => {
  // a stand-in embedded folder: these refusals come before the database is opened
  const embedded = () => {
    const dir = path.join(work, 'pglite');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    return { kind: 'pglite' as const, dir };
  };

  it('is refused in an existing folder that others may enter, which is left as it was', async () => {
    const shared = path.join(work, 'shared');
    fs.mkdirSync(shared, { mode: 0o755 });
    await expect(backup(embedded(), path.join(shared, 'lab.tar.gz'))).rejects.toThrow(/open to other users.*chmod 700/);
    expect(fs.readdirSync(shared)).toEqual([]);
    expect(modeOf(shared)).toBe(0o755);
  });

  it('never replaces a file already there', async () => {
    const folder = path.join(work, 'backups');
    fs.mkdirSync(folder, { mode: 0o700 });
    const file = path.join(folder, 'lab.tar.gz');
    fs.writeFileSync(file, 'an older backup');
    await expect(backup(embedded(), file)).rejects.toThrow(OpsRefused);
    expect(fs.readFileSync(file, 'utf8')).toBe('an older backup');
  });
});

describe('pg_dump and pg_restore', () => {
  const url = 'postgres://u:s3cret@h:5/db?sslmode=require';

  it('get the password in their environment, never in their arguments', () => {
    const dump = pgDumpCommand(url);
    const restoring = pgRestoreCommand(url, '/backups/lab.dump');
    for (const command of [dump, restoring]) {
      expect(command.args.join(' ')).not.toContain('s3cret');
      expect(command.args).toContain('--dbname=postgres://u@h:5/db?sslmode=require');
      expect(command.env.PGPASSWORD).toBe('s3cret');
    }
    expect(restoring.args.at(-1)).toBe('/backups/lab.dump');
  });

  it('get a password written escaped in the URL, or as its password parameter, the same way', () => {
    const escaped = pgDumpCommand('postgresql://u:p%40ss%3Aw%2Fd@h/db');
    expect(escaped.env.PGPASSWORD).toBe('p@ss:w/d');
    expect(escaped.args.join(' ')).not.toMatch(/p%40ss|p@ss/);
    const parameter = pgDumpCommand('postgres://u@h/db?sslmode=require&password=s3cret&application_name=a+b');
    expect(parameter.env.PGPASSWORD).toBe('s3cret');
    expect(parameter.args).toContain('--dbname=postgres://u@h/db?sslmode=require&application_name=a+b');
  });

  it('keep the URIs libpq takes that a web URL would not: several hosts, a socket folder', () => {
    const hosts = pgDumpCommand('postgres://u:s3cret@h1:5432,h2:5433/db?target_session_attrs=read-write');
    expect(hosts.args).toContain('--dbname=postgres://u@h1:5432,h2:5433/db?target_session_attrs=read-write');
    expect(hosts.env.PGPASSWORD).toBe('s3cret');
    const socket = pgRestoreCommand('postgresql://u:s3cret@/db?host=/var/run/postgresql', 'lab.dump');
    expect(socket.args).toContain('--dbname=postgresql://u@/db?host=/var/run/postgresql');
    expect(socket.env.PGPASSWORD).toBe('s3cret');
  });

  it('leave the environment alone when the URL has no password (a pgpass file or PGPASSWORD may hold it)', () => {
    const command = pgDumpCommand('postgres://u@h/db', { PGPASSWORD: 'from-the-shell' });
    expect(command.env.PGPASSWORD).toBe('from-the-shell');
  });

  // a stand-in pg_dump that notes what it was given: the spawned process, not only the builder
  it('run pg_dump with no password on its command line, writing a file only its owner can read', async () => {
    const bin = path.join(work, 'bin');
    fs.mkdirSync(bin);
    const script = [
      '#!/bin/sh',
      'printf "%s\\n" "$@" > "$0.argv"',
      'printf "%s" "$PGPASSWORD" > "$0.password"',
      // as pg_dump: into --file when given, else to its standard output
      'out=/dev/stdout',
      'for arg; do case "$arg" in --file=*) out="${arg#--file=}";; esac; done',
      'printf PGDMP > "$out"',
    ];
    fs.writeFileSync(path.join(bin, 'pg_dump'), `${script.join('\n')}\n`, { mode: 0o755 });
    const pgBin = process.env.PG_BIN;
    process.env.PG_BIN = bin;
    try {
      const file = path.join(work, 'backups', 'lab.dump');
      expect(await backup({ kind: 'postgres', url }, file)).toBe(5);
      expect(fs.readFileSync(path.join(bin, 'pg_dump.argv'), 'utf8')).not.toContain('s3cret');
      expect(fs.readFileSync(path.join(bin, 'pg_dump.password'), 'utf8')).toBe('s3cret');
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(path.dirname(file))).toBe(0o700);
    } finally {
      if (pgBin === undefined) delete process.env.PG_BIN;
      else process.env.PG_BIN = pgBin;
    }
  });
});
