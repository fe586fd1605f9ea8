import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { runGenericPlansOn } from './query';
import * as schema from './schema';
import { retryTransactionsOn } from './transaction-retry';

/** One type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the embedded database folder did not exist before this open. */
  created: boolean;
  /**
   * Applies the migrations not yet applied. On PostgreSQL under an advisory lock held for the
   * whole run: API instances starting together migrate one after the other, and the later ones
   * find nothing left to do.
   */
  migrate(): Promise<void>;
  /** Runs `work` while holding the same startup lock (PostgreSQL; PGlite has one process): the demo seeding. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hears PostgreSQL notices on `channel` (LISTEN) until the returned stop is called. `lost` is
   * called when notices may have been missed (the listening connection ended); `listening` again
   * once a new one listens. PostgreSQL reconnects every second until it listens again.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball (tests copy a seeded template from it). */
  dump?(): Promise<Blob>;
}

export interface NoticeHandlers {
  notice(payload: string): void;
  /** Notices may have been missed since the last `listening`. */
  lost(): void;
  /** Listening (again): notices from now on arrive. */
  listening(): void;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', '..', 'drizzle');

/**
 * How the API's PostgreSQL connections are set. Many small queries at once, each reading a few
 * rows through an index: parallel workers cost more than they save and take the cores other
 * requests need (a dashboard count: 13 ms with workers, 5 ms without); JIT compiles any plan whose
 * whole-table estimate is large, even one that stops after 8 rows (the dashboard's newest
 * requests: 0.2 ms to run, 12 ms to compile).
 */
export const CONNECTION_SETTINGS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/**
 * The connections of planned-once statements (queryRowsGeneric) keep their generic plan, and make
 * it without Memoize. A plan made for any term holds branches a given term never runs (the few
 * rows, the rare rows), and PostgreSQL 15 builds a Memoize node's cache when the statement starts,
 * sized for the generic estimate (tens of thousands of rows), whether or not the node then runs:
 * the requests' word search for everyone spent 3 of its 4-6 ms allocating and zeroing caches of
 * branches it skipped. The plans these statements are built for read a page's rows by key, where a
 * cache has nothing to save. And they price a page read out of order near one read in order
 * (random_page_cost 1.1, not 4): a list's newest rows are in memory, and at 4 the largest
 * institution's walk read everyone's newest-first index and threw away seven rows in eight (its
 * word search 4.2-4.6 ms) rather than its own index (2.8-3.0 ms).
 */
export const GENERIC_PLAN_SETTINGS = `${CONNECTION_SETTINGS} -c plan_cache_mode=force_generic_plan -c enable_memoize=off -c random_page_cost=1.1`;

/** How many statements a connection of planned-once searches runs before it is replaced (its kept plans freed). */
export const GENERIC_PLAN_USES = 500;

/** The advisory lock key of an API's startup (migrations, demo seeding): any fixed number of ours. */
export const STARTUP_LOCK = 7_460_301;

/** `work` while this session holds the startup lock; other sessions asking for it wait. */
async function underStartupLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const session = await pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await session.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    session.release();
  }
}

/**
 * PostgreSQL when a URL is given; otherwise PGlite persisted in `pgliteDir` (or in memory when
 * null, started from the dump `pgliteTemplate` when one is given: the tests' seeded copy).
 */
export async function openDatabase(options: { databaseUrl: string | null; pgliteDir: string | null; pgliteTemplate?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, options: CONNECTION_SETTINGS });
    // A search's first page runs on connections of their own that keep one plan per statement
    // for any term (queryRowsGeneric): planning it cost as much as running it. Each connection
    // keeps every statement it was given, and a caller choosing filters and word counts could
    // make it keep hundreds: a connection is replaced after GENERIC_PLAN_USES statements.
    const genericPool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      maxUses: GENERIC_PLAN_USES,
      options: GENERIC_PLAN_SETTINGS,
    });
    // An idle pooled connection that the server ends (a restart, a failover, an administrator)
    // is reported here; unhandled, it would crash the process. The pool opens a new one on demand.
    for (const each of [pool, genericPool]) each.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // many connections at once can deadlock; PGlite's one connection cannot
    retryTransactionsOn(db);
    runGenericPlansOn(db, drizzlePg(genericPool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      created: false,
      migrate: () => underStartupLock(pool, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })),
      exclusive: (work) => underStartupLock(pool, work),
      listen: (channel, handlers) => listenOnPostgres(options.databaseUrl as string, channel, handlers),
      close: async () => void (await Promise.all([pool.end(), genericPool.end()])),
    };
  }
  const dir = options.pgliteDir;
  const created = (dir === null && !options.pgliteTemplate) || (dir !== null && !fs.existsSync(path.join(dir, 'PG_VERSION')));
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm and btree_gin back the patient search indexes (migrations 0005, 0011); PostgreSQL ships them in contrib.
  const client = new PGlite({ dataDir: dir ?? undefined, loadDataDir: options.pgliteTemplate, extensions: { pg_trgm, btree_gin } });
  await client.waitReady;
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: 'pglite',
    created,
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (work) => work(),
    listen: async (channel, handlers) => {
      // one process, one connection: nothing can be missed
      const stop = await client.listen(channel, (payload) => handlers.notice(payload));
      handlers.listening();
      return () => stop(); // its optional argument is a transaction: never pass one on
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** A connection of its own that LISTENs, opened again a second after it ends. */
async function listenOnPostgres(url: string, channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let current: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    // keepAlive: a connection that died silently is found and reported (then reopened)
    const client = new Client({ connectionString: url, keepAlive: true });
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      current = null;
      handlers.lost();
      void client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void open().catch(() => end()), 1000);
    };
    client.on('notification', (message) => handlers.notice(message.payload ?? ''));
    client.on('error', end);
    client.on('end', end);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      end();
      throw error;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    handlers.listening();
  };
  await open().catch(() => undefined); // the first failure is reported through lost() and retried
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  };
}
