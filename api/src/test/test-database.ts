import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import type { SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../platform/db/client';

/** Which prepared database a test file starts from: migrated only, or migrated with the demo data. */
export type TemplateKind = 'empty' | 'demo';

/**
 * Where global-setup.ts left the templates of this run: for PGlite a dump file per kind, for
 * PostgreSQL a template database per kind. Set in the environment, which every test file inherits.
 */
export const templateEnv = (kind: TemplateKind) => `LAB_TEST_TEMPLATE_${kind.toUpperCase()}`;

function templateOf(kind: TemplateKind): string {
  const template = process.env[templateEnv(kind)];
  if (!template) throw new Error(`no ${kind} test template: run the API tests through jest (globalSetup prepares them)`);
  return template;
}

export interface TestDatabase extends Database {
  /**
   * PostgreSQL only: another pool of connections to the same database, as a second API instance
   * would have (PGlite is one connection in this process: a second instance shares it).
   */
  reopen?: () => Promise<Database>;
}

/**
 * A fresh database for one test file, copied from the run's template: an in-memory PGlite loaded
 * from a dump, or a new database on the PostgreSQL server of DATABASE_URL created from a template
 * database (dropped again by `close`). Copying costs a fraction of migrating and seeding.
 */
export async function openTestDatabase(kind: TemplateKind = 'empty'): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = fs.readFileSync(templateOf(kind));
    return openDatabase({ databaseUrl: null, pgliteDir: null, pgliteTemplate: new Blob([dump]) });
  }
  const name = `lab_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateOf(kind)}`);
  const url = databaseUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
  return {
    ...database,
    reopen: () => openDatabase({ databaseUrl: url, pgliteDir: null }),
    async close() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The first column of the query's first row, as a number (a count, an id). */
export async function numberFrom(db: Database['db'], query: SQL): Promise<number> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, string | number>[] };
  return Number(Object.values(rows[0])[0]);
}
