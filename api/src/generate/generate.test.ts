import { sql } from 'drizzle-orm';
import type { Database, Db } from '../platform/db/client';
import { createAppOn } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { BulkLoader } from './bulk-loader';
import { GenerateRefused, generateScaleData, type GenerateReport } from './generate-scale-data';

const OPTIONS = { patients: 2000, requests: 6000, institutions: 4, anchor: new Date('2026-11-22T00:00:00Z') };

let first: Database;
let second: Database;
let untouched: Database;
let report: GenerateReport;
beforeAll(async () => {
  [first, second, untouched] = await Promise.all([openTestDatabase('empty'), openTestDatabase('empty'), openTestDatabase('empty')]);
  report = await generateScaleData(first.db, OPTIONS, { vacuum: false });
  await generateScaleData(second.db, OPTIONS, { vacuum: false });
}, 120_000);
afterAll(() => Promise.all([first?.close(), second?.close(), untouched?.close()]));

const INDEXES = `select indexname, indexdef from pg_indexes where schemaname = current_schema() order by 1`;

async function rowsOf<T = Record<string, unknown>>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}
const numberOf = async (query: string, database = first) => Number(Object.values((await rowsOf(database, query))[0])[0]);

describe('generateScaleData', () => {
  it('writes the asked-for counts, and the others in proportion', async () => {
    expect(await numberOf('select count(*) from institutions')).toBe(4);
    expect(await numberOf('select count(*) from patients')).toBe(2000);
    expect(await numberOf('select count(*) from test_requests')).toBe(6000);
    expect(report.rows).toMatchObject({ institutions: 4, patients: 2000, test_requests: 6000, inventory_items: 120 });
    const share = (table: string) => (report.rows[table] ?? 0) / 6000;
    expect(share('test_results')).toBeGreaterThan(0.5);
    expect(share('test_results')).toBeLessThan(0.75);
    expect(share('fulfillment_requests')).toBeGreaterThan(0.07);
    expect(share('fulfillment_requests')).toBeLessThan(0.13);
    expect(share('notification_logs')).toBeGreaterThan(0.4);
    expect(share('notification_logs')).toBeLessThan(0.6);
    expect(share('test_request_markers')).toBeGreaterThan(1.5);
    expect(report.rows.test_request_devices).toBe(6000);
    for (const table of ['users', 'user_institutions', 'scheduled_reminders', 'audit_log', 'contact_messages', 'inventory_adjustments', 'instrument_codes', 'interface_messages', 'instrument_worklist', 'remote_load_reports']) expect(report.rows[table]).toBeGreaterThan(0);
    expect(report.rows.instruments).toBe(4);
    // about 14 staff per institution besides the demo accounts and the provider staff
    expect(await numberOf('select count(*) from users')).toBeGreaterThan(4 * 14);
    // the foreign key checks switched off for the load are on again
    expect(await numberOf("select count(*) from pg_trigger where tgenabled = 'D'")).toBe(0);
    // every index the load dropped is there again, as the migrations made it
    expect(await rowsOf(first, INDEXES)).toEqual(await rowsOf(untouched, INDEXES));
    // the counters kept by triggers saw every patient
    expect(await numberOf('select listed from patient_counts where institution_id = 0')).toBe(await numberOf('select count(*) from patients where archived_at is null'));
  });

  it('links every patient to one or two institutions, MRNs unique within each', async () => {
    expect(await numberOf('select count(*) from patients p where (select count(*) from patient_institutions l where l.patient_id = p.id) not between 1 and 2')).toBe(0);
    const shared = await numberOf('select count(*) from (select patient_id from patient_institutions group by 1 having count(*) = 2) x');
    expect(shared).toBeGreaterThan(20);
    expect(shared).toBeLessThan(120);
    expect(await numberOf('select count(*) from (select 1 from patient_institutions group by institution_id, medical_record_number having count(*) > 1) x')).toBe(0);
    expect(await numberOf('select count(*) from patient_institutions l join patients p on p.id = l.patient_id where l.medical_record_number <> p.medical_record_number')).toBe(0);
  });

  it('dates requests after their patients, with statuses that fit their age', async () => {
    expect(await numberOf('select count(*) from test_requests r join patients p on p.id = r.patient_id where r.requested_at < p.created_at')).toBe(0);
    expect(await numberOf('select count(*) from test_requests r join patients p on p.id = r.patient_id where r.requested_at > p.archived_at')).toBe(0);
    expect(await numberOf('select count(*) from patients where archived_at is not null')).toBe(10);
    expect(await numberOf('select count(*) from users where created_at > (select min(created_at) from patients)')).toBe(0);
    expect(await numberOf("select count(*) from test_requests where requested_at > '2026-11-22T00:00:00Z' or requested_at < '2024-11-21T00:00:00Z'")).toBe(0);
    expect(await numberOf("select count(*) from test_requests where requested_at < timestamptz '2026-11-22T00:00:00Z' - interval '30 days' and status not in ('completed', 'cancelled', 'fulfilled')")).toBe(0);
    expect(await numberOf("select count(*) from test_requests where status in ('pending', 'approved')")).toBeGreaterThan(0);
    // a request belongs to an institution of its patient
    expect(await numberOf('select count(*) from test_requests r where not exists (select 1 from patient_institutions l where l.patient_id = r.patient_id and l.institution_id = r.institution_id)')).toBe(0);
  });

  it('keeps a stock ledger that adds up to every item', async () => {
    expect(await numberOf('select count(*) from inventory_items i where quantity_available <> (select sum(delta) from inventory_adjustments a where a.inventory_item_id = i.id)')).toBe(0);
    expect(await numberOf('select count(*) from inventory_items i where quantity_available <> (select quantity_after from inventory_adjustments a where a.inventory_item_id = i.id order by created_at desc, id desc limit 1)')).toBe(0);
    expect(await numberOf('select count(*) from (select quantity_after, sum(delta) over (partition by inventory_item_id order by id) as running from inventory_adjustments) x where quantity_after <> running or quantity_after < 0')).toBe(0);
    expect(await numberOf('select count(*) from inventory_items where quantity_reserved > quantity_available')).toBe(0);
    // reservations are in the ledger too: the newest row (highest id) states both quantities
    expect(await numberOf('select count(*) from inventory_items i where quantity_reserved <> (select sum(reserved_delta) from inventory_adjustments a where a.inventory_item_id = i.id)')).toBe(0);
    expect(await numberOf(`select count(*) from inventory_items i join lateral (select quantity_after, reserved_after from inventory_adjustments a
      where a.inventory_item_id = i.id order by id desc limit 1) l on true where l.quantity_after <> i.quantity_available or l.reserved_after <> i.quantity_reserved`)).toBe(0);
    expect(await numberOf('select count(*) from (select reserved_after, sum(reserved_delta) over (partition by inventory_item_id order by id) as running from inventory_adjustments) x where reserved_after <> running')).toBe(0);
    // what is reserved is what the pending and assigned requests hold
    expect(await numberOf(`select count(*) from inventory_items i where quantity_reserved <>
      coalesce((select sum(quantity_requested) from fulfillment_requests f where f.inventory_item_id = i.id and f.status in ('pending', 'assigned')), 0)`)).toBe(0);
    expect(await numberOf('select count(*) from inventory_items where quantity_reserved > 0')).toBeGreaterThan(0);
  });

  it('ships fulfillment with tracking numbers and dates that follow each other', async () => {
    expect(await numberOf("select count(*) from fulfillment_requests where status in ('dispatched', 'delivered') and (tracking_number is null or dispatch_date is null)")).toBe(0);
    expect(await numberOf("select count(*) from fulfillment_requests where status = 'delivered' and (delivery_date is null or delivery_date < dispatch_date)")).toBe(0);
    expect(await numberOf("select count(*) from fulfillment_requests where status in ('pending', 'assigned', 'cancelled') and tracking_number is not null")).toBe(0);
    const statuses = (await rowsOf<{ status: string }>(first, 'select distinct status from fulfillment_requests')).map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['dispatched', 'delivered', 'cancelled']));
    // kits wait only for approved requests, and none goes out for a request still pending
    expect(await numberOf("select count(*) from fulfillment_requests f join test_requests r on r.id = f.test_request_id where (f.status in ('pending', 'assigned')) <> (r.status = 'approved') or r.status = 'pending'")).toBe(0);
  });

  it("keeps every listed request's, patient's, log's, message's, shipment's and result's words, as a search counts them", async () => {
    const listed = `select tr.id, tr.institution_id, w.word, w.prev_word, tr.requested_at from test_requests tr cross join lateral search_words(tr.search_text) w where tr.archived_at is null`;
    const kept = 'select request_id, institution_id, word, prev_word, sort_at from test_request_words';
    expect(await numberOf('select count(*) from test_request_words')).toBeGreaterThan(6000);
    expect(await numberOf(`select count(*) from ((${kept} except all ${listed}) union all (${listed} except all ${kept})) d`)).toBe(0);
    // and every listed patient's, everyone-wide (institution 0) and per link
    const patients = `select * from (select p.id, 0, w.word, w.prev_word, p.created_at from patients p cross join lateral search_words(patient_search_text(p)) w where p.archived_at is null
      union all select l.patient_id, l.institution_id, w.word, w.prev_word, l.patient_created_at from patient_institutions l cross join lateral search_words(l.patient_search_text) w
      where l.patient_archived_at is null) listed`;
    const keptOfPatients = 'select patient_id, institution_id, word, prev_word, sort_at from patient_words';
    expect(await numberOf('select count(*) from patient_words')).toBeGreaterThan(2000);
    expect(await numberOf(`select count(*) from ((${keptOfPatients} except all ${patients}) union all (${patients} except all ${keptOfPatients})) d`)).toBe(0);
    // and every log's, message's, shipment's and result's
    for (const [table, words, id, sortAt] of [
      ['notification_logs', 'notification_log_words', 'log_id', 'sent_at'],
      ['interface_messages', 'interface_message_words', 'message_id', 'created_at'],
      ['fulfillment_requests', 'fulfillment_request_words', 'fulfillment_id', 'created_at'],
      ['test_results', 'test_result_words', 'result_id', 'entered_at'],
    ]) {
      const ofRows = `select t.id, t.institution_id, w.word, w.prev_word, t.${sortAt} from ${table} t cross join lateral search_words(t.search_text) w`;
      const keptOfRows = `select ${id}, institution_id, word, prev_word, sort_at from ${words}`;
      expect(await numberOf(`select count(*) from ${words}`)).toBeGreaterThan(100);
      expect([words, await numberOf(`select count(*) from ((${keptOfRows} except all ${ofRows}) union all (${ofRows} except all ${keptOfRows})) d`)]).toEqual([words, 0]);
    }
  });

  it('gives every result its versions: final ones one, amended ones two with a reason', async () => {
    expect(await numberOf('select count(*) from test_results r where current_version <> (select count(*) from test_result_versions v where v.result_id = r.id)')).toBe(0);
    // each result carries its request's search text (the results search walks it)
    expect(await numberOf('select count(*) from test_results r join test_requests q on q.id = r.test_request_id where r.search_text is distinct from q.search_text')).toBe(0);
    // the MRN, email and phone copies an identifier search reads inside institutions
    expect(await numberOf('select count(*) from test_requests q join patients p on p.id = q.patient_id where q.patient_mrn is distinct from p.medical_record_number')).toBe(0);
    expect(await numberOf('select count(*) from fulfillment_requests f join test_requests q on q.id = f.test_request_id where f.patient_mrn is distinct from q.patient_mrn')).toBe(0);
    expect(await numberOf('select count(*) from fulfillment_requests f join test_requests q on q.id = f.test_request_id where f.request_barcode is distinct from q.barcode_number')).toBe(0);
    expect(await numberOf('select count(*) from interface_messages m left join test_requests q on q.id = m.test_request_id where m.request_barcode is distinct from q.barcode_number')).toBe(0);
    expect(await numberOf('select count(*) from test_results r join test_requests q on q.id = r.test_request_id where r.patient_mrn is distinct from q.patient_mrn')).toBe(0);
    expect(await numberOf('select count(*) from test_results r join test_requests q on q.id = r.test_request_id where r.request_barcode is distinct from q.barcode_number')).toBe(0);
    expect(await numberOf('select count(*) from patient_institutions l join patients p on p.id = l.patient_id where (l.patient_email, l.patient_phone) is distinct from (p.email, p.phone)')).toBe(0);
    expect(await numberOf('select count(*) from test_results r join test_result_versions v on v.result_id = r.id and v.version = r.current_version where v.status <> r.status')).toBe(0);
    expect(await numberOf("select count(*) from test_results where status = 'final'")).toBeGreaterThan(0);
    expect(await numberOf("select count(*) from test_result_versions where status = 'amended' and reason is not null")).toBe(await numberOf("select count(*) from test_results where status = 'amended'"));
    expect(await numberOf("select count(*) from test_results r join test_requests q on q.id = r.test_request_id where q.status not in ('completed', 'in_progress')")).toBe(0);
  });

  it('tells of every released critical value before release, and marks the others as waiting for their call-back', async () => {
    const critical = `exists (select 1 from test_result_versions v, jsonb_array_elements(v.result_values) e
      where v.result_id = r.id and v.version = r.current_version and e->>'flag' in ('LL', 'HH'))`;
    expect(await numberOf(`select count(*) from test_results r where ${critical}`)).toBeGreaterThan(0);
    expect(await numberOf(`select count(*) from test_results r where r.status in ('final', 'amended') and ${critical}
      and not exists (select 1 from result_critical_notifications n where n.result_id = r.id and n.notified_at < r.released_at)`)).toBe(0);
    expect(await numberOf(`select count(*) from test_results r where r.critical_unacknowledged <> (r.status in ('draft', 'reviewed') and ${critical})`)).toBe(0);
    // a second person released every released result
    expect(await numberOf("select count(*) from test_results where status in ('final', 'amended') and (released_by is null or released_by = entered_by)")).toBe(0);
  });

  it('schedules reminders only for tests still ahead, and dates nothing after the anchor', async () => {
    expect(await numberOf("select count(*) from scheduled_reminders s join test_requests r on r.id = s.test_request_id where r.expected_test_datetime <= '2026-11-22T00:00:00Z'")).toBe(0);
    expect(await numberOf("select count(*) from scheduled_reminders where status = 'scheduled' and scheduled_for <= '2026-11-22T00:00:00Z'")).toBe(0);
    expect(await numberOf("select count(*) from notification_logs where sent_at > '2026-11-22T00:00:00Z'")).toBe(0);
    // nothing happened at or after the anchor
    expect(await numberOf("select count(*) from test_results where entered_at >= '2026-11-22T00:00:00Z' or reviewed_at >= '2026-11-22T00:00:00Z'")).toBe(0);
    expect(await numberOf("select count(*) from test_result_versions where created_at >= '2026-11-22T00:00:00Z'")).toBe(0);
    expect(await numberOf("select count(*) from fulfillment_requests where greatest(created_at, dispatch_date, delivery_date) >= '2026-11-22T00:00:00Z'")).toBe(0);
  });

  it('gives the same data for the same arguments', async () => {
    const tables = ['institutions', 'users', 'user_institutions', 'patients', 'patient_institutions', 'test_requests', 'test_request_markers', 'test_request_devices', 'test_results',
      'test_result_versions', 'inventory_items', 'inventory_adjustments', 'fulfillment_requests', 'notification_logs', 'scheduled_reminders', 'audit_log', 'sessions', 'contact_messages'];
    const checksums = (database: Database) => rowsOf(database, tables.map((t) => `select '${t}' as name, md5(string_agg(x::text, '|' order by x::text)) as sum from ${t} x`).join(' union all '));
    const [a, b] = await Promise.all([checksums(first), checksums(second)]);
    expect(a).toEqual(b);
  });

  it('moves the sequences past the generated rows', async () => {
    expect(await numberOf("select nextval(pg_get_serial_sequence('patients', 'id'))")).toBe(2001);
    expect(await numberOf("select nextval(pg_get_serial_sequence('test_requests', 'id'))")).toBe(6001);
    expect(await numberOf("select nextval('patient_mrn_seq')")).toBe(102001);
  });

  it('lets the demo accounts sign in with the demo password', async () => {
    const { app, authAs } = await createAppOn(first);
    try {
      for (const email of ['superadmin@demo.lab', 'instadmin@demo.lab']) {
        const res = await app.inject({ method: 'GET', url: '/api/patients', headers: await authAs(email) });
        expect(res.statusCode).toBe(200);
        expect(res.json().patients.length).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
    }
  });

  it('finds rows it loaded without row-by-row foreign key checks that point nowhere', async () => {
    const brokenBy = async (statements: [table: string, insert: string][]) => {
      let message = '';
      await first.db
        .transaction(async (tx) => {
          const loader = await BulkLoader.open(tx as unknown as Db);
          for (const [table, insert] of statements) await loader.insert(table, insert);
          message = await loader.verifyForeignKeys().then(() => 'none', (e: Error) => e.message);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      return message;
    };
    // parents with gapless ids are checked by range, others by lookup
    expect(await brokenBy([['test_request_devices', 'insert into test_request_devices (test_request_id, collection_device_id) values (999999, 1)']])).toMatch(/test_request_devices_test_request_id/);
    expect(
      await brokenBy([
        ['institutions', "insert into institutions (id, name) values (1000, 'Gap Hospital')"],
        ['user_institutions', 'insert into user_institutions (user_id, institution_id) values (1, 999)'],
      ]),
    ).toMatch(/user_institutions_institution_id/);
    expect(await brokenBy([['user_institutions', 'insert into user_institutions (user_id, institution_id) values (1, 4)']])).toBe('none');
    expect(await numberOf('select count(*) from user_institutions where institution_id in (4, 999) and user_id = 1')).toBe(0);
  });

  it('refuses a database that already holds data', async () => {
    await expect(generateScaleData(first.db, OPTIONS)).rejects.toBeInstanceOf(GenerateRefused);
  });
});

describe('kept counts after a bulk load', () => {
  it('patient_counts and daily_counts match the generated rows', async () => {
    expect(await numberOf(`select count(*) from patient_counts c where c.listed <> case when c.institution_id = 0
      then (select count(*) from patients where archived_at is null)
      else (select count(*) from patient_institutions pi where pi.institution_id = c.institution_id and pi.patient_archived_at is null) end`)).toBe(0);
    expect(await numberOf(`select count(*) from (
      select institution_id, (requested_at at time zone 'UTC')::date as day, count(*) as n from test_requests group by 1, 2) t
      full join daily_counts d on d.institution_id = t.institution_id and d.day = t.day
      where coalesce(t.n, 0) <> coalesce(d.test_requests, 0)`)).toBe(0);
  });

  it("the analytics' summaries match the generated rows", async () => {
    expect(await numberOf(`select count(*) from (
      select k.i as institution_id, (requested_at at time zone 'UTC')::date as day, test_name, coalesce(category, '') as category, status, count(*) as n
      from test_requests cross join lateral (values (institution_id), (0)) k(i) group by 1, 2, 3, 4, 5) t
      full join (select * from request_stats where period = 'day') s using (institution_id, day, test_name, category, status)
      where coalesce(t.n, 0) <> coalesce(s.requests, 0)`)).toBe(0);
    // each month's rows are the sums of its days
    expect(await numberOf(`select count(*) from (
      select institution_id, date_trunc('month', day)::date as day, test_name, category, status, sum(requests) as n from request_stats where period = 'day' group by 1, 2, 3, 4, 5) d
      full join (select * from request_stats where period = 'month') m using (institution_id, day, test_name, category, status)
      where coalesce(d.n, 0) <> coalesce(m.requests, 0)`)).toBe(0);
    expect(await numberOf(`select count(*) from (
      select requested_by as user_id, institution_id, (requested_at at time zone 'UTC')::date as day, count(*) as n from test_requests where requested_by is not null group by 1, 2, 3) t
      full join (select * from user_activity_stats where period = 'day' and institution_id <> 0) a using (user_id, institution_id, day) where coalesce(t.n, 0) <> coalesce(a.requests_created, 0)`)).toBe(0);
    expect(await numberOf(`select count(*) from (
      select actor_user_id as user_id, (occurred_at at time zone 'UTC')::date as day, count(*) as n from audit_log
      where action = 'auth.login_succeeded' and actor_user_id is not null group by 1, 2) t
      full join (select * from user_activity_stats where period = 'day' and institution_id = 0) a using (user_id, day) where coalesce(t.n, 0) <> coalesce(a.logins, 0)`)).toBe(0);
    expect(await numberOf(`select count(*) from (
      select (occurred_at at time zone 'UTC')::date as day, action, entity_type, count(*) as n from audit_log group by 1, 2, 3) t
      full join (select day, action, entity_type, sum(entries) as entries from audit_daily_counts where institution_id = 0 group by 1, 2, 3) c using (day, action, entity_type)
      where coalesce(t.n, 0) <> coalesce(c.entries, 0)`)).toBe(0);
    expect(await numberOf(`select count(*) from (
      select pi.institution_id, p.clinician_id, count(*) as n from patient_institutions pi join patients p on p.id = pi.patient_id
      where p.archived_at is null and p.clinician_id is not null group by 1, 2) t
      full join (select * from clinician_patient_counts where listed <> 0) c on c.institution_id = t.institution_id and c.clinician_id = t.clinician_id
      where coalesce(t.n, 0) <> coalesce(c.listed, 0)`)).toBe(0);
  });

  it('test_request_counts and the search texts match the generated rows', async () => {
    expect(await numberOf(`select count(*) from (
      select institution_id, status, priority, count(*) as n from test_requests where archived_at is null group by 1, 2, 3) t
      full join test_request_counts c using (institution_id, status, priority)
      where coalesce(t.n, 0) <> coalesce(c.listed, 0)`)).toBe(0);
    expect(await numberOf('select count(*) from test_requests where search_text is null')).toBe(0);
    expect(await numberOf('select count(*) from patient_institutions where patient_search_text is null')).toBe(0);
    expect(await numberOf(`select count(*) from (select lab_id, institution_id, count(*) as n from test_requests where lab_id is not null group by 1, 2) t
      full join lab_request_counts c using (lab_id, institution_id) where coalesce(t.n, 0) <> coalesce(c.requests, 0)`)).toBe(0);
  });

  it('notification_log_counts and the search texts match the generated logs and messages', async () => {
    expect(await numberOf(`select count(*) from (
      select coalesce(institution_id, 0) as institution_id, notification_type, delivery_status, message_type, triggered_by_type, count(*) as n
      from notification_logs group by 1, 2, 3, 4, 5) t
      full join notification_log_counts c using (institution_id, notification_type, delivery_status, message_type, triggered_by_type)
      where coalesce(t.n, 0) <> coalesce(c.logged, 0)`)).toBe(0);
    expect(await numberOf('select count(*) from notification_logs where search_text is null')).toBe(0);
    expect(await numberOf(`select count(*) from notification_logs n join patients p on p.id = n.patient_id
      where n.search_text not like '%' || lower(p.last_name) || '%'`)).toBe(0);
    // a message's text is what the API writes: its order's action, control id, type, instrument, request and barcode
    expect(await numberOf(`select count(*) from interface_messages m join instruments i on i.id = m.instrument_id join test_requests tr on tr.id = m.test_request_id
      where m.search_text <> lower(concat_ws(' ', case when m.direction = 'out' then 'NW' end, m.control_id, m.message_type, i.name,
        'req-' || lpad(tr.id::text, 6, '0'), tr.barcode_number))`)).toBe(0);
  });

  it("test_result_counts match the generated results, and each result is in its request's institution", async () => {
    expect(await numberOf(`select count(*) from (
      select institution_id, status, count(*) as n from test_results group by 1, 2) t
      full join test_result_counts c using (institution_id, status)
      where coalesce(t.n, 0) <> coalesce(c.listed, 0)`)).toBe(0);
    expect(await numberOf('select count(*) from test_results r join test_requests tr on tr.id = r.test_request_id where r.institution_id <> tr.institution_id')).toBe(0);
    expect(await numberOf("select count(*) from test_result_versions where jsonb_typeof(result_values) <> 'array'")).toBe(0);
  });

  it("fulfillment_counts match the generated requests, and each request is in its test request's institution", async () => {
    expect(await numberOf('select count(*) from fulfillment_requests where institution_id is null')).toBe(0);
    expect(await numberOf('select count(*) from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id where f.institution_id <> tr.institution_id')).toBe(0);
    expect(await numberOf(`select count(*) from (
      select institution_id, status, priority, count(*) as n from fulfillment_requests group by 1, 2, 3) t
      full join fulfillment_counts c using (institution_id, status, priority)
      where coalesce(t.n, 0) <> coalesce(c.listed, 0)`)).toBe(0);
    expect(await numberOf('select count(*) from fulfillment_counts')).toBeGreaterThan(0);
  });
});

describe('generated analyzer messages', () => {
  it('orders out before results in, each accepted control id once per instrument, every message of its instrument\'s institution', async () => {
    expect(await numberOf("select count(*) from interface_messages m join instruments i on i.id = m.instrument_id where i.institution_id <> m.institution_id")).toBe(0);
    expect(await numberOf("select count(*) from interface_messages where direction = 'in' and status not in ('accepted', 'error')")).toBe(0);
    expect(await numberOf("select count(*) from interface_messages i join interface_messages o on o.test_request_id = i.test_request_id and o.direction = 'out' where i.direction = 'in' and i.created_at < o.created_at")).toBe(0);
    expect(await numberOf("select count(*) from interface_messages where change_seq >= (select last_value from interface_message_changes)")).toBe(0);
  });

  it("keeps the message log's status counts equal to the messages, each institution's and everyone's (0)", async () => {
    expect(await numberOf(`select count(*) from (
      select k.i as institution_id, status, count(*) as n from interface_messages cross join lateral (values (institution_id), (0)) k(i) where k.i is not null group by 1, 2) m
      full join (select institution_id, status, sum(entries) as n from interface_message_counts group by 1, 2 having sum(entries) <> 0) c using (institution_id, status)
      where coalesce(m.n, 0) <> coalesce(c.n, 0)`)).toBe(0);
    expect(await numberOf('select count(*) from interface_message_counts where institution_id = 0')).toBeGreaterThan(0);
  });

  it('keeps a worklist entry for every request an instrument exchanged messages about or has in the lab, in the state its messages give', async () => {
    expect(await numberOf(`select count(*) from (select distinct instrument_id, test_request_id from interface_messages) m
      left join instrument_worklist w using (instrument_id, test_request_id) where w.state is null`)).toBe(0);
    expect(await numberOf(`select count(*) from test_requests tr join instruments i on i.institution_id = tr.institution_id
      left join instrument_worklist w on w.instrument_id = i.id and w.test_request_id = tr.id
      where tr.status = 'in_progress' and tr.archived_at is null and w.state is null
        and exists (select 1 from test_request_markers trm join instrument_codes c on c.marker_id = trm.marker_id and c.instrument_id = i.id where trm.test_request_id = tr.id)`)).toBe(0);
    expect(await numberOf(`select count(*) from instrument_worklist w where w.state = 'sent'
      and not exists (select 1 from interface_messages m where m.instrument_id = w.instrument_id and m.test_request_id = w.test_request_id and m.status = 'delivered')`)).toBe(0);
    expect(await numberOf("select count(*) from instrument_worklist where state = 'resulted'")).toBeGreaterThan(0);
    expect(await numberOf(`select count(*) from (select instrument_id, state, count(*) as n from instrument_worklist group by 1, 2) w
      full join (select instrument_id, state, sum(entries) as n from instrument_worklist_counts group by 1, 2 having sum(entries) <> 0) c using (instrument_id, state)
      where coalesce(w.n, 0) <> coalesce(c.n, 0)`)).toBe(0);
  });
});
