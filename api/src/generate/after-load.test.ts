import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { openTestDatabase } from '../test/test-database';
import { IndexQueue } from './after-load';
import type { DeferredIndex } from './bulk-loader';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('empty');
});
afterAll(() => database?.close());

async function patientIndexes(): Promise<string[]> {
  const result = (await database.db.execute(sql.raw(`select indexname from pg_indexes where tablename = 'patients'`))) as unknown as { rows: { indexname: string }[] };
  return result.rows.map((r) => r.indexname);
}

const index = (name: string, columns: string, gin = false): DeferredIndex => ({ name, table: 'patients', definition: `CREATE INDEX ${name} ON patients (${columns})`, gin });

/** The indexes through the generator's queue: added, then finished on its two connections. */
async function buildIndexes(indexes: DeferredIndex[]): Promise<number> {
  const queue = new IndexQueue(database.db);
  await queue.add(indexes);
  return queue.finish();
}

describe('building the indexes a load dropped', () => {
  it('builds every one it is given, on two connections', async () => {
    const given = [index('patients_after_a_idx', 'last_name'), index('patients_after_b_idx', 'first_name'), index('patients_after_c_idx', 'date_of_birth')];
    await expect(buildIndexes(given)).resolves.toBe(3);
    expect(await patientIndexes()).toEqual(expect.arrayContaining(given.map((i) => i.name)));
  });

  it('builds on one connection, asking before each build whether a load runs beside, and leaves nothing to finish', async () => {
    const queue = new IndexQueue(database.db);
    const given = [index('patients_after_f_idx', 'last_name, first_name'), index('patients_after_g_idx', 'first_name, last_name')];
    await queue.add(given);
    let asked = 0;
    const besideLoad = () => {
      asked++;
      return true;
    };
    await expect(queue.build(besideLoad)).resolves.toBe(2);
    expect(asked).toBe(2);
    expect(await patientIndexes()).toEqual(expect.arrayContaining(given.map((i) => i.name)));
    await expect(queue.finish()).resolves.toBe(0);
  });

  it('says which build failed and names every index it leaves missing', async () => {
    const given = [index('patients_broken_idx', 'no_such_column', true), index('patients_after_d_idx', 'email'), index('patients_after_e_idx', 'phone')];
    const failure = await buildIndexes(given).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^An index could not be built \(patients_broken_idx: column "no_such_column" does not exist\)\. Missing: .*patients_broken_idx/);
    const present = await patientIndexes();
    expect(present).not.toContain('patients_broken_idx');
    // an index is either there or named as missing: none is lost without a word
    for (const { name } of given) expect(present.includes(name) || failure!.includes(name)).toBe(true);
  });
});
