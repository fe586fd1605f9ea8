// The instruments, messages and worklist routes as their callers see them: who may do what, the
// checks on an instrument's fields, scope, Retry and Discard, the raw view's audit, the worklist states.
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

const SUPER = 'superadmin@demo.lab';
const ADMIN_A = 'instadmin@demo.lab'; // St Mary's
const LAB_A = 'labuser@demo.lab';
const CLINICIAN = 'clinician@demo.lab';

let ctx: TestContext;
let demo: { id: number; institution_id: number };
let markerId: number;
let adminB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  demo = (await ctx.call(SUPER, 'GET', '/interfaces/instruments?search=demo')).body.data[0];
  markerId = await ctx.one<number>(sql`select id as v from markers order by id limit 1`);
  adminB = await ctx.one<string>(sql`select u.email as v from users u join institutions i on i.id = u.institution_id
    where u.role = 'institution_admin' and i.id <> ${demo.institution_id} and u.is_active order by u.id limit 1`);
});
afterAll(() => ctx.close());

describe('instruments', () => {
  it('lists DEMO-ANALYZER with its institution, lab, addresses and code map', async () => {
    const res = await ctx.call(ADMIN_A, 'GET', '/interfaces/instruments');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'DEMO-ANALYZER', lab_name: 'Central Pathology Laboratory', allowed_addresses: ['127.0.0.1'], order_host: '127.0.0.1', order_port: 2576, order_message: 'OML^O21' }),
    ]);
    expect(res.body.data[0].codes.length).toBeGreaterThan(10);
    expect((await ctx.call(adminB, 'GET', '/interfaces/instruments')).body.data).toEqual([]);
    expect((await ctx.call(adminB, 'GET', `/interfaces/instruments/${demo.id}`)).status).toBe(404);
  });

  it('is added by an institution admin for their own institution, audited; never for another', async () => {
    const body = { name: 'CHEM-2', model: 'Cobas', institution_id: demo.institution_id, allowed_addresses: ['10.0.0.5', '::1'], codes: [{ code: 'K', marker_id: markerId }] };
    const res = await ctx.call(ADMIN_A, 'POST', '/interfaces/instruments', body);
    expect(res.status).toBe(201);
    expect(res.body.instrument).toMatchObject({ name: 'CHEM-2', order_host: null, active: true, codes: [expect.objectContaining({ code: 'K', marker_id: markerId })] });
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'instrument.created' and entity_id = ${String(res.body.instrument.id)}`)).toBe(1);
    const other = await ctx.one<number>(sql`select id as v from institutions where id <> ${demo.institution_id} order by id limit 1`);
    expect((await ctx.call(ADMIN_A, 'POST', '/interfaces/instruments', { ...body, name: 'CHEM-3', institution_id: other })).status).toBe(404);
    expect((await ctx.call(ADMIN_A, 'POST', '/interfaces/instruments', body)).body).toEqual({ error: 'An instrument with this name already exists' });
  });

  it('refuses bad fields with the reason and changes nothing', async () => {
    const base = { name: 'CHEM-9', institution_id: demo.institution_id };
    const cases: [object, number, string][] = [
      [{ ...base, allowed_addresses: ['not-an-ip'] }, 400, 'not-an-ip is not an IP address'],
      [{ ...base, codes: [{ code: 'K', marker_id: markerId }, { code: 'K', marker_id: markerId }] }, 400, 'Code K is mapped twice'],
      [{ ...base, codes: [{ code: 'K', marker_id: 999999 }] }, 400, 'Marker 999999 not found'],
      [{ ...base, order_host: '127.0.0.1' }, 403, "Only a super admin sets where an instrument's orders go"],
    ];
    for (const [body, status, error] of cases) expect(await ctx.call(ADMIN_A, 'POST', '/interfaces/instruments', body)).toEqual({ status, body: { error } });
    expect((await ctx.call(SUPER, 'POST', '/interfaces/instruments', { ...base, order_host: 'analyzer.lab', order_port: null })).body).toEqual({ error: 'Give both the order host and the order port, or neither' });
    expect((await ctx.call(SUPER, 'POST', '/interfaces/instruments', { ...base, name: 'bad name!' })).status).toBe(400);
    expect(await ctx.count(sql`select count(*) as v from instruments where name = 'CHEM-9'`)).toBe(0);
  });

  it("keeps the order address a super admin's: an institution admin edits the rest", async () => {
    expect((await ctx.call(ADMIN_A, 'PUT', `/interfaces/instruments/${demo.id}`, { order_port: 9999 })).status).toBe(403);
    const res = await ctx.call(ADMIN_A, 'PUT', `/interfaces/instruments/${demo.id}`, { model: 'Bench analyzer', order_port: 2576 });
    expect(res.body.instrument).toMatchObject({ model: 'Bench analyzer', order_port: 2576 });
    expect((await ctx.call(SUPER, 'PUT', `/interfaces/instruments/${demo.id}`, { order_port: 2577 })).body.instrument.order_port).toBe(2577);
    await ctx.call(SUPER, 'PUT', `/interfaces/instruments/${demo.id}`, { order_port: 2576 });
    expect((await ctx.call(CLINICIAN, 'PUT', `/interfaces/instruments/${demo.id}`, { model: 'x' })).status).toBe(403);
  });
});

describe('messages', () => {
  let dead: number;
  beforeAll(async () => {
    // a bigserial id: PostgreSQL answers it as text
    dead = Number(await ctx.one<number | string>(sql`insert into interface_messages (direction, instrument_id, institution_id, message_type, control_id, status, attempts, raw, last_error, search_text)
      values ('out', ${demo.id}, ${demo.institution_id}, 'OML^O21', 'LP-DEAD-1', 'dead', 8, ${'MSH|^~\\&|LABPORTAL|LAB|DEMO-ANALYZER||20261126||OML^O21^OML_O21|LP-DEAD-1|P|2.5.1'}, 'connect ECONNREFUSED', 'lp-dead-1 oml^o21')
      returning id as v`));
  });

  it('lists what the caller may see, with counts of each status, and searches', async () => {
    const res = await ctx.call(ADMIN_A, 'GET', '/interfaces/messages?search=lp-dead-1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ id: dead, status: 'dead', attempts: 8, last_error: 'connect ECONNREFUSED', instrument_name: 'DEMO-ANALYZER' })]);
    expect(res.body.data[0].raw).toBeUndefined();
    expect(res.body.counts).toMatchObject({ dead: 1, pending: 0 });
    expect((await ctx.call(adminB, 'GET', '/interfaces/messages?search=lp-dead-1')).body.data).toEqual([]);
    expect((await ctx.call(LAB_A, 'GET', '/interfaces/messages')).status).toBe(403);
    expect((await ctx.call(ADMIN_A, 'GET', '/interfaces/messages?status=sent')).status).toBe(400);
  });

  it("finds a message by a prefix of its request's barcode, as the barcode changes, its letters' case alone too", async () => {
    const request = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${demo.institution_id} order by id desc limit 1`);
    const before = await ctx.one<string | null>(sql`select barcode_number as v from test_requests where id = ${request}`);
    const setBarcode = (barcode: string | null) => ctx.database.db.execute(sql`update test_requests set barcode_number = ${barcode} where id = ${request}`);
    await setBarcode('KIT-MQ-7301');
    // written after the barcode: the message takes it when it is logged (no instrument: the worklists stay as they are)
    const message = Number(await ctx.one<number | string>(sql`insert into interface_messages (direction, institution_id, test_request_id, message_type, control_id, status, raw)
      values ('out', ${demo.institution_id}, ${request}, 'OML^O21', 'LP-BC-1', 'delivered', 'MSH|') returning id as v`));
    const found = async (who: string, term: string) =>
      (await ctx.call(who, 'GET', `/interfaces/messages?search=${encodeURIComponent(term)}&limit=100`)).body.data.map((m: { id: number }) => m.id);
    for (const term of ['kit-mq-7', 'KIT-MQ-73', 'kit-mq-7301']) expect([term, await found(ADMIN_A, term)]).toEqual([term, [message]]);
    expect(await found(SUPER, 'KIT-MQ-7')).toEqual([message]);
    expect(await found(adminB, 'KIT-MQ-7')).toEqual([]);
    await setBarcode('kit-mq-7301');
    expect(await ctx.one<string>(sql`select request_barcode as v from interface_messages where id = ${message}`)).toBe('kit-mq-7301');
    await setBarcode('KIT-MR-1');
    expect(await found(ADMIN_A, 'kit-mq-7')).toEqual([]);
    expect(await found(ADMIN_A, 'KIT-MR-1')).toEqual([message]);
    await setBarcode(before);
  });

  it('shows one raw message and audits the view', async () => {
    const res = await ctx.call(ADMIN_A, 'GET', `/interfaces/messages/${dead}`);
    expect(res.body.message.raw).toContain('LP-DEAD-1');
    await ctx.readAudit.flush();
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'interface_message.viewed' and entity_id = ${String(dead)}`)).toBe(1);
  });

  it('retries a dead message once (two clicks at once: one wins), then refuses to discard what is delivered', async () => {
    const [a, b] = await Promise.all([ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${dead}/retry`), ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${dead}/retry`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toEqual({ error: 'Only a dead message can be sent again' });
    const after = await ctx.call(ADMIN_A, 'GET', `/interfaces/messages/${dead}`);
    expect(after.body.message).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${dead}/discard`)).body.message.status).toBe('discarded');
    expect((await ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${dead}/discard`)).body).toEqual({ error: 'Only a pending or dead message can be discarded' });
    expect(await ctx.count(sql`select count(*) as v from audit_log where action in ('interface_message.retried', 'interface_message.discarded') and entity_id = ${String(dead)}`)).toBe(2);
  });

  it("keeps each status tile equal to the log: an institution's own, everyone's with the messages of no institution", async () => {
    const tiles = async (who: string) => (await ctx.call(who, 'GET', '/interfaces/messages?limit=1')).body.counts as Record<string, number>;
    const [ownBefore, allBefore, otherBefore] = [await tiles(ADMIN_A), await tiles(SUPER), await tiles(adminB)];
    const logged = (instrument: number | null, institution: number | null, control: string) => ctx.one<number | string>(sql`insert into interface_messages
      (direction, instrument_id, institution_id, message_type, control_id, status, attempts, raw) values ('out', ${instrument}, ${institution}, 'OML^O21', ${control}, 'dead', 8, 'MSH|') returning id as v`);
    const own = Number(await logged(demo.id, demo.institution_id, 'LP-TILE-1'));
    await logged(null, null, 'LP-TILE-2');
    expect((await tiles(ADMIN_A)).dead).toBe(ownBefore.dead + 1);
    expect((await tiles(SUPER)).dead).toBe(allBefore.dead + 2);
    expect(await tiles(adminB)).toEqual(otherBefore);
    expect((await ctx.call(ADMIN_A, 'POST', `/interfaces/messages/${own}/retry`)).status).toBe(200);
    expect(await tiles(ADMIN_A)).toMatchObject({ dead: ownBefore.dead, pending: ownBefore.pending + 1 });
    expect(await tiles(SUPER)).toMatchObject({ dead: allBefore.dead + 1, pending: allBefore.pending + 1 });
    await ctx.database.db.execute(sql`delete from interface_messages where control_id like 'LP-TILE-%'`);
    expect([await tiles(ADMIN_A), await tiles(SUPER)]).toEqual([ownBefore, allBefore]);
    // whatever moved them, the kept counts are the log's, each institution's and everyone's (0)
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await rowsOf(sql`select institution_id, status, sum(entries)::int as n from interface_message_counts group by 1, 2 having sum(entries) <> 0 order by 1, 2`)).toEqual(
      await rowsOf(sql`select k.i as institution_id, status, count(*)::int as n from interface_messages
        cross join lateral (values (institution_id), (0)) k(i) where k.i is not null group by 1, 2 order by 1, 2`),
    );
  });
});

describe('worklist', () => {
  it("shows the lab's requests for the instrument by state, and finds a scanned barcode", async () => {
    const res = await ctx.call(LAB_A, 'GET', `/interfaces/instruments/${demo.id}/worklist`);
    expect(res.status).toBe(200);
    expect(res.body.counts.waiting).toBeGreaterThan(0);
    const entry = res.body.data.find((e: { barcode: string | null }) => e.barcode);
    const scanned = await ctx.call(LAB_A, 'GET', `/interfaces/instruments/${demo.id}/worklist?barcode=${encodeURIComponent(entry.barcode)}`);
    expect(scanned.body.data).toEqual([expect.objectContaining({ test_request_id: entry.test_request_id, state: 'waiting' })]);
    expect((await ctx.call(CLINICIAN, 'GET', `/interfaces/instruments/${demo.id}/worklist`)).status).toBe(403);
    // the lab user picks the instrument from the list; a clinician reads neither
    expect((await ctx.call(LAB_A, 'GET', '/interfaces/instruments')).body.data.map((i: { name: string }) => i.name)).toEqual(['CHEM-2', 'DEMO-ANALYZER']);
    expect((await ctx.call(CLINICIAN, 'GET', '/interfaces/instruments')).status).toBe(403);
  });
});
