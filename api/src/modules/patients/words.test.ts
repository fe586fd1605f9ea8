import { sql, type SQL } from 'drizzle-orm';
import { textMatches } from '../../platform/db/search';
import { numberFrom, openTestDatabase, type TestDatabase } from '../../test/test-database';
import { everyPatient, PATIENT_SEARCH_TEXT, patientsOf } from './search';

// A patient's words (patient_words) are what a one-word patient search counts: institution 0 holds
// every listed patient's words once, each institution its linked patients'. They must be exactly
// that after any change of a patient or a link, and a count from them must equal the count row by row.
let database: TestDatabase;
let A: number;
beforeAll(async () => {
  database = await openTestDatabase('demo');
  A = await value(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
});
afterAll(() => database.close());

const value = (query: SQL) => numberFrom(database.db, query);
const run = (query: SQL) => database.db.execute(query);

const listedWords = sql`select * from (select p.id, 0 as institution_id, w.word, w.prev_word, p.created_at from patients p cross join lateral search_words(${PATIENT_SEARCH_TEXT}) w where p.archived_at is null
  union all
  select l.patient_id, l.institution_id, w.word, w.prev_word, l.patient_created_at from patient_institutions l join patients p on p.id = l.patient_id
    cross join lateral search_words(${PATIENT_SEARCH_TEXT}) w where p.archived_at is null) listed`;
const keptWords = sql`select patient_id, institution_id, word, prev_word, sort_at from patient_words`;
const outOfStep = () => value(sql`select count(*) as v from ((${keptWords} except all ${listedWords}) union all (${listedWords} except all ${keptWords})) d`);

const countedFromWords = (scope: 'all' | number, start: string) => {
  const list = scope === 'all' ? everyPatient : patientsOf([scope]);
  return value(sql`select count(*) as v from (${list.startingWith!(start)}) c`);
};
const countedRowByRow = (scope: 'all' | number, start: string) =>
  value(sql`select count(*) as v from patients p where p.archived_at is null and ${textMatches(PATIENT_SEARCH_TEXT, { kind: 'words', words: [start] })}
    ${scope === 'all' ? sql`` : sql`and exists (select 1 from patient_institutions l where l.patient_id = p.id and l.institution_id = ${scope})`}`);

const aPatientOf = (institution: number) => value(sql`select min(patient_id) as v from patient_institutions where institution_id = ${institution} and patient_archived_at is null`);

describe("a patient's words", () => {
  it('are the words of every listed patient, everyone-wide and per linked institution, after the demo data is seeded', async () => {
    expect(await value(sql`select count(*) as v from patient_words where institution_id = 0`)).toBeGreaterThan(0);
    expect(await outOfStep()).toBe(0);
  });

  it('follow a renamed patient and a new email, and count a patient with two words starting alike once', async () => {
    const patient = await aPatientOf(A);
    await run(sql`update patients set first_name = 'Smiley', last_name = 'Smith-Zoë', email = 'smiley.zoe@example.org' where id = ${patient}`);
    expect(await outOfStep()).toBe(0);
    for (const start of ['s', 'sm', 'smi', 'smiley', 'smith-z', 'smiley.', 'z', 'mrn', '%', 'zz-nothing']) {
      for (const scope of ['all', A] as const) expect([start, scope, await countedFromWords(scope, start)]).toEqual([start, scope, await countedRowByRow(scope, start)]);
    }
  });

  it('go when a patient is archived, come back when restored, and follow a link made and removed', async () => {
    const patient = await aPatientOf(A);
    const words = (institution: number) => value(sql`select count(*) as v from patient_words where patient_id = ${patient} and institution_id = ${institution}`);
    expect(await words(0)).toBeGreaterThan(0);
    await run(sql`update patients set archived_at = now() where id = ${patient}`);
    expect([await words(0), await words(A)]).toEqual([0, 0]);
    await run(sql`update patients set archived_at = null where id = ${patient}`);
    expect(await outOfStep()).toBe(0);
    const other = await value(sql`select min(id) as v from institutions where id not in (select institution_id from patient_institutions where patient_id = ${patient})`);
    await run(sql`insert into patient_institutions (patient_id, institution_id, medical_record_number) values (${patient}, ${other}, 'MRN-WORDS-1')`);
    expect(await words(other)).toBe(await words(0));
    await run(sql`delete from patient_institutions where patient_id = ${patient} and institution_id = ${other}`);
    expect(await words(other)).toBe(0);
    expect(await outOfStep()).toBe(0);
  });

  it("follow the patient's time in the lists' order, everyone's and each link's", async () => {
    const patient = await aPatientOf(A);
    await run(sql`update patients set created_at = created_at - interval '3 days' where id = ${patient}`);
    expect(await outOfStep()).toBe(0);
  });

  it('come with a new patient and go with a deleted one', async () => {
    const { rows } = (await run(sql`insert into patients (first_name, last_name, medical_record_number) values ('Words', 'Newcomer', 'MRN-WORDS-2') returning id`)) as unknown as { rows: { id: number }[] };
    await run(sql`insert into patient_institutions (patient_id, institution_id, medical_record_number) values (${rows[0].id}, ${A}, 'MRN-WORDS-2')`);
    expect(await outOfStep()).toBe(0);
    expect(await countedFromWords(A, 'newcomer')).toBe(1);
    await run(sql`delete from patients where id = ${rows[0].id}`);
    expect(await outOfStep()).toBe(0);
  });
});
