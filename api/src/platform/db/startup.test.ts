// API instances starting together on one PostgreSQL server (two containers after an upgrade):
// the migrations run once, one after the other under the startup lock, and the demo data of
// DEMO_DATA is loaded once. PostgreSQL only: PGlite is one process's.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { adminQuery, databaseUrlFor, openTestDatabase } from '../../test/test-database';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client';
import { queryRows } from './query';

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

onPostgres('two API instances starting together on an empty PostgreSQL database', () => {
  const name = `lab_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
    first = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, name), pgliteDir: null });
    second = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl!, name), pgliteDir: null });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('apply every migration exactly once', async () => {
    await Promise.all([first.migrate(), second.migrate()]);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [applied] = await queryRows<{ n: string }>(first.db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(Number(applied.n)).toBe(journal.entries.length);
    // and a third start finds nothing to do
    await first.migrate();
    const [again] = await queryRows<{ n: string }>(first.db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(Number(again.n)).toBe(journal.entries.length);
  });

  it('load the demo data of DEMO_DATA once', async () => {
    await Promise.all([first.exclusive(() => seedDemoIfEmpty(first.db)), second.exclusive(() => seedDemoIfEmpty(second.db))]);
    const [users] = await queryRows<{ n: string }>(first.db, sql`select count(*) as n from users`);
    expect(Number(users.n)).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('DEMO_DATA on a database that holds other data', () => {
  it('leaves it alone', async () => {
    // the run's migrated template (migrating a fresh PGlite here took over 30 s on a busy CI machine)
    const database = await openTestDatabase('empty');
    try {
      await database.db.execute(sql`insert into institutions (name) values ('Real Hospital')`);
      await seedDemoIfEmpty(database.db);
      const [users] = await queryRows<{ n: string }>(database.db, sql`select count(*) as n from users`);
      expect(Number(users.n)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
