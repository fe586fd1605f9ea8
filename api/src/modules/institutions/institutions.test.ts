import { INSTITUTION_MESSAGES, INVALID_TIME_ZONE, isValidTimeZone } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { INVALID_EMAIL, INVALID_PHONE } from '../../platform/contact-fields';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

const headers = new Map<string, { authorization: string }>();
async function send(email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  if (!headers.has(email)) headers.set(email, await ctx.authAs(email));
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers: headers.get(email), payload });
  return { status: res.statusCode, body: res.json() };
}
const get = (email: string, url: string) => send(email, 'GET', url);
const names = (body: { institutions: { name: string }[] }) => body.institutions.map((i) => i.name);
const count = (query: SQL) => ctx.count(query);
const notFound = { status: 404, body: { error: 'Institution not found' } };
const ids = async (query: SQL) => (await queryRows<{ id: number }>(ctx.database.db, query)).map((r) => r.id);

describe('institution lookups', () => {
  it('gives each user their own institutions, and super_admin all', async () => {
    expect(names((await get('instadmin@demo.lab', '/institutions/my')).body)).toEqual(["St Mary's General Hospital"]);
    expect(names((await get('clinician.multi@demo.lab', '/institutions/my')).body)).toEqual(['Riverside Community Clinic', "St Mary's General Hospital"]);
    expect(names((await get('superadmin@demo.lab', '/institutions/my')).body)).toEqual(
      expect.arrayContaining(["St Mary's General Hospital", 'Riverside Community Clinic', 'Northgate Diagnostics Centre']),
    );
    expect((await get('fulfillment@demo.lab', '/institutions/my')).body.institutions).toEqual([]);
  });

  it("lists an institution's active clinicians, only inside the caller's scope", async () => {
    const { status, body } = await get('instadmin@demo.lab', `/institutions/${A}/clinicians`);
    expect(status).toBe(200);
    const emails = body.clinicians.map((c: { email: string }) => c.email);
    expect(emails).toEqual(expect.arrayContaining(['clinician@demo.lab', 'clinician.multi@demo.lab']));
    for (const c of body.clinicians) expect(c.role).toBe('clinician');
    expect((await get('instadmin@demo.lab', `/institutions/${B}/clinicians`)).status).toBe(404);
  });
});

describe('GET /institutions', () => {
  it('lists every institution by name for super_admin, with the summary figures of the list', async () => {
    const { status, body } = await get('superadmin@demo.lab', '/institutions');
    expect(status).toBe(200);
    const total = await count(sql`select count(*) as v from institutions`);
    expect(body.institutions).toHaveLength(total);
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(body.institutions.find((i: { id: number }) => i.id === A)).toEqual({
      id: A,
      name: "St Mary's General Hospital",
      institution_number: 'INST-0001',
      address: '14 Praed Street, London W2 1NY',
      phone: '+442079461001',
      email: 'lab@stmarys.demo.lab',
      institution_type: 'Hospital',
      time_zone: null,
      second_person_release: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const figure = (where: SQL) => count(sql`select count(*) as v from institutions where ${where}`);
    expect(body.summary).toEqual({
      total,
      active_this_month: await figure(sql`created_at >= now() - interval '30 days' or updated_at >= now() - interval '30 days'`),
      recently_added: await figure(sql`created_at >= now() - interval '7 days'`),
      with_email: await figure(sql`btrim(coalesce(email, '')) <> ''`),
      with_phone: await figure(sql`btrim(coalesce(phone, '')) <> ''`),
      with_address: await figure(sql`btrim(coalesce(address, '')) <> ''`),
      newest: expect.any(Array),
    });
    expect(body.summary.newest.map((i: { id: number }) => i.id)).toEqual(
      (await ids(sql`select id from institutions order by created_at desc, id desc limit 5`)),
    );
  });

  it('lists only their own institutions to others', async () => {
    const a = await get('instadmin@demo.lab', '/institutions');
    expect(names(a.body)).toEqual(["St Mary's General Hospital"]);
    expect(a.body.summary.total).toBe(1);
    expect(a.body.summary.newest.map((i: { id: number }) => i.id)).toEqual([A]);
    expect(names((await get('clinician.multi@demo.lab', '/institutions')).body)).toEqual(['Riverside Community Clinic', "St Mary's General Hospital"]);
    const none = await get('fulfillment@demo.lab', '/institutions');
    expect(none.body).toEqual({
      institutions: [],
      summary: { total: 0, active_this_month: 0, recently_added: 0, with_email: 0, with_phone: 0, with_address: 0, newest: [] },
    });
  });
});

describe('GET /institutions/:id', () => {
  it("answers an institution of the caller's scope, and 404 outside it or when missing", async () => {
    const { status, body } = await get('instadmin@demo.lab', `/institutions/${A}`);
    expect(status).toBe(200);
    expect(body.institution).toMatchObject({ id: A, name: "St Mary's General Hospital" });
    expect(await get('instadmin@demo.lab', `/institutions/${B}`)).toEqual(notFound);
    expect((await get('superadmin@demo.lab', `/institutions/${B}`)).status).toBe(200);
    expect(await get('superadmin@demo.lab', '/institutions/2147483647')).toEqual(notFound);
  });
});

describe('POST and PUT /institutions', () => {
  const audits = (action: string, id: number) => count(sql`select count(*) as v from audit_log where action = ${action} and entity_id = ${String(id)}`);

  it('lets super_admin add an institution: trimmed, blanks as null, the default type, audited; the list counts it', async () => {
    const before = (await get('superadmin@demo.lab', '/institutions')).body.summary;
    const { status, body } = await send('superadmin@demo.lab', 'POST', '/institutions', {
      name: '  Lakeside Medical Centre ',
      institution_number: ' ',
      address: '',
      phone: ' +44 20 7946 0999 ',
      email: ' Front.Desk@Lakeside.example ',
      institution_type: null,
    });
    expect(status).toBe(201);
    expect(body.institution).toEqual({
      id: expect.any(Number),
      name: 'Lakeside Medical Centre',
      institution_number: null,
      address: null,
      phone: '+44 20 7946 0999',
      email: 'front.desk@lakeside.example',
      institution_type: 'Hospital',
      time_zone: null,
      second_person_release: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await audits('institution.created', body.institution.id)).toBe(1);

    const after = (await get('superadmin@demo.lab', '/institutions')).body.summary;
    expect(after.total).toBe(before.total + 1);
    expect(after.recently_added).toBe(before.recently_added + 1);
    expect(after.active_this_month).toBe(before.active_this_month + 1);
    expect(after.with_email).toBe(before.with_email + 1);
    expect(after.with_address).toBe(before.with_address);
    expect(after.newest[0]).toEqual(body.institution);
    expect(after.newest).toHaveLength(Math.min(5, after.total));
  });

  it('requires a name, unique whatever its case, and a valid email and phone', async () => {
    const post = (payload: object) => send('superadmin@demo.lab', 'POST', '/institutions', payload);
    expect(await post({ name: '   ' })).toEqual({ status: 400, body: { error: INSTITUTION_MESSAGES.nameRequired } });
    expect(await post({ address: 'No name' })).toEqual({ status: 400, body: { error: INSTITUTION_MESSAGES.nameRequired } });
    expect(await post({ name: "ST MARY'S general hospital" })).toEqual({ status: 409, body: { error: INSTITUTION_MESSAGES.nameTaken } });
    expect(await post({ name: 'Riverside Community Clinic' })).toEqual({ status: 409, body: { error: INSTITUTION_MESSAGES.nameTaken } });
    expect(await post({ name: 'Valid Name Clinic', email: 'not-an-email' })).toEqual({ status: 400, body: { error: INVALID_EMAIL } });
    expect(await post({ name: 'Valid Name Clinic', phone: 'call me' })).toEqual({ status: 400, body: { error: INVALID_PHONE } });
    expect((await post({ name: 12345 })).status).toBe(400); // never coerced into a name
    expect(await count(sql`select count(*) as v from institutions where name in ('Valid Name Clinic', '12345')`)).toBe(0);
  });

  it('lets super_admin edit: fields left out stay, null clears, a blank type stays; updated_at moves; audited', async () => {
    const created = (await send('superadmin@demo.lab', 'POST', '/institutions', { name: 'Hilltop Clinic', institution_type: 'Clinic', address: '1 Hill Road', email: 'hill@top.example' })).body.institution;
    const { status, body } = await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: 'Hilltop Community Clinic', address: null, institution_type: '' });
    expect(status).toBe(200);
    expect(body.institution).toMatchObject({ id: created.id, name: 'Hilltop Community Clinic', address: null, email: 'hill@top.example', institution_type: 'Clinic' });
    expect(new Date(body.institution.updated_at).getTime()).toBeGreaterThan(new Date(created.updated_at).getTime());
    expect(await audits('institution.updated', created.id)).toBe(1);

    // its own name in another case is fine; another's is not
    expect((await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: 'HILLTOP community clinic' })).status).toBe(200);
    expect(await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: 'riverside community clinic' })).toEqual({
      status: 409,
      body: { error: INSTITUTION_MESSAGES.nameTaken },
    });
    expect(await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: ' ' })).toEqual({ status: 400, body: { error: INSTITUTION_MESSAGES.nameRequired } });
    expect(await send('superadmin@demo.lab', 'PUT', '/institutions/2147483647', { name: 'Nowhere' })).toEqual(notFound);
  });

  it('asks a second person for results unless a super admin turns it off for a one-person lab', async () => {
    const put = (id: number, payload: object, email = 'superadmin@demo.lab') => send(email, 'PUT', `/institutions/${id}`, payload);
    const created = (await send('superadmin@demo.lab', 'POST', '/institutions', { name: 'Solo Lab' })).body.institution;
    expect(created.second_person_release).toBe(true);
    expect((await put(created.id, { name: 'Solo Lab', second_person_release: false })).body.institution.second_person_release).toBe(false);
    expect((await put(created.id, { name: 'Solo Lab', address: '1 Lane' })).body.institution.second_person_release).toBe(false); // left out: kept
    expect((await put(created.id, { name: 'Solo Lab', second_person_release: 'no' })).status).toBe(400);
    const A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
    expect((await put(A, { name: "St Mary's General Hospital", second_person_release: false }, 'instadmin@demo.lab')).status).toBe(403);
    expect(await ctx.one<boolean>(sql`select second_person_release as v from institutions where id = ${A}`)).toBe(true);
  });

  it('sets a time zone on create and edit, answers it everywhere, and null or a blank clears it', async () => {
    const put = (id: number, payload: object) => send('superadmin@demo.lab', 'PUT', `/institutions/${id}`, payload);
    const created = (await send('superadmin@demo.lab', 'POST', '/institutions', { name: 'Harbour Clinic', time_zone: ' Europe/London ' })).body.institution;
    expect(created.time_zone).toBe('Europe/London');
    expect((await get('superadmin@demo.lab', `/institutions/${created.id}`)).body.institution.time_zone).toBe('Europe/London');
    const listed = (await get('superadmin@demo.lab', '/institutions')).body;
    expect(listed.institutions.find((i: { id: number }) => i.id === created.id).time_zone).toBe('Europe/London');
    expect(listed.summary.newest.find((i: { id: number }) => i.id === created.id).time_zone).toBe('Europe/London');

    expect((await put(created.id, { name: 'Harbour Clinic', time_zone: 'America/New_York' })).body.institution.time_zone).toBe('America/New_York');
    expect((await put(created.id, { name: 'Harbour Clinic', address: '1 Quay' })).body.institution.time_zone).toBe('America/New_York'); // left out: kept
    expect((await put(created.id, { name: 'Harbour Clinic', time_zone: null })).body.institution.time_zone).toBeNull();
    expect((await put(created.id, { name: 'Harbour Clinic', time_zone: 'UTC' })).body.institution.time_zone).toBe('UTC');
    expect((await put(created.id, { name: 'Harbour Clinic', time_zone: '  ' })).body.institution.time_zone).toBeNull();
    expect(await ctx.one<string | null>(sql`select time_zone as v from institutions where id = ${created.id}`)).toBeNull();
    expect((await send('superadmin@demo.lab', 'POST', '/institutions', { name: 'Quayside Clinic', time_zone: '' })).body.institution.time_zone).toBeNull();
  });

  it('refuses a time zone that is not an IANA name PostgreSQL knows, with the text, and changes nothing', async () => {
    const created = (await send('superadmin@demo.lab', 'POST', '/institutions', { name: 'Dockside Clinic', time_zone: 'Europe/Paris' })).body.institution;
    const row = sql`select time_zone || ' ' || updated_at::text as v from institutions where id = ${created.id}`;
    const before = { row: await ctx.one<string>(row), institutions: await count(sql`select count(*) as v from institutions`), audits: await count(sql`select count(*) as v from audit_log`) };
    const refused = { status: 400, body: { error: INVALID_TIME_ZONE } };
    // 'europe/london': Intl takes it whatever its case, PostgreSQL (which computes the reminders) does not
    expect(isValidTimeZone('europe/london')).toBe(true);
    for (const time_zone of ['Mars/Olympus_Mons', 'London', 'europe/london', 'GMT+25', `Europe/${'x'.repeat(100)}`, 'x'.repeat(150)]) {
      expect([time_zone, await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: 'Dockside Clinic', time_zone })]).toEqual([time_zone, refused]);
      expect([time_zone, await send('superadmin@demo.lab', 'POST', '/institutions', { name: 'Refused Zone Clinic', time_zone })]).toEqual([time_zone, refused]);
    }
    expect((await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: 'Dockside Clinic', time_zone: 1 })).status).toBe(400);
    expect((await send('superadmin@demo.lab', 'PUT', `/institutions/${created.id}`, { name: 'Dockside Clinic', time_zone: 'x'.repeat(201) })).status).toBe(400);
    expect(await ctx.one<string>(row)).toBe(before.row);
    expect(await count(sql`select count(*) as v from institutions`)).toBe(before.institutions);
    expect(await count(sql`select count(*) as v from audit_log`)).toBe(before.audits);
  });

  it('refuses everyone else with 403 and changes nothing', async () => {
    const before = await count(sql`select count(*) as v from institutions`);
    for (const email of ['instadmin@demo.lab', 'clinician@demo.lab', 'clientadmin@demo.lab']) {
      expect((await send(email, 'POST', '/institutions', { name: 'Sneaky Clinic' })).status).toBe(403);
      expect((await send(email, 'PUT', `/institutions/${A}`, { name: 'Renamed' })).status).toBe(403);
    }
    expect(await count(sql`select count(*) as v from institutions`)).toBe(before);
    expect(await ctx.one<string>(sql`select name as v from institutions where id = ${A}`)).toBe("St Mary's General Hospital");
  });
});

describe('GET /institutions/:id/stats', () => {
  it('counts active users working there, listed patients, listed test requests and pending ones', async () => {
    const { status, body } = await get('instadmin@demo.lab', `/institutions/${A}/stats`);
    expect(status).toBe(200);
    expect(body).toEqual({
      users: await count(sql`select count(*) as v from users u where u.is_active
        and (u.institution_id = ${A} or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = ${A}))`),
      patients: await count(sql`select count(*) as v from patients p where p.archived_at is null
        and exists (select 1 from patient_institutions pi where pi.patient_id = p.id and pi.institution_id = ${A})`),
      test_requests: await count(sql`select count(*) as v from test_requests where institution_id = ${A} and archived_at is null`),
      pending_requests: await count(sql`select count(*) as v from test_requests where institution_id = ${A} and archived_at is null and status = 'pending'`),
    });
    expect(body.users).toBeGreaterThan(0);
    expect(body.patients).toBeGreaterThan(0);
    expect(body.test_requests).toBeGreaterThan(0);
  });

  it('answers 404 outside the scope and 403 to those who may not open the detail', async () => {
    expect(await get('instadmin@demo.lab', `/institutions/${B}/stats`)).toEqual(notFound);
    expect(await get('superadmin@demo.lab', '/institutions/2147483647/stats')).toEqual(notFound);
    expect((await get('superadmin@demo.lab', `/institutions/${B}/stats`)).status).toBe(200);
    expect((await get('clinician@demo.lab', `/institutions/${A}/stats`)).status).toBe(403);
  });
});

describe('GET /patients/institution/:id', () => {
  const listed = (institution: number) => sql`from patients p where p.archived_at is null
    and exists (select 1 from patient_institutions pi where pi.patient_id = p.id and pi.institution_id = ${institution})`;

  it("pages the institution's patients, newest first, with their clinician", async () => {
    const total = await count(sql`select count(*) as v ${listed(A)}`);
    const { status, body } = await get('instadmin@demo.lab', `/patients/institution/${A}`);
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total, pages: Math.ceil(total / 20), next: expect.stringMatching(/^\d+_\d+$/) });
    expect(body.patients).toHaveLength(Math.min(20, total));
    for (const p of body.patients) expect(Object.keys(p).sort()).toEqual(['clinician', 'created_at', 'first_name', 'id', 'last_name', 'medical_record_number']);

    const second = await get('instadmin@demo.lab', `/patients/institution/${A}?page=2&limit=5`);
    expect(second.body.patients.map((p: { id: number }) => p.id)).toEqual(await ids(sql`select p.id ${listed(A)} order by p.created_at desc, p.id desc limit 5 offset 5`));
    expect(second.body.pagination).toEqual({ page: 2, limit: 5, total, pages: Math.ceil(total / 5), next: expect.stringMatching(/^\d+_\d+$/) });

    const withClinician = body.patients.find((p: { clinician: unknown }) => p.clinician !== null);
    const [clinician] = await queryRows(ctx.database.db, sql`select c.first_name, c.last_name from patients p join users c on c.id = p.clinician_id where p.id = ${withClinician.id}`);
    expect(withClinician.clinician).toEqual(clinician);

    const past = await get('instadmin@demo.lab', `/patients/institution/${A}?page=1000`);
    expect(past.body).toEqual({ patients: [], pagination: { page: 1000, limit: 20, total, pages: Math.ceil(total / 20) } });
  });

  it('answers 404 outside the scope, 400 to a bad page and 403 without the patients area', async () => {
    expect(await get('instadmin@demo.lab', `/patients/institution/${B}`)).toEqual(notFound);
    expect(await get('superadmin@demo.lab', '/patients/institution/2147483647')).toEqual(notFound);
    expect((await get('superadmin@demo.lab', `/patients/institution/${B}`)).body.pagination.total).toBe(await count(sql`select count(*) as v ${listed(B)}`));
    expect((await get('instadmin@demo.lab', `/patients/institution/${A}?limit=101`)).status).toBe(400);
    expect((await get('fulfillment@demo.lab', `/patients/institution/${A}`)).status).toBe(403);
  });
});
