import { TEST_REQUEST_MESSAGES as M, type TestRequestPayload } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';
import { checkOrder } from './order-rules';
import { freshBarcode, payloadOf, tomorrow, validOrderOf } from './order-test-kit';

let ctx: TestContext;
let A: number;
let B: number;
/** A valid order for institution A, taken from a demo request (the server accepts its own demo data). */
let valid: TestRequestPayload;
let clinicianA: number;

const one = <T,>(query: SQL) => ctx.one<T>(query);
const count = (query: SQL) => ctx.count(query);

const call: TestContext['call'] = (...args) => ctx.call(...args);

const requestOf = (institution: number, status: string) =>
  one<number>(sql`select id as v from test_requests where institution_id = ${institution} and status = ${status} and archived_at is null order by id limit 1`);

beforeAll(async () => {
  ctx = await createTestContext();
  A = await one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
  clinicianA = await one<number>(sql`select id as v from users where email = 'clinician@demo.lab'`);
  valid = await validOrderOf(ctx, A, clinicianA);
});
afterAll(() => ctx.close());

const order = (overrides: Partial<TestRequestPayload> = {}) => ({ ...valid, barcode_number: freshBarcode(), ...overrides });

describe('POST /tests/requests: the order rules', () => {
  it('reports the first missing field, in the form order, with its text', async () => {
    const steps: [Partial<TestRequestPayload>, string][] = [
      [{}, M.patientRequired],
      [{ patient_id: valid.patient_id }, M.barcodeRequired],
      [{ patient_id: valid.patient_id, barcode_number: '  ' }, M.barcodeRequired],
      [{ patient_id: valid.patient_id, barcode_number: freshBarcode() }, M.labRequired],
      [{ patient_id: valid.patient_id, barcode_number: freshBarcode(), lab_id: valid.lab_id }, M.clinicianRequired],
      [{ patient_id: valid.patient_id, barcode_number: freshBarcode(), lab_id: valid.lab_id, clinician_id: clinicianA }, M.sampleTypeRequired],
      [{ patient_id: valid.patient_id, barcode_number: freshBarcode(), lab_id: valid.lab_id, clinician_id: clinicianA, sample_type: valid.sample_type }, M.markersRequired],
      [{ ...order(), device_selections: [], collection_device_ids: [] }, M.deviceRequired],
    ];
    for (const [body, message] of steps) {
      const { status, body: answer } = await call('instadmin@demo.lab', 'POST', '/tests/requests', body);
      expect({ body, status, error: answer.error }).toEqual({ body, status: 400, error: message });
    }
  });

  it('makes super_admin and a clinician of several institutions choose the institution', async () => {
    const { institution_id: _i, ...withoutInstitution } = order();
    expect((await call('superadmin@demo.lab', 'POST', '/tests/requests', withoutInstitution)).body.error).toBe(M.institutionRequired);
    const multi = await call('clinician.multi@demo.lab', 'POST', '/tests/requests', withoutInstitution);
    expect(multi.body.error).toBe(M.institutionRequired);
    // an institution admin's own institution is taken
    const own = await call('instadmin@demo.lab', 'POST', '/tests/requests', withoutInstitution);
    expect(own.status).toBe(201);
    expect(own.body.institution_id).toBe(A);
  });

  it('creates a request with its markers and devices, at 12:00 of the expected day, pending', async () => {
    const body = order({ notes: 'Fasting', priority: 'urgent' });
    const { status, body: created } = await call('instadmin@demo.lab', 'POST', '/tests/requests', body);
    expect(status).toBe(201);
    expect(created).toMatchObject({ status: 'pending', priority: 'urgent', notes: 'Fasting', barcode_number: body.barcode_number, institution_id: A, test_type_id: 1 });
    expect(created.marker_ids).toEqual(valid.marker_ids);
    expect(created.device_selections).toEqual(valid.device_selections);
    expect(created.expected_test_datetime).toBe(`${tomorrow()}T12:00:00.000Z`);
    expect(await count(sql`select count(*) as v from audit_log where action = 'test_request.created' and entity_id = ${String(created.id)}`)).toBe(1);
  });

  it("keeps the expected day's 12:00 on the institution's clocks when it has a time zone", async () => {
    await ctx.database.db.execute(sql`update institutions set time_zone = 'Europe/London' where id = ${A}`);
    try {
      const { body: created } = await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ expected_test_datetime: '2027-07-01' }));
      expect(created.expected_test_datetime).toBe('2027-07-01T11:00:00.000Z'); // 12:00 BST
    } finally {
      await ctx.database.db.execute(sql`update institutions set time_zone = null where id = ${A}`);
    }
  });

  it('refuses an expected date earlier than one hour from now, and a barcode already used', async () => {
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ expected_test_datetime: yesterday }))).body.error).toBe(
      'The expected test date cannot be earlier than one hour from now',
    );
    const taken = await one<string>(sql`select barcode_number as v from test_requests where barcode_number is not null limit 1`);
    const again = await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ barcode_number: taken }));
    expect(again).toEqual({ status: 409, body: { error: 'A test request with this barcode already exists' } });
  });

  it("keeps everything inside the request's institution", async () => {
    const patientOfB = await one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${B}
      and patient_id not in (select patient_id from patient_institutions where institution_id = ${A}) limit 1`);
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ patient_id: patientOfB }))).body.error).toBe('Patient not found');
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ institution_id: B }))).body.error).toBe('Institution not found');
    const notAClinician = await one<number>(sql`select id as v from users where email = 'labuser@demo.lab'`);
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ clinician_id: notAClinician }))).body.error).toBe(
      'The ordering clinician must be an active clinician of this institution',
    );
    const labElsewhere = await one<number>(sql`select id as v from labs where id not in (select lab_id from institution_labs where institution_id = ${A} and sample_type_id = ${valid.sample_type!}) limit 1`);
    if (labElsewhere) expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ lab_id: labElsewhere }))).status).toBe(400);
    // a marker offered only to B is not A's to order
    const [onlyB] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into markers (name, volume_ul) values ('Only at Riverside', 5) returning id`);
    await ctx.database.db.execute(sql`insert into marker_institutions (marker_id, institution_id) values (${onlyB.id}, ${B})`);
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ marker_ids: [...valid.marker_ids!, onlyB.id] }))).body.error).toBe('Marker not found');
  });

  it('refuses a marker that does not take the sample type', async () => {
    const other = await one<number>(sql`select id as v from sample_types where id <> ${valid.sample_type!} limit 1`);
    const [m] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into markers (name, volume_ul) values ('Urine only marker', 5) returning id`);
    await ctx.database.db.execute(sql`insert into marker_sample_types (marker_id, sample_type_id) values (${m.id}, ${other})`);
    const sampleName = await one<string>(sql`select name as v from sample_types where id = ${valid.sample_type!}`);
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ marker_ids: [m.id] }))).body.error).toBe(`"Urine only marker" cannot be tested on ${sampleName} samples`);
  });

  it('refuses a collection device with no tube for the sample type, as the form does not offer it', async () => {
    const [tube] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into tube_types (name) values ('Stool pot') returning id`);
    const [device] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into collection_devices (name, max_capacity_ul) values ('Stool collection kit', 5000) returning id`);
    await ctx.database.db.execute(sql`insert into collection_device_tube_types (collection_device_id, tube_type_id) values (${device.id}, ${tube.id})`);
    const sampleName = await one<string>(sql`select name as v from sample_types where id = ${valid.sample_type!}`);
    const before = await count(sql`select count(*) as v from test_requests`);
    const refused = await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ device_selections: [{ device_id: device.id, quantity: 1 }] }));
    expect(refused).toEqual({ status: 400, body: { error: `Collection device "Stool collection kit" has no tube for ${sampleName} samples` } });
    expect(await count(sql`select count(*) as v from test_requests`)).toBe(before);
    // with the demo request's own devices beside it, the unsuitable one is still refused
    const mixed = await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ device_selections: [...valid.device_selections!, { device_id: device.id, quantity: 1 }] }));
    expect(mixed.status).toBe(400);
  });

  it('fits the markers in the chosen devices (default 100 µL), with the form’s messages', async () => {
    const [m1] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into markers (name, volume_ul) values ('Big marker one', 60.004) returning id`);
    const [m2] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into markers (name, volume_ul) values ('Big marker two', 60) returning id`);
    const [device] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into collection_devices (name) values ('Default capacity tube') returning id`);
    const oneTube = [{ device_id: device.id, quantity: 1 }];
    const over = await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ marker_ids: [m1.id, m2.id], device_selections: oneTube }));
    expect(over.body.error).toBe(M.markerOverCapacity('Big marker two', 60, 100, 60));
    expect(over.body.error).toBe('Cannot select "Big marker two". Adding 60µL would exceed the device capacity of 100µL. Current usage: 60µL.');
    // two tubes hold 200 µL
    expect((await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ marker_ids: [m1.id, m2.id], device_selections: [{ device_id: device.id, quantity: 2 }] }))).status).toBe(201);

    const [panel] = await queryRows<{ id: number }>(ctx.database.db, sql`insert into panels (name) values ('Big panel') returning id`);
    await ctx.database.db.execute(sql`insert into panel_markers (panel_id, marker_id) values (${panel.id}, ${m1.id}), (${panel.id}, ${m2.id})`);
    const panelOver = await call('instadmin@demo.lab', 'POST', '/tests/requests', order({ panel_id: panel.id, marker_ids: [], device_selections: oneTube }));
    expect(panelOver.body.error).toBe('This panel requires 120µL which exceeds the device capacity of 100µL');
  });

  it('orders as the clinician who is signed in, whoever the form names', async () => {
    const someoneElse = await one<number>(sql`select id as v from users where role = 'clinician' and institution_id = ${A} and id <> ${clinicianA} and is_active limit 1`);
    const { status, body } = await call('clinician@demo.lab', 'POST', '/tests/requests', order({ clinician_id: someoneElse }));
    expect(status).toBe(201);
    expect(body.clinician_id).toBe(clinicianA);
  });

  it('is closed to roles that do not order tests', async () => {
    expect(await call('labuser@demo.lab', 'POST', '/tests/requests', order())).toEqual({ status: 403, body: { error: M.accessDenied } });
    expect((await call('fulfillment@demo.lab', 'POST', '/tests/requests', order())).status).toBe(403);
  });

  it('accepts its own demo data: every open demo request passes the order rules', async () => {
    const caller = { user: (await call('superadmin@demo.lab', 'GET', '/auth/profile')).body.user, scope: 'all' as const, ip: null, sessionId: null };
    const ids = await queryRows<{ id: number; barcode_number: string }>(
      ctx.database.db,
      sql`select id, barcode_number from test_requests where status not in ('completed', 'cancelled') and archived_at is null order by id limit 40`,
    );
    for (const { id, barcode_number } of ids) {
      await expect(checkOrder(ctx.database.db, caller as never, { ...(await payloadOf(ctx, id)), barcode_number }, id)).resolves.toBeDefined();
    }
  });
});

describe('idempotent create', () => {
  it('answers the first request for a repeated key, and never makes two', async () => {
    const body = order({ idempotency_key: `key-${Date.now()}-one` });
    const first = await call('instadmin@demo.lab', 'POST', '/tests/requests', body);
    const repeat = await call('instadmin@demo.lab', 'POST', '/tests/requests', body);
    expect([first.status, repeat.status]).toEqual([201, 200]);
    expect(repeat.body.id).toBe(first.body.id);
  });

  it('makes one row of two POSTs sent at once with one key', async () => {
    const key = `key-${Date.now()}-both`;
    const body = order({ idempotency_key: key });
    const headers = await ctx.authAs('instadmin@demo.lab');
    const [x, y] = await Promise.all([0, 1].map(() => ctx.app.inject({ method: 'POST', url: '/api/tests/requests', headers, payload: body })));
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect(x.json().id).toBe(y.json().id);
    expect(await count(sql`select count(*) as v from test_requests where idempotency_key = ${key}`)).toBe(1);
  });
});

describe('institution scope', () => {
  it("answers 404 for another institution's request on every verb, and never lists it", async () => {
    const ofB = await requestOf(B, 'pending');
    expect((await call('instadmin@demo.lab', 'GET', `/tests/requests/${ofB}`)).status).toBe(404);
    expect((await call('instadmin@demo.lab', 'PUT', `/tests/requests/${ofB}`, order())).status).toBe(404);
    expect((await call('instadmin@demo.lab', 'PUT', `/tests/requests/${ofB}/status`, { status: 'cancelled' })).status).toBe(404);
    expect((await call('instadmin@demo.lab', 'DELETE', `/tests/requests/${ofB}`)).status).toBe(404);
    expect((await call('instadmin@demo.lab', 'POST', `/tests/requests/${ofB}/send-reminder`, { reminder_type: 'custom_notification', custom_message: 'Hi' })).status).toBe(404);
    expect(await one<string>(sql`select status as v from test_requests where id = ${ofB}`)).toBe('pending');
    for (const query of ['', '?limit=100', `?search=REQ-${String(ofB).padStart(6, '0')}`, '?status=pending&limit=100']) {
      const { body } = await call('instadmin@demo.lab', 'GET', `/tests/requests${query}`);
      for (const r of body.requests) expect(r.institution_id).toBe(A);
    }
    expect((await call('instadmin@demo.lab', 'GET', `/tests/requests?institution_id=${B}`)).status).toBe(404);
  });
});

describe('GET /tests/requests', () => {
  it('pages newest first with exact totals per filter, and searches name, MRN, barcode and REQ- id', async () => {
    const all = await call('instadmin@demo.lab', 'GET', '/tests/requests');
    expect(all.body.requests).toHaveLength(20);
    expect(all.body.pagination.total).toBe(await count(sql`select count(*) as v from test_requests where institution_id = ${A} and archived_at is null`));
    const times = all.body.requests.map((r: { requested_at: string }) => r.requested_at);
    expect([...times].sort().reverse()).toEqual(times);
    const urgentPending = await call('instadmin@demo.lab', 'GET', '/tests/requests?status=pending&priority=urgent');
    expect(urgentPending.body.pagination.total).toBe(
      await count(sql`select count(*) as v from test_requests where institution_id = ${A} and archived_at is null and status = 'pending' and priority = 'urgent'`),
    );
    const [r] = await queryRows<{ id: number; barcode_number: string; last_name: string; mrn: string }>(
      ctx.database.db,
      sql`select tr.id, tr.barcode_number, p.last_name, p.medical_record_number as mrn from test_requests tr join patients p on p.id = tr.patient_id
          where tr.institution_id = ${A} and tr.archived_at is null order by tr.id desc limit 1`,
    );
    const ids = async (term: string) => (await call('instadmin@demo.lab', 'GET', `/tests/requests?limit=100&search=${encodeURIComponent(term)}`)).body.requests.map((x: { id: number }) => x.id);
    expect(await ids(`REQ-${String(r.id).padStart(6, '0')}`)).toEqual([r.id]);
    expect(await ids(r.barcode_number.toLowerCase())).toEqual([r.id]);
    expect(await ids(r.last_name.toUpperCase())).toContain(r.id);
    expect(await ids(r.mrn)).toContain(r.id);
    expect(await ids('zz-nothing-zz')).toEqual([]);
  });
});

describe('GET /tests/requests: the tiles', () => {
  const countOf = (institutions: number[], condition: SQL) =>
    count(sql`select count(*) as v from test_requests where institution_id in (${sql.join(institutions, sql`, `)}) and archived_at is null and ${condition}`);
  const expected = async (institutions: number[]) => ({
    pending: await countOf(institutions, sql`status = 'pending'`),
    in_progress: await countOf(institutions, sql`status = 'in_progress'`),
    completed: await countOf(institutions, sql`status = 'completed'`),
    urgent: await countOf(institutions, sql`priority in ('urgent', 'stat') and status in ('pending', 'approved', 'fulfilled', 'in_progress')`),
  });

  it('count the whole scope, not the page shown, whatever the filters, search and page', async () => {
    const counts = await expected([A]);
    // the demo data has more requests of A than one page holds: a page could not have counted these
    expect(counts.pending + counts.in_progress + counts.completed).toBeGreaterThan(20);
    for (const query of ['', '?page=2', '?status=completed', '?priority=stat', '?search=zz-nothing-zz']) {
      const { body } = await call('instadmin@demo.lab', 'GET', `/tests/requests${query}`);
      expect({ query, counts: body.counts }).toEqual({ query, counts });
    }
  });

  it("follow the caller's scope and the institution asked for", async () => {
    const everywhere = (await call('superadmin@demo.lab', 'GET', '/tests/requests')).body.counts;
    const institutions = (await queryRows<{ id: number }>(ctx.database.db, sql`select id from institutions`)).map((i) => i.id);
    expect(everywhere).toEqual(await expected(institutions));
    expect((await call('superadmin@demo.lab', 'GET', `/tests/requests?institution_id=${B}`)).body.counts).toEqual(await expected([B]));
  });
});

describe('status changes and archive', () => {
  it('follows the state machine, by role, and audits each change', async () => {
    const created = (await call('instadmin@demo.lab', 'POST', '/tests/requests', order())).body;
    const to = (email: string, status: string) => call(email, 'PUT', `/tests/requests/${created.id}/status`, { status });
    expect((await to('labuser@demo.lab', 'completed')).status).toBe(409);
    expect((await to('clinician@demo.lab', 'approved')).status).toBe(403);
    expect((await to('labuser@demo.lab', 'approved')).body.status).toBe('approved');
    expect((await to('clientadmin@demo.lab', 'cancelled')).status).toBe(403);
    expect((await to('clinician@demo.lab', 'cancelled')).body.status).toBe('cancelled');
    expect(await to('labuser@demo.lab', 'in_progress')).toEqual({ status: 409, body: { error: 'A cancelled test request cannot be changed to in progress' } });
    expect((await call('instadmin@demo.lab', 'DELETE', `/tests/requests/${created.id}`)).status).toBe(409);
    expect(await count(sql`select count(*) as v from audit_log where action = 'test_request.status_changed' and entity_id = ${String(created.id)}`)).toBe(2);
  });

  it('archives an open request: it leaves the lists and lookups, its row stays', async () => {
    const created = (await call('instadmin@demo.lab', 'POST', '/tests/requests', order())).body;
    expect((await call('labuser@demo.lab', 'DELETE', `/tests/requests/${created.id}`)).body).toEqual({ success: true, message: 'Test request archived' });
    expect((await call('instadmin@demo.lab', 'GET', `/tests/requests/${created.id}`)).status).toBe(404);
    const listed = await call('instadmin@demo.lab', 'GET', `/tests/requests?search=${created.barcode_number}`);
    expect(listed.body.requests).toEqual([]);
    expect(await count(sql`select count(*) as v from test_requests where id = ${created.id} and archived_at is not null`)).toBe(1);
    const completed = await requestOf(A, 'completed');
    expect((await call('instadmin@demo.lab', 'DELETE', `/tests/requests/${completed}`)).status).toBe(409);
  });

  it('answers an edit with the detail the next page shows, and records that the editor was shown it', async () => {
    const created = (await call('instadmin@demo.lab', 'POST', '/tests/requests', order())).body;
    const views = async () => {
      await ctx.readAudit.flush();
      return count(sql`select count(*) as v from audit_log where action = 'test_request.viewed' and entity_id = ${String(created.id)}`);
    };
    const before = await views();
    const edited = await call('instadmin@demo.lab', 'PUT', `/tests/requests/${created.id}`, order({ priority: 'urgent' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual((await call('instadmin@demo.lab', 'GET', `/tests/requests/${created.id}`)).body);
    expect(edited.body.priority).toBe('urgent');
    expect(await views()).toBe(before + 2); // the edit's answer, then the GET
  });

  it('refuses to edit a closed request', async () => {
    const completed = await requestOf(A, 'completed');
    expect((await call('instadmin@demo.lab', 'PUT', `/tests/requests/${completed}`, order())).status).toBe(409);
  });
});

describe('POST /tests/requests/{id}/send-reminder', () => {
  const send = (id: number, custom_message = 'Please bring your kit on Monday.') =>
    call('clinician@demo.lab', 'POST', `/tests/requests/${id}/send-reminder`, { reminder_type: 'custom_notification', custom_message });

  it('sends by email and SMS and logs each channel', async () => {
    const created = (await call('instadmin@demo.lab', 'POST', '/tests/requests', order())).body;
    const before = ctx.sms.sent.length;
    const { status, body } = await send(created.id);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.notification_logs.map((l: { notification_type: string; delivery_status: string }) => [l.notification_type, l.delivery_status]).sort()).toEqual([
      ['email', 'recorded'],
      ['sms', 'recorded'],
    ]);
    expect(body.message).toBe('Notification recorded, not delivered: no email and SMS transport is configured');
    expect(ctx.sms.sent.slice(before)).toEqual([expect.objectContaining({ to: created.patient_phone, body: 'Please bring your kit on Monday.' })]);
    expect(await count(sql`select count(*) as v from mail_messages where to_address = ${created.patient_email} and body = 'Please bring your kit on Monday.'`)).toBe(1);
    const detail = (await call('clinician@demo.lab', 'GET', `/tests/requests/${created.id}`)).body;
    expect(detail.notification_logs).toHaveLength(2);
    expect(detail.notification_logs[0]).toMatchObject({ triggered_by_type: 'manual', triggered_by_name: expect.any(String), message_type: 'custom_notification' });
  });

  it('logs a failed channel with its reason when the patient has no email, and refuses when nothing could be sent', async () => {
    const created = (await call('instadmin@demo.lab', 'POST', '/tests/requests', order())).body;
    await ctx.database.db.execute(sql`update patients set email = null where id = ${created.patient_id}`);
    const partly = await send(created.id);
    expect(partly.status).toBe(200);
    expect(partly.body.notification_logs.find((l: { notification_type: string }) => l.notification_type === 'email')).toMatchObject({
      delivery_status: 'failed',
      error_message: 'The patient has no email address',
    });
    await ctx.database.db.execute(sql`update patients set phone = null where id = ${created.patient_id}`);
    const none = await send(created.id);
    expect(none.status).toBe(422);
    expect(none.body.error).toBe('Failed to send notification: The patient has no email address; The patient has no phone number');
    expect(await count(sql`select count(*) as v from notification_logs where test_request_id = ${created.id} and delivery_status = 'failed'`)).toBe(3);
  });

  it('needs a message and a role that may notify', async () => {
    const id = await requestOf(A, 'pending');
    const outboundTaken = () => count(sql`select coalesce(sum(hits), 0) as v from rate_limits where key like 'out:%'`);
    const takenBefore = await outboundTaken();
    expect(await send(id, '   ')).toEqual({ status: 400, body: { error: M.messageRequired } });
    // a refused message takes no place in the outbound limit
    expect(await outboundTaken()).toBe(takenBefore);
    expect((await call('labuser@demo.lab', 'POST', `/tests/requests/${id}/send-reminder`, { reminder_type: 'custom_notification', custom_message: 'Hi' })).status).toBe(403);
  });
});
