import { COMMON_MESSAGES } from '@lab/shared';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { installErrorHandlers } from '../errors-plugin';
import type { Db } from './client';
import { queryRows } from './query';
import { retryTransactionsOn, TRANSACTION_ATTEMPTS } from './transaction-retry';

// Two transactions that lock the same rows in opposite orders deadlock; PostgreSQL aborts one.
// That one is run again and both are saved. Any other failure reaches the caller at once.
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase('empty');
  await database.db.execute(sql`create table retry_probe (id int primary key, touched int not null default 0)`);
  await database.db.execute(sql`insert into retry_probe (id) values (1), (2)`);
});
afterAll(() => database.close());

// PGlite is one connection in this process: two transactions cannot hold locks at once there, so
// the deadlock itself is made on PostgreSQL only (CI's API tests run on it); the rest runs on both
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('runs again the transaction PostgreSQL aborted for a deadlock, and both are saved once', async () => {
  const runs = [0, 0];
  let arrived = 0;
  let bothHoldTheirFirst!: () => void;
  const barrier = new Promise<void>((resolve) => (bothHoldTheirFirst = resolve));
  const touch = (tx: Db, id: number) => queryRows(tx, sql`update retry_probe set touched = touched + 1 where id = ${id}`);
  const crossing = (first: number, second: number, index: number) =>
    database.db.transaction(async (tx) => {
      runs[index]++;
      await touch(tx as unknown as Db, first);
      if (runs[index] === 1) {
        // the first attempt waits until the other holds its first row: then each needs the other's
        if (++arrived === 2) bothHoldTheirFirst();
        await barrier;
      }
      await touch(tx as unknown as Db, second);
      return index;
    });
  expect(await Promise.all([crossing(1, 2, 0), crossing(2, 1, 1)])).toEqual([0, 1]);
  // one of them was the deadlock's victim and ran twice; the rows were changed once by each
  expect(runs.slice().sort()).toEqual([1, 2]);
  expect(await queryRows(database.db, sql`select id, touched from retry_probe order by id`)).toEqual([
    { id: 1, touched: 2 },
    { id: 2, touched: 2 },
  ]);
}, 20_000);

it('does not run again a transaction that failed for any other reason, and leaves nothing of it', async () => {
  const before = await queryRows(database.db, sql`select id, touched from retry_probe order by id`);
  let runs = 0;
  const duplicate = database.db.transaction(async (tx) => {
    runs++;
    await queryRows(tx as unknown as Db, sql`update retry_probe set touched = touched + 100 where id = 1`);
    await queryRows(tx as unknown as Db, sql`insert into retry_probe (id) values (2)`);
  });
  await expect(duplicate).rejects.toThrow();
  expect(runs).toBe(1);
  expect(await queryRows(database.db, sql`select id, touched from retry_probe order by id`)).toEqual(before);
});

it(`gives up after ${TRANSACTION_ATTEMPTS} attempts and answers the deadlock's own error`, async () => {
  const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
  let runs = 0;
  const db = { transaction: async (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db;
  const pauses: number[] = [];
  retryTransactionsOn(db, async (attempt) => void pauses.push(attempt));
  await expect(
    db.transaction(async () => {
      runs++;
      throw deadlock;
    }),
  ).rejects.toBe(deadlock);
  expect({ runs, pauses }).toEqual({ runs: TRANSACTION_ATTEMPTS, pauses: [1, 2] });
});

it('answers a deadlock that outlasted its attempts as 503 with the advice to try again, never as an unexplained 500', async () => {
  const app = Fastify({ logger: false });
  installErrorHandlers(app);
  app.get('/collides', async () => {
    // as node-postgres throws it, wrapped by drizzle
    throw Object.assign(new Error('Failed query: update …'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
  });
  const res = await app.inject({ method: 'GET', url: '/collides' });
  expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({ status: 503, retryAfter: '1', body: { error: COMMON_MESSAGES.changeCollided } });
  await app.close();
});
