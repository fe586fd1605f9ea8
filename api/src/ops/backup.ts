// Backup and restore of the portal's database (docs/operations.md): a PostgreSQL server with
// pg_dump/pg_restore (custom format), or the embedded PGlite database as a gzipped copy of its
// folder (the API must be stopped: PGlite is one process's). A backup holds every patient's data:
// its file is only its owner's (mode 0600, in a folder of mode 0700), and the database password
// reaches pg_dump and pg_restore through their environment, never their command line, which
// every user of the machine can read (ps, /proc/<pid>/cmdline).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';

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

/** A pg_dump or pg_restore run: the program, its arguments and its environment. */
export interface PgCommand {
  program: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * `url` without its password, and the password, decoded. Read as libpq reads a connection URI:
 * the user part runs to the first '@' before any '/', the password after its first ':', and a
 * `password` query parameter is a password too (the last one counts). Plain text rather than
 * URL: libpq takes URIs that WHATWG's URL refuses (several hosts, an empty host with the socket
 * folder in ?host=), and URLSearchParams would rewrite the other parameters.
 */
function splitPassword(url: string): { url: string; password?: string } {
  const parts = /^(postgres(?:ql)?:\/\/)(?:([^@/]*)@)?([^?]*)(?:\?(.*))?$/s.exec(url);
  if (!parts) throw new OpsRefused('DATABASE_URL is not a postgres:// or postgresql:// URL');
  const [, scheme, userinfo = '', hostAndPath, query = ''] = parts;
  const colon = userinfo.indexOf(':');
  const user = colon < 0 ? userinfo : userinfo.slice(0, colon);
  let password = colon < 0 ? undefined : decodeURIComponent(userinfo.slice(colon + 1));
  const isPassword = (pair: string) => pair.split('=')[0] === 'password';
  const pairs = query.split('&').filter(Boolean);
  for (const pair of pairs.filter(isPassword)) password = decodeURIComponent(pair.slice('password='.length));
  const rest = pairs.filter((pair) => !isPassword(pair));
  return { url: `${scheme}${user ? `${user}@` : ''}${hostAndPath}${rest.length ? `?${rest.join('&')}` : ''}`, password };
}

/**
 * How pg_dump or pg_restore reaches `url`'s database: the URL without its password as --dbname
 * (libpq reads its host, port, user, sslmode and other parameters as before) and the password as
 * PGPASSWORD. The environment of a process is readable only by its user and root, and this
 * process already holds the password in its own (DATABASE_URL). A URL without a password leaves
 * the environment as it is: a PGPASSWORD or pgpass file of the operator's still applies.
 */
function pgCommand(name: 'pg_dump' | 'pg_restore', url: string, options: string[], env: NodeJS.ProcessEnv): PgCommand {
  const { url: withoutPassword, password } = splitPassword(url);
  return {
    program: pgProgram(name, env),
    args: [...options, `--dbname=${withoutPassword}`],
    env: password === undefined ? { ...env } : { ...env, PGPASSWORD: password },
  };
}

/** pg_dump of `url`'s database in custom format, written to its standard output. */
export function pgDumpCommand(url: string, env: NodeJS.ProcessEnv = process.env): PgCommand {
  return pgCommand('pg_dump', url, ['--format=custom', '--no-owner', '--no-privileges'], env);
}

/** pg_restore of the backup `file` into `url`'s database. */
export function pgRestoreCommand(url: string, file: string, env: NodeJS.ProcessEnv = process.env): PgCommand {
  const command = pgCommand('pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error'], env);
  return { ...command, args: [...command.args, file] };
}

/** Runs `command` to its end, its standard output into `stdout` (a file descriptor) when given. */
function runPg(command: PgCommand, stdout: number | 'ignore' = 'ignore'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.program, command.args, { env: command.env, stdio: ['ignore', stdout, 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString())); // a pipe: typed as possibly none
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command.program)} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

/**
 * Makes sure the folder `dir` lets no one but its owner in: created with mode 0700 when missing.
 * An existing folder open to others is refused rather than tightened: it may be shared (/tmp, a
 * home or project folder) and changing its mode behind the operator's back could break whatever
 * else uses it. Left open, it would show every user the backups' names, sizes and times.
 */
function ensurePrivateFolder(dir: string): void {
  if (fs.mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) {
    fs.chmodSync(dir, 0o700); // the umask may have taken more than the group's and others' bits
    return;
  }
  const mode = fs.statSync(dir).mode & 0o777;
  if (mode & 0o077) {
    throw new OpsRefused(`${dir} is open to other users (mode 0${mode.toString(8)}) and a backup holds every patient's data: chmod 700 ${dir}, or name a new folder`);
  }
}

/**
 * Creates `file` for writing with mode 0600 in a private folder, and answers its descriptor. The
 * file is created with its mode ('wx': never an existing file, which could be another backup or
 * already readable by others), so it is never readable by others, even before its first byte.
 */
function createPrivateFile(file: string): number {
  ensurePrivateFolder(path.dirname(path.resolve(file)));
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new OpsRefused(`${file} already exists: a backup never replaces a file`);
    throw error;
  }
  fs.fchmodSync(fd, 0o600); // exactly 0600 whatever the umask took away, so its owner can read it back
  return fd;
}

/** The embedded database's folder as a gzipped tar. */
async function pgliteDump(dir: string): Promise<Buffer> {
  const db = new PGlite({ dataDir: dir, extensions: { pg_trgm, btree_gin } });
  try {
    // gzipped here: PGlite's own 'gzip' needs the web streams' CompressionStream
    await db.waitReady; // a dump asked before the database is up never answers
    const dump = await db.dumpDataDir('none');
    return gzipSync(Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** Writes a backup of `target` to `file`, a new file; answers the file's size in bytes. */
export async function backup(target: Target, file: string): Promise<number> {
  if (target.kind === 'pglite' && !fs.existsSync(path.join(target.dir, 'PG_VERSION'))) throw new OpsRefused(`No embedded database in ${target.dir}`);
  // created before pg_dump runs: pg_dump --file would create it with the umask's mode
  const fd = createPrivateFile(file);
  try {
    if (target.kind === 'postgres') await runPg(pgDumpCommand(target.url), fd);
    else fs.writeFileSync(fd, await pgliteDump(target.dir));
  } catch (error) {
    fs.rmSync(file, { force: true }); // a half-written backup must not pass for one
    throw error;
  } finally {
    fs.closeSync(fd);
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
    await runPg(pgRestoreCommand(target.url, file));
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
