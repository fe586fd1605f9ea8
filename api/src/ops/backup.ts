// Backup and restore of the portal's database (README "Operations"): a PostgreSQL server with
// pg_dump/pg_restore (custom format), or the embedded PGlite database as a gzipped copy of its
// folder (the API must be stopped: PGlite is one process's).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';

const run = promisify(execFile);

export class OpsRefused extends Error {}

/** Where the database is: a server (DATABASE_URL) or the embedded folder (DATA_DIR/pglite). */
export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(__dirname, '..', '..', '.data'));
  return { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
}

/**
 * A PostgreSQL client program (pg_dump, pg_restore): PG_BIN's when set, else the newest server's
 * in /usr/lib/postgresql/<version>/bin (dumps from a newer server need a newer pg_dump), else PATH.
 */
export function pgProgram(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin', name) : name;
}

/** Writes a backup of `target` to `file`; answers the file's size in bytes. */
export async function backup(target: Target, file: string): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    await run(pgProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.url}`]);
  } else {
    if (!fs.existsSync(path.join(target.dir, 'PG_VERSION'))) throw new OpsRefused(`No embedded database in ${target.dir}`);
    const db = new PGlite({ dataDir: target.dir, extensions: { pg_trgm, btree_gin } });
    try {
      // gzipped here: PGlite's own 'gzip' needs the web streams' CompressionStream
      await db.waitReady; // a dump asked before the database is up never answers
      const dump = await db.dumpDataDir('none');
      fs.writeFileSync(file, gzipSync(Buffer.from(await dump.arrayBuffer())));
    } finally {
      await db.close();
    }
  }
  return fs.statSync(file).size;
}

/** The tables of the public schema that hold rows, on a server (used to refuse restoring over data). */
async function serverHasTables(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`);
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into `target`, which must be empty (a new database, or no embedded folder):
 * a restore never mixes with data already there. Start the API afterwards: it applies any
 * migration newer than the backup.
 */
export async function restore(target: Target, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new OpsRefused(`No backup file at ${file}`);
  if (target.kind === 'postgres') {
    if (await serverHasTables(target.url)) throw new OpsRefused('The target database is not empty: restore into a new, empty database (createdb), then point DATABASE_URL at it');
    await run(pgProgram('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, file]);
  } else {
    if (fs.existsSync(target.dir) && fs.readdirSync(target.dir).length > 0) {
      throw new OpsRefused(`${target.dir} already holds a database: move it aside (or set DATA_DIR to a new folder), then restore`);
    }
    fs.mkdirSync(target.dir, { recursive: true });
    const db = new PGlite({ dataDir: target.dir, loadDataDir: new Blob([gunzipSync(fs.readFileSync(file))]), extensions: { pg_trgm, btree_gin } });
    await db.waitReady;
    await db.close();
  }
}
