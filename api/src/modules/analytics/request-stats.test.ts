import { sql, type SQL } from 'drizzle-orm';
import { numberFrom, openTestDatabase, type TestDatabase } from '../../test/test-database';

// The requests' summary (request_stats, kept by a statement trigger) must equal the requests counted
// again after every kind of change: new requests (several in one statement), another status, test,
// category, day or institution, and deleted ones; each day's rows everyone-wide (institution 0) and
// per institution, each month's the sum of its days.
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase('demo');
});
afterAll(() => database.close());

const value = (query: SQL) => numberFrom(database.db, query);
const exec = (query: SQL) => database.db.execute(query);

const outOfStep = async () => [
  await value(sql`select count(*) as v from (
    select k.i as institution_id, (requested_at at time zone 'UTC')::date as day, test_name, coalesce(category, '') as category, status, count(*) as n
    from test_requests cross join lateral (values (institution_id), (0)) k(i) group by 1, 2, 3, 4, 5) t
    full join (select * from request_stats where period = 'day') s using (institution_id, day, test_name, category, status)
    where coalesce(t.n, 0) <> coalesce(s.requests, 0)`),
  await value(sql`select count(*) as v from (
    select institution_id, date_trunc('month', day)::date as day, test_name, category, status, sum(requests) as n from request_stats where period = 'day' group by 1, 2, 3, 4, 5) d
    full join (select * from request_stats where period = 'month') m using (institution_id, day, test_name, category, status)
    where coalesce(d.n, 0) <> coalesce(m.requests, 0)`),
];

describe("the requests' summary", () => {
  it('counts the seeded requests', async () => {
    expect(await value(sql`select count(*) as v from request_stats`)).toBeGreaterThan(0);
    expect(await outOfStep()).toEqual([0, 0]);
  });

  it('follows new requests, changed ones and deleted ones', async () => {
    const [patient, institution, other] = [
      await value(sql`select min(id) as v from patients`),
      await value(sql`select min(id) as v from institutions`),
      await value(sql`select max(id) as v from institutions`),
    ];
    await exec(sql`insert into test_requests (patient_id, institution_id, test_name, category, requested_at) values
      (${patient}, ${institution}, 'Stats one', 'Chemistry', '2026-01-31 23:30+00'), (${patient}, ${institution}, 'Stats one', 'Chemistry', '2026-01-31 23:45+00'),
      (${patient}, ${institution}, 'Stats two', null, '2026-02-01 00:10+00')`);
    expect(await outOfStep()).toEqual([0, 0]);
    await exec(sql`update test_requests set status = 'approved' where test_name = 'Stats one'`);
    expect(await outOfStep()).toEqual([0, 0]);
    await exec(sql`update test_requests set category = 'Haematology', requested_at = requested_at + interval '1 hour' where test_name = 'Stats two'`);
    expect(await outOfStep()).toEqual([0, 0]);
    await exec(sql`update test_requests set institution_id = ${other} where test_name like 'Stats%'`);
    expect(await outOfStep()).toEqual([0, 0]);
    // an update of other columns nets to nothing
    await exec(sql`update test_requests set notes = 'no change to the figures' where test_name like 'Stats%'`);
    expect(await outOfStep()).toEqual([0, 0]);
    await exec(sql`delete from test_requests where test_name like 'Stats%'`);
    expect(await outOfStep()).toEqual([0, 0]);
    expect(await value(sql`select count(*) as v from request_stats where test_name like 'Stats%' and requests <> 0`)).toBe(0);
  });
});
