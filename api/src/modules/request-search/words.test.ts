import { REQUEST_STATUSES_WAITING_ON_STAFF } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { keptFilters, keptWordsStarting, textMatches } from '../../platform/db/search';
import { requestsSearched } from './search';
import { numberFrom, openTestDatabase, type TestDatabase } from '../../test/test-database';

// A request's words (test_request_words) are what a one-word search counts: they must be exactly
// the words of every listed request's text, whatever changes the request or its patient, and a
// count from them must equal the count row by row.
let database: TestDatabase;
let A: number;
beforeAll(async () => {
  database = await openTestDatabase('demo');
  A = await value(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
});
afterAll(() => database.close());

const value = (query: SQL) => numberFrom(database.db, query);

const listedWords = sql`select tr.id, tr.institution_id, w.word, w.prev_word, tr.requested_at, tr.status, tr.priority
  from test_requests tr cross join lateral search_words(tr.search_text) w where tr.archived_at is null`;
const keptWords = sql`select request_id, institution_id, word, prev_word, sort_at, status, priority from test_request_words`;
/** Rows in one and not the other, either way. */
const outOfStep = () => value(sql`select count(*) as v from ((${keptWords} except all ${listedWords}) union all (${listedWords} except all ${keptWords})) d`);

const countedFromWords = (scope: number[] | 'all', start: string, each?: SQL) => value(sql`select count(*) as v from (${keptWordsStarting('test_request_words', scope, start, each)}) c`);
const countedRowByRow = (scope: number[] | 'all', start: string) =>
  value(sql`select count(*) as v from test_requests tr where tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}
    and ${textMatches(sql`tr.search_text`, { kind: 'words', words: [start] })}`);

const aRequest = (more = sql`true`) => value(sql`select id as v from test_requests where archived_at is null and ${more} order by id limit 1`);

describe("a request's words", () => {
  it('are the words of every listed request after the demo data is seeded', async () => {
    expect(await value(sql`select count(*) as v from test_request_words`)).toBeGreaterThan(0);
    expect(await outOfStep()).toBe(0);
  });

  it('follow a renamed patient, and a request with two words starting the same is counted once', async () => {
    const request = await aRequest();
    await database.db.execute(sql`update patients set first_name = 'Smiley', last_name = 'Smith-Zoë' where id = (select patient_id from test_requests where id = ${request})`);
    expect(await outOfStep()).toBe(0);
    for (const start of ['s', 'sm', 'smi', 'smil', 'smith', 'smith-z', 'smith-zoë', 'z', '%', 'zz-nothing']) {
      for (const scope of ['all', [A]] as ('all' | number[])[]) expect([start, scope, await countedFromWords(scope, start)]).toEqual([start, scope, await countedRowByRow(scope, start)]);
    }
  });

  it('go when a request is archived, come back when it is restored, and move with its institution', async () => {
    const request = await aRequest();
    const words = () => value(sql`select count(*) as v from test_request_words where request_id = ${request}`);
    const before = await words();
    expect(before).toBeGreaterThan(0);
    await database.db.execute(sql`update test_requests set archived_at = now() where id = ${request}`);
    expect(await words()).toBe(0);
    await database.db.execute(sql`update test_requests set archived_at = null where id = ${request}`);
    expect(await words()).toBe(before);
    await database.db.execute(sql`update test_requests set institution_id = (select max(id) from institutions) where id = ${request}`);
    expect(await outOfStep()).toBe(0);
    await database.db.execute(sql`update test_requests set barcode_number = 'KIT-WORDS-1', test_name = 'Vitamin D' where id = ${request}`);
    expect(await outOfStep()).toBe(0);
  });

  it("follow the request's status and priority, which a filtered search counts them under", async () => {
    const request = await aRequest(sql`status = 'pending'`);
    await database.db.execute(sql`update test_requests set status = 'in_progress', priority = 'stat' where id = ${request}`);
    expect(await outOfStep()).toBe(0);
    const underFilter = (start: string) =>
      value(sql`select count(*) as v from (${keptWordsStarting('test_request_words', 'all', start, undefined, [sql`w.status = 'in_progress'`, sql`w.priority = 'stat'`])}) c`);
    const rowByRow = (start: string) =>
      value(sql`select count(*) as v from test_requests tr where tr.archived_at is null and tr.status = 'in_progress' and tr.priority = 'stat'
        and ${textMatches(sql`tr.search_text`, { kind: 'words', words: [start] })}`);
    for (const start of ['s', 'a', 'kit']) expect([start, await underFilter(start)]).toEqual([start, await rowByRow(start)]);
  });

  it("give the requests list its count and its rare rows under a status and a priority from the words alone, as row by row", async () => {
    let found = 0;
    // a status the requests wait on the staff in is written into the words' condition (its partial index)
    for (const filter of [{ status: 'pending' }, { status: 'in_progress', priority: 'normal' }, { priority: 'urgent' }, { status: 'completed', priority: 'normal' }]) {
      const { filters, kept } = keptFilters('tr', [['status', filter.status], ['priority', filter.priority]], { status: REQUEST_STATUSES_WAITING_ON_STAFF });
      for (const scope of ['all', [A]] as ('all' | number[])[]) {
        const list = requestsSearched(scope, filters, { kept });
        const listed = sql`from test_requests tr where tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)} and ${sql.join(filters, sql` and `)}`;
        for (const start of ['s', 'a', 'kit', 'zz-nothing']) {
          const matches = sql`${listed} and ${textMatches(sql`tr.search_text`, { kind: 'words', words: [start] })}`;
          const counted = await value(sql`select count(*) as v from (${list.startingWith!(start)}) c`);
          const rows = await queryRows<{ id: number }>(database.db, sql`select id from (${list.rowsStartingWith!(start)}) r order by id`);
          const expected = await queryRows<{ id: number }>(database.db, sql`select tr.id ${matches} order by tr.id`);
          expect([filter, scope, start, counted, rows.map((r) => Number(r.id))]).toEqual([filter, scope, start, expected.length, expected.map((r) => Number(r.id))]);
          found += counted;
        }
      }
    }
    expect(found).toBeGreaterThan(10);
  });

  it('of the requests waiting on the staff have an index of their own, of exactly those statuses', async () => {
    const [{ indexdef }] = await queryRows<{ indexdef: string }>(database.db, sql`select indexdef from pg_indexes where indexname = 'test_request_words_waiting_idx'`);
    const named = [...indexdef.split(' WHERE ')[1].matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...REQUEST_STATUSES_WAITING_ON_STAFF].sort());
  });

  it("follow the request's time in the list's order", async () => {
    await database.db.execute(sql`update test_requests set requested_at = requested_at - interval '3 days' where id = ${await aRequest()}`);
    expect(await outOfStep()).toBe(0);
  });

  it('are split inside the statement that reads them (no call per row), and a text of nothing has none', async () => {
    // a function scan would be a call per request: millions of calls when millions of requests arrive
    const { rows } = (await database.db.execute(sql`explain (format json) ${listedWords}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toContain('"Node Type":"WindowAgg"'); // the function's own body, in the statement
    expect(plan).not.toContain('"Node Type":"Function Scan"');
    expect(await value(sql`select count(*) as v from search_words(null)`)).toBe(0);
    expect(await value(sql`select count(*) as v from search_words('  ')`)).toBe(0);
  });

  it('come with a new request and go with a deleted one', async () => {
    const [patient, institution] = [await value(sql`select min(id) as v from patients`), await value(sql`select min(id) as v from institutions`)];
    const { rows } = (await database.db.execute(sql`insert into test_requests (patient_id, institution_id, test_name) values
      (${patient}, ${institution}, 'Ferritin words'), (${patient}, ${institution}, 'Ferritin words again') returning id`)) as unknown as { rows: { id: number }[] };
    expect(await outOfStep()).toBe(0);
    expect(await countedFromWords('all', 'ferritin')).toBe(await countedRowByRow('all', 'ferritin'));
    await database.db.execute(sql`delete from test_requests where id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`);
    expect(await outOfStep()).toBe(0);
  });

  it("count a list's rows per request through what it lists of each (a result)", async () => {
    const results = sql`select 1 from test_results r where r.test_request_id = w.request_id`;
    for (const start of ['s', 'a', 'f', 'full']) {
      const rowByRow = await value(sql`select count(*) as v from test_results r join test_requests tr on tr.id = r.test_request_id
        where tr.archived_at is null and ${textMatches(sql`tr.search_text`, { kind: 'words', words: [start] })}`);
      expect([start, await countedFromWords('all', start, results)]).toEqual([start, rowByRow]);
    }
  });
});

describe("a result's and a shipment's copy of its request's text", () => {
  it('follows an edit of the request\'s barcode, test or patient, as the results search walks it', async () => {
    const request = await value(sql`select r.test_request_id as v from test_results r join test_requests tr on tr.id = r.test_request_id where tr.archived_at is null order by r.id limit 1`);
    const outOfStepResults = () => value(sql`select count(*) as v from test_results r join test_requests tr on tr.id = r.test_request_id where r.search_text is distinct from tr.search_text`);
    await database.db.execute(sql`update test_requests set barcode_number = 'KIT-FOLLOWS-1' where id = ${request}`);
    expect(await outOfStepResults()).toBe(0);
    await database.db.execute(sql`update test_requests set test_name = 'Lipid follows' where id = ${request}`);
    expect(await outOfStepResults()).toBe(0);
    await database.db.execute(sql`update test_requests set patient_id = (select max(id) from patients) where id = ${request}`);
    expect(await outOfStepResults()).toBe(0);
  });

  it("follows an edit of the request's barcode, as the fulfillment search walks it", async () => {
    const request = await value(sql`select test_request_id as v from fulfillment_requests order by id limit 1`);
    await database.db.execute(sql`update test_requests set barcode_number = 'KIT-FOLLOWS-2' where id = ${request}`);
    expect(await value(sql`select count(*) as v from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id
      where not starts_with(f.search_text, tr.search_text)`)).toBe(0);
    expect(await value(sql`select count(*) as v from fulfillment_requests where search_text like '% kit-follows-2 %'`)).toBe(1);
  });
});
