import { sql, type SQL } from 'drizzle-orm';
import { numberFrom, openTestDatabase, type TestDatabase } from '../../test/test-database';
import { scopeCondition } from './query';
import { keptWordsStarting, textMatches } from './search';

// The notification logs', interface messages', shipments' and results' words (one set of
// triggers keeps the four, drizzle/0054 and 0057) are what a one-word search on those lists
// counts: they must be exactly the words of every row's text whatever changes the row, its patient
// or its request, and a count from them must equal the count row by row, in every scope and under
// a list's filters.
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase('demo');
  // the demo data has no analyzer messages: a few, one from no known instrument (no institution)
  await database.db.execute(sql`insert into interface_messages (direction, status, raw, institution_id, search_text) values
    ('in', 'accepted', 'MSH|', (select min(id) from institutions), 'ctl-1 oru^r01 sysmex req-000001 kit-0001 smith'),
    ('in', 'accepted', 'MSH|', (select max(id) from institutions), 'ctl-2 oru^r01 sysmex req-000002 kit-0002 samuel'),
    ('in', 'rejected', 'MSH|', null, 'ctl-3 oru^r01 unknown analyzer')`);
});
afterAll(() => database.close());

const value = (query: SQL) => numberFrom(database.db, query);
const exec = (query: SQL) => database.db.execute(query);

// `kept`: the columns the list is filtered by, which its words carry (drizzle/0068)
const LISTS = [
  { table: 'notification_logs', words: 'notification_log_words', id: 'log_id', sortAt: 'sent_at', kept: ['message_type', 'notification_type', 'delivery_status', 'triggered_by_type'] },
  { table: 'interface_messages', words: 'interface_message_words', id: 'message_id', sortAt: 'created_at', kept: [] },
  { table: 'fulfillment_requests', words: 'fulfillment_request_words', id: 'fulfillment_id', sortAt: 'created_at', kept: ['status', 'priority'] },
  { table: 'test_results', words: 'test_result_words', id: 'result_id', sortAt: 'entered_at', kept: ['status'] },
] as const;
type List = (typeof LISTS)[number];

/** Rows in the words table and not in the rows' own words (with the row's time in the list's order and its filtered columns), or the other way. */
function outOfStep(list: List) {
  const columns = (alias: string) => list.kept.map((column) => `, ${alias}${column}`).join('');
  const ofRows = sql.raw(`select t.id, t.institution_id, w.word, w.prev_word, t.${list.sortAt}${columns('t.')} from ${list.table} t cross join lateral search_words(t.search_text) w`);
  const kept = sql.raw(`select ${list.id}, institution_id, word, prev_word, sort_at${columns('')} from ${list.words}`);
  return value(sql`select count(*) as v from ((${kept} except all ${ofRows}) union all (${ofRows} except all ${kept})) d`);
}

const everyOutOfStep = async () => Promise.all(LISTS.map(async (list) => [list.words, await outOfStep(list)]));
const inStep = LISTS.map((list) => [list.words, 0]);

const countedFromWords = (list: List, scope: number[] | 'all', start: string, each?: SQL, kept?: SQL[]) =>
  value(sql`select count(*) as v from (${keptWordsStarting(list.words, scope, start, each, kept)}) c`);
const countedRowByRow = (list: List, scope: number[] | 'all', start: string, more: SQL = sql`true`) =>
  value(sql`select count(*) as v from ${sql.raw(list.table)} t where ${scopeCondition(sql`t.institution_id`, scope)} and ${more}
    and ${textMatches(sql`t.search_text`, { kind: 'words', words: [start] })}`);

describe("a log's, a message's, a shipment's and a result's words", () => {
  it('are the words of every row after the demo data is seeded', async () => {
    for (const list of LISTS) expect([list.words, await value(sql.raw(`select count(*) as v from ${list.words}`))]).not.toEqual([list.words, 0]);
    expect(await everyOutOfStep()).toEqual(inStep);
  });

  it("count each row once, as row by row, everyone's and an institution's", async () => {
    const institution = await value(sql`select min(institution_id) as v from fulfillment_requests`);
    for (const list of LISTS) {
      for (const start of ['s', 'a', 'k', 'kit', 'orm', 'zz-nothing', '%']) {
        for (const scope of ['all', [institution]] as ('all' | number[])[]) {
          const rowByRow = await countedRowByRow(list, scope, start);
          expect([list.words, start, scope, await countedFromWords(list, scope, start)]).toEqual([list.words, start, scope, rowByRow]);
        }
      }
    }
  });

  it('count the shipments under a filter through each row', async () => {
    const list = LISTS[2];
    const status = sql`f.status = 'delivered'`;
    for (const start of ['s', 'k', 'a']) {
      const rowByRow = await countedRowByRow(list, 'all', start, sql`t.status = 'delivered'`);
      const shipment = sql`select 1 from fulfillment_requests f where f.id = w.fulfillment_id and ${status}`;
      expect([start, await countedFromWords(list, 'all', start, shipment)]).toEqual([start, rowByRow]);
    }
  });

  it('count the results under a filter through each row', async () => {
    const list = LISTS[3];
    for (const start of ['s', 'k', 'a']) {
      const rowByRow = await countedRowByRow(list, 'all', start, sql`t.status = 'final'`);
      const result = sql`select 1 from test_results r where r.id = w.result_id and r.status = 'final'`;
      expect([start, await countedFromWords(list, 'all', start, result)]).toEqual([start, rowByRow]);
    }
  });

  it("follow a renamed patient into the logs and, through the request, the shipments and the results", async () => {
    const patient = await value(sql`select tr.patient_id as v from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id order by f.id limit 1`);
    const withResult = await value(sql`select tr.patient_id as v from test_results r join test_requests tr on tr.id = r.test_request_id order by r.id limit 1`);
    await exec(sql`update notification_logs set patient_id = ${patient} where id = (select min(id) from notification_logs)`);
    await exec(sql`update patients set first_name = 'Quillon', last_name = 'Smith-Zoë' where id in (${patient}, ${withResult})`);
    expect(await everyOutOfStep()).toEqual(inStep);
    expect(await countedFromWords(LISTS[0], 'all', 'quillon')).toBeGreaterThan(0);
    expect(await countedFromWords(LISTS[2], 'all', 'quillon')).toBeGreaterThan(0);
    expect(await countedFromWords(LISTS[3], 'all', 'quillon')).toBeGreaterThan(0);
  });

  it('follow another recipient, tracking number, text or institution', async () => {
    await exec(sql`update notification_logs set recipient_email = 'words.follow@example.org' where id = (select max(id) from notification_logs)`);
    await exec(sql`update fulfillment_requests set tracking_number = 'TRACKWORDS1' where id = (select max(id) from fulfillment_requests)`);
    await exec(sql`update interface_messages set search_text = 'oru^r01 words follow', institution_id = null where id = (select max(id) from interface_messages)`);
    await exec(sql`update notification_logs set institution_id = (select max(id) from institutions) where id = (select min(id) from notification_logs)`);
    expect(await everyOutOfStep()).toEqual(inStep);
    expect(await countedFromWords(LISTS[0], 'all', 'words.follow@')).toBe(1);
    expect(await countedFromWords(LISTS[2], 'all', 'trackwords1')).toBe(1);
    // a message of no institution is counted for everyone and in no institution
    expect(await countedFromWords(LISTS[1], 'all', 'follow')).toBe(1);
    const institutions = (await database.db.execute(sql`select id from institutions`)) as unknown as { rows: { id: number }[] };
    expect(await countedFromWords(LISTS[1], institutions.rows.map((r) => r.id), 'follow')).toBe(0);
  });

  it("follow a row's status, priority, delivery status or type, which a filtered search counts them under", async () => {
    await exec(sql`update notification_logs set delivery_status = 'failed', message_type = 'custom' where id = (select min(id) from notification_logs)`);
    await exec(sql`update fulfillment_requests set status = 'cancelled', priority = 'stat' where id = (select min(id) from fulfillment_requests)`);
    const draft = await value(sql`select min(id) as v from test_results where status = 'draft'`);
    await exec(sql`update test_results set status = 'reviewed' where id = ${draft}`);
    expect(await everyOutOfStep()).toEqual(inStep);
    // counted under the filter from the words alone, as row by row
    const shipments = LISTS[2];
    for (const start of ['s', 'k', 'a']) {
      const rowByRow = await countedRowByRow(shipments, 'all', start, sql`t.status = 'cancelled'`);
      expect([start, await countedFromWords(shipments, 'all', start, undefined, [sql`w.status = 'cancelled'`])]).toEqual([start, rowByRow]);
    }
  });

  it("follow a row's time in its list's order, which a search walks its words in", async () => {
    for (const list of LISTS) {
      await exec(sql.raw(`update ${list.table} set ${list.sortAt} = ${list.sortAt} - interval '3 days' where id = (select min(id) from ${list.table})`));
    }
    expect(await everyOutOfStep()).toEqual(inStep);
  });

  it('come with new rows, several in one statement, and go with deleted ones (a shipment is never deleted)', async () => {
    await exec(sql`insert into notification_logs (message_type, notification_type, recipient_type, recipient_email, triggered_by_type)
      values ('test', 'email', 'staff', 'new.words@example.org', 'system'), ('test', 'email', 'staff', 'new.words2@example.org', 'system')`);
    await exec(sql`insert into interface_messages (direction, status, raw, search_text) values ('in', 'accepted', 'MSH|', 'oru^r01 ctl-new-words')`);
    expect(await everyOutOfStep()).toEqual(inStep);
    expect(await countedFromWords(LISTS[0], 'all', 'new.words')).toBe(2);
    await exec(sql`delete from notification_logs where recipient_email like 'new.words%'`);
    await exec(sql`delete from interface_messages where search_text = 'oru^r01 ctl-new-words'`);
    expect(await everyOutOfStep()).toEqual(inStep);
  });
});
