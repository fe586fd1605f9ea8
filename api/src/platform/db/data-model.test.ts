import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { openTestDatabase } from '../../test/test-database';
import { seedDemo } from '../../seed/demo-seed';

// The database itself holds the rules that must never break, whatever code writes to it.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { anchor: new Date('2026-11-22T00:00:00Z') });
});
afterAll(() => database.close());

/** The database's refusal message, or 'allowed'. */
const refusal = (query: string) =>
  database.db.execute(sql.raw(query)).then(
    () => 'allowed',
    (e: { cause?: Error }) => e.cause?.message ?? String(e),
  );

describe('users', () => {
  it('refuses a permissions list with keys that are not area keys', async () => {
    expect(await refusal(`update users set permissions = '["patients", "everything"]' where email = 'labuser@demo.lab'`)).toMatch(/users_permissions_area_keys/);
    expect(await refusal(`update users set permissions = '{"patients": true}' where email = 'labuser@demo.lab'`)).toMatch(/users_permissions_area_keys/);
    expect(await refusal(`update users set permissions = '["patients", "tests"]' where email = 'labuser@demo.lab'`)).toBe('allowed');
  });
});

describe('history is append-only', () => {
  it.each(['audit_log', 'test_result_versions', 'inventory_adjustments'])('%s refuses UPDATE, DELETE and TRUNCATE', async (table) => {
    if (table === 'audit_log') await database.db.execute(sql`insert into audit_log (action, entity_type) values ('test', 'x')`);
    expect(await refusal(`update ${table} set id = id`)).toMatch(/append-only/);
    expect(await refusal(`delete from ${table}`)).toMatch(/append-only/);
    expect(await refusal(`truncate ${table} cascade`)).toMatch(/append-only/);
  });

  it('a final result changes only by amendment with a new version, and is never deleted', async () => {
    const id = "(select id from test_results where status = 'final' limit 1)";
    expect(await refusal(`update test_results set status = 'draft' where id = ${id}`)).toMatch(/only change by amendment/);
    expect(await refusal(`update test_results set status = 'amended' where id = ${id}`)).toMatch(/only change by amendment/);
    expect(await refusal(`delete from test_results where id = ${id}`)).toMatch(/never deleted/);
  });

  it('an amended version needs a reason', async () => {
    const res = "(select id from test_results where status = 'final' limit 1)";
    expect(await refusal(`insert into test_result_versions (result_id, version, status, result_data) values (${res}, 9, 'amended', 'x')`)).toMatch(/amendment_reason/);
  });
});

describe('stock never goes wrong', () => {
  it('refuses negative stock and reserving more than is available', async () => {
    expect(await refusal('update inventory_items set quantity_available = -1 where id = 1')).toMatch(/available_non_negative/);
    expect(await refusal('update inventory_items set quantity_reserved = quantity_available + 1 where id = 1')).toMatch(/reserved_range/);
  });

  it('refuses a shipment marked dispatched without a tracking number', async () => {
    expect(await refusal("update fulfillment_requests set tracking_number = null where status = 'dispatched'")).toMatch(/tracking_when_shipped/);
  });
});

describe('the fixed lists are enforced', () => {
  it.each([
    ["update test_requests set priority = 'whenever' where id = 1", /priority_check/],
    ["update test_requests set status = 'lost' where id = 1", /status_check/],
    ["update patients set gender = 'Unknown' where id = 1", /gender_check/],
    ["update reminder_configs set time_value = 0 where id = 1", /time_value_min/],
    ["update collection_devices set max_capacity_ul = 0 where id = 1", /capacity_min/],
    ["update markers set volume_ul = -5 where id = 1", /volume_non_negative/],
  ])('%s', async (query, pattern) => {
    expect(await refusal(query)).toMatch(pattern);
  });
});

describe('kept counts', () => {
  const recomputed = sql`
    select institution_id, day, sum(tr) as test_requests, sum(np) as new_patients, sum(cr) as completed_results from (
      select institution_id, (requested_at at time zone 'UTC')::date as day, 1 as tr, 0 as np, 0 as cr from test_requests
      union all select 0, (created_at at time zone 'UTC')::date, 0, 1, 0 from patients
      union all select institution_id, (patient_created_at at time zone 'UTC')::date, 0, 1, 0 from patient_institutions
      union all select tr.institution_id, (coalesce(r.reviewed_at, r.entered_at) at time zone 'UTC')::date, 0, 0, 1
        from test_results r join test_requests tr on tr.id = r.test_request_id where r.status in ('final', 'amended')
    ) x group by 1, 2`;
  const differences = async () => {
    const result = await database.db.execute(sql`
      with truth as (${recomputed})
      select coalesce(t.institution_id, d.institution_id) as institution_id, coalesce(t.day, d.day) as day from truth t
      full join daily_counts d on d.institution_id = t.institution_id and d.day = t.day
      where coalesce(t.test_requests, 0) <> coalesce(d.test_requests, 0) or coalesce(t.new_patients, 0) <> coalesce(d.new_patients, 0)
         or coalesce(t.completed_results, 0) <> coalesce(d.completed_results, 0)`);
    return (result as unknown as { rows: unknown[] }).rows;
  };
  const countsDiffer = async () => {
    const result = await database.db.execute(sql`
      select c.institution_id from patient_counts c where c.listed <> case when c.institution_id = 0
        then (select count(*) from patients where archived_at is null)
        else (select count(*) from patient_institutions pi where pi.institution_id = c.institution_id and pi.patient_archived_at is null) end`);
    return (result as unknown as { rows: unknown[] }).rows;
  };

  it('daily_counts and patient_counts match the rows they count, through inserts, updates and deletes', async () => {
    expect(await differences()).toEqual([]);
    expect(await countsDiffer()).toEqual([]);
    await database.db.execute(sql`update test_requests set requested_at = requested_at - interval '3 days' where id % 7 = 0`);
    await database.db.execute(sql`update test_results set status = 'reviewed' where status = 'draft' and id % 2 = 0`);
    await database.db.execute(sql`update patients set archived_at = now(), created_at = created_at - interval '1 day' where id % 11 = 0`);
    await database.db.execute(sql`delete from patient_institutions where patient_id in (
      select patient_id from patient_institutions group by patient_id having count(*) > 1) and institution_id = (select max(id) from institutions)`);
    expect(await differences()).toEqual([]);
    expect(await countsDiffer()).toEqual([]);
  });

  it("the people's activity matches the rows it counts, through updates that move a count and updates that cancel out", async () => {
    const activityDiffers = async () => {
      const result = await database.db.execute(sql`
        select coalesce(t.user_id, a.user_id) as user_id from (
          select user_id, institution_id, day, sum(r) as requests_created, sum(e) as results_entered from (
            select requested_by as user_id, institution_id, (requested_at at time zone 'UTC')::date as day, 1 as r, 0 as e from test_requests where requested_by is not null
            union all select entered_by, institution_id, (entered_at at time zone 'UTC')::date, 0, 1 from test_results where entered_by is not null) x
          group by 1, 2, 3) t
        full join (select * from user_activity_stats where period = 'day' and institution_id <> 0) a using (user_id, institution_id, day)
        where coalesce(t.requests_created, 0) <> coalesce(a.requests_created, 0) or coalesce(t.results_entered, 0) <> coalesce(a.results_entered, 0)`);
      return (result as unknown as { rows: unknown[] }).rows;
    };
    expect(await activityDiffers()).toEqual([]);
    const drafts = await database.db.execute(sql`select count(*)::int as n from test_results where entered_by is not null and status not in ('final', 'amended')`);
    expect((drafts as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(5);
    // nothing the activity counts changes: the +1 and -1 cancel and nothing is written
    await database.db.execute(sql`update test_results set updated_at = now() where entered_by is not null and status not in ('final', 'amended')`);
    await database.db.execute(sql`update test_requests set notes = coalesce(notes, '') where requested_by is not null`);
    expect(await activityDiffers()).toEqual([]);
    // the day, the author and the institution move counts, some rows of a statement only
    await database.db.execute(sql`update test_results set entered_at = entered_at - interval '2 days' where entered_by is not null and status not in ('final', 'amended') and id % 3 = 0`);
    await database.db.execute(sql`update test_results set entered_by = (select min(id) from users) where entered_by is not null and status not in ('final', 'amended') and id % 5 = 0`);
    await database.db.execute(sql`update test_requests set requested_at = requested_at + interval '1 day' where requested_by is not null and id % 4 = 0`);
    await database.db.execute(sql`update test_requests set institution_id = (select max(id) from institutions) where requested_by is not null and id % 9 = 0`);
    expect(await activityDiffers()).toEqual([]);
  });

  // Two statements moving rows in opposite directions lock the same two counter rows; taken in
  // key order, one waits for the other instead of both being stuck until PostgreSQL aborts one.
  it('every counter that adds to rows of its own takes the rows of one statement in key order', async () => {
    const result = await database.db.execute(sql`
      select proname, prosrc from pg_proc where pronamespace = 'public'::regnamespace and prosrc ~* 'on conflict[^;]*do update'`);
    const functions = (result as unknown as { rows: { proname: string; prosrc: string }[] }).rows;
    const unordered = functions.flatMap(({ proname, prosrc }) =>
      prosrc
        .split(';')
        .filter((statement) => /insert into[\s\S]*on conflict[^;]*do update/i.test(statement))
        // one row of VALUES has no order to keep
        .filter((statement) => !/values\s*\([^()]*\)\s*on conflict/i.test(statement))
        .filter((statement) => !/order by[^;]*on conflict/i.test(statement))
        .map(() => proname),
    );
    expect(functions.length).toBeGreaterThan(15);
    expect(unordered).toEqual([]);
  });
});
