import { LIST_COUNT_CAP, type ResultStatus, type TestPriority, type TestRequestStatus } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { generateScaleData } from '../../generate/generate-scale-data';
import type { Scope } from '../../platform/caller';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { ENTRIES_PER_WALKED_ROW } from '../../platform/db/filtered-count';
import { textMatches } from '../../platform/db/search';
import { numberFrom, openTestDatabase, type TestDatabase } from '../../test/test-database';
import { selectResultPage } from '../results/public';
import { selectRequestPage } from '../test-requests/public';

// A words search reads the list's newest rows and stops where the page's matches end, walks further
// when they fall short, or asks the trigram index for a rare word. On lists longer than a walk
// (generated: 7,500 requests in three institutions), each way must give the page a person would get
// by reading the whole list newest first.
let database: TestDatabase;
let institution: number;
let other: number;
beforeAll(async () => {
  database = await openTestDatabase('empty');
  await generateScaleData(database.db, { patients: 1000, requests: 7500, institutions: 3, anchor: new Date('2026-11-22T00:00:00Z') }, { vacuum: false });
  // a surname of one patient in 150 (a walk of 2,000 finds too few for a page and walks further)
  // and one of two patients (the trigram index); the requests' and results' texts follow a rename
  await database.db.execute(sql`update patients set last_name = 'Quillfeather' where id % 150 = 0`);
  await database.db.execute(sql`update patients set last_name = 'Quorvale' where id in ((select min(id) from patients), (select max(id) from patients))`);
  // a one-word term walks the words of its first two letters in the list's order: a surname of one
  // patient in 60 (about 125 requests, too many to be few) inside the bucket every MRN is in ('mr')
  await database.db.execute(sql`update patients set last_name = 'Mrquill' where id % 60 = 1`);
  [institution, other] = await Promise.all([
    value(sql`select institution_id as v from test_requests group by 1 order by count(*) desc limit 1`),
    value(sql`select institution_id as v from test_requests group by 1 order by count(*) asc limit 1`),
  ]);
}, 120_000);
afterAll(() => database.close());

const value = (query: SQL) => numberFrom(database.db, query);
const ids = async (query: SQL) => (await queryRows<{ id: number }>(database.db, query)).map((row) => Number(row.id));

/** The total the pager shows: the matches, up to the count's cap. */
const total = async (matches: SQL) => Math.min(await value(sql`select count(*) as v ${matches}`), LIST_COUNT_CAP);

const onPage = (page: number) => sql`limit 20 offset ${(page - 1) * 20}`;

describe('a words search on lists longer than its walk', () => {
  it("lists each page of the requests and results as reading the whole list newest first would, for a common, a middling and a rare word, everyone's and one institution's", async () => {
    const listed = await value(sql`select count(*) as v from test_requests where archived_at is null`);
    expect(listed).toBeGreaterThan(4000); // two walks of 2,000
    expect(await value(sql`select count(*) as v from test_requests where institution_id = ${institution}`)).toBeGreaterThan(2000);
    const terms = ['s', 'sm', 'quill', 'quorvale', 'mrquill', 'mrq'];
    for (const scope of ['all', [institution], [institution, other]] as Scope[]) {
      for (const term of terms) {
        for (const page of [1, 2]) {
          const requests = await selectRequestPage(database.db, scope, { page, limit: 20, search: term });
          const listedRequests = sql`from test_requests tr where tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}
            and ${textMatches(sql`tr.search_text`, { kind: 'words', words: [term] })}`;
          const expected = await ids(sql`select tr.id ${listedRequests} order by tr.requested_at desc, tr.id desc ${onPage(page)}`);
          expect([scope, term, page, requests.requests.map((r) => r.id), requests.pagination.total]).toEqual([scope, term, page, expected, await total(listedRequests)]);
          const results = await selectResultPage(database.db, scope, { page, limit: 20, search: term });
          const listedResults = sql`from test_results r where ${scopeCondition(sql`r.institution_id`, scope)} and ${textMatches(sql`r.search_text`, { kind: 'words', words: [term] })}`;
          const expectedResults = await ids(sql`select r.id ${listedResults} order by r.entered_at desc, r.id desc ${onPage(page)}`);
          expect([scope, term, page, results.results.map((r) => r.id), results.pagination.total]).toEqual([scope, term, page, expectedResults, await total(listedResults)]);
        }
      }
    }
  }, 60_000);

  it('lists each page and counts it as the whole filtered list would, under a status or a priority, rare or common', async () => {
    const requestFilters: { status?: TestRequestStatus; priority?: TestPriority }[] = (await queryRows<{ status: TestRequestStatus; priority: TestPriority }>(database.db, sql`select distinct status, priority from test_requests`))
      .flatMap(({ status, priority }) => [{ status }, { priority }, { status, priority }]);
    const resultStatuses = (await queryRows<{ status: ResultStatus }>(database.db, sql`select distinct status from test_results`)).map((row) => row.status);
    // a filter longer than a walk, so that the walks stop before its end
    expect(await value(sql`select max(n) as v from (select count(*) as n from test_requests where archived_at is null group by status) c`)).toBeGreaterThan(2000);
    // a test of 105 requests of the longest status, 5 among its newest 2,000 and 100 older: more
    // than are few, so the first walk finds 5, and the longer one reads the whole status
    const longest = await queryRows<{ id: number; status: TestRequestStatus }>(database.db, sql`select id, status from test_requests
      where archived_at is null and status = (select status from test_requests where archived_at is null group by 1 order by count(*) desc limit 1)
      order by requested_at desc, id desc`);
    expect(longest.length).toBeGreaterThan(2100);
    const farrowind = [...longest.slice(100, 105), ...longest.slice(2000, 2100)].map((row) => Number(row.id));
    await database.db.execute(sql`update test_requests set test_name = 'Farrowind panel' where id in ${sql.raw(`(${farrowind.join(',')})`)}`);
    requestFilters.push({ status: longest[0].status });
    const seen = new Set<string>();
    for (const scope of ['all', [institution]] as Scope[]) {
      for (const term of ['s', 'sm', 'quill', 'quorvale', 'mrquill', 'farrowind']) {
        for (const filter of requestFilters) {
          const key = JSON.stringify([scope, term, filter]);
          if (seen.has(key)) continue;
          seen.add(key);
          const requests = await selectRequestPage(database.db, scope, { page: 1, limit: 20, search: term, ...filter });
          const listedRequests = sql`from test_requests tr where tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}
            ${filter.status ? sql`and tr.status = ${filter.status}` : sql``} ${filter.priority ? sql`and tr.priority = ${filter.priority}` : sql``}
            and ${textMatches(sql`tr.search_text`, { kind: 'words', words: [term] })}`;
          const expected = await ids(sql`select tr.id ${listedRequests} order by tr.requested_at desc, tr.id desc ${onPage(1)}`);
          expect([scope, term, filter, requests.requests.map((r) => r.id), requests.pagination.total]).toEqual([scope, term, filter, expected, await total(listedRequests)]);
        }
        for (const status of resultStatuses) {
          const results = await selectResultPage(database.db, scope, { page: 1, limit: 20, search: term, status });
          const listedResults = sql`from test_results r where ${scopeCondition(sql`r.institution_id`, scope)} and r.status = ${status}
            and ${textMatches(sql`r.search_text`, { kind: 'words', words: [term] })}`;
          const expectedResults = await ids(sql`select r.id ${listedResults} order by r.entered_at desc, r.id desc ${onPage(1)}`);
          expect([scope, term, status, results.results.map((r) => r.id), results.pagination.total]).toEqual([scope, term, status, expectedResults, await total(listedResults)]);
        }
      }
    }
  }, 120_000);

  it('counts a word common in the list but scarce under a small filter, whose entries outnumber the filter five times over', async () => {
    // 'Zephyrine' on 4,000 requests of another priority and on one stat request in twenty: the
    // first walk of the stat requests stops at the page well inside them, its share says the cap
    // is not near, and the word's entries are too many to read for the filter's size, so the count
    // walks the whole filter
    const stat = (await queryRows<{ id: number }>(database.db, sql`select id from test_requests where archived_at is null and priority = 'stat' order by requested_at desc, id desc`)).map((row) => Number(row.id));
    expect(stat.length).toBeGreaterThan(500);
    const scarce = stat.filter((_, i) => i % 20 === 10);
    const others = await ids(sql`select id from test_requests where archived_at is null and priority <> 'stat' order by id limit 4000`);
    expect(others.length).toBeGreaterThan(stat.length * ENTRIES_PER_WALKED_ROW);
    await database.db.execute(sql`update test_requests set test_name = 'Zephyrine panel' where id in ${sql.raw(`(${[...scarce, ...others].join(',')})`)}`);
    const requests = await selectRequestPage(database.db, 'all', { page: 1, limit: 20, search: 'zephyrine', priority: 'stat' });
    expect([requests.pagination.total, requests.requests.map((r) => r.id)]).toEqual([scarce.length, scarce.slice(0, 20)]);
  }, 60_000);
});
