// POST /tests/requests/batch: the tests of one order are created together or not at all, each
// checked as a single POST checks it. Two identical orders at once race for real on PostgreSQL
// (DATABASE_URL); PGlite runs them one after the other, and the answers must be the same.
import { MAX_TESTS_PER_ORDER, TEST_REQUEST_MESSAGES as M, type TestRequestPayload } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { fingerprint } from '../../test/fingerprint';
import { createTestContext, type TestContext } from '../../test/test-app';
import { freshBarcode, validOrderOf } from './order-test-kit';

let ctx: TestContext;
let A: number;
let B: number;
let clinicianA: number;
let valid: TestRequestPayload;
let patientOfB: number;

const ADMIN_A = 'instadmin@demo.lab';
const count = (query: SQL) => ctx.count(query);
const send = (email: string, tests: unknown) => ctx.call(email, 'POST', '/tests/requests/batch', { tests });
/** One test of A's valid order, with a barcode of its own. */
const test = (overrides: Partial<TestRequestPayload> = {}): TestRequestPayload => ({ ...valid, barcode_number: freshBarcode('ORDER'), ...overrides });
const requestsWith = (barcodes: (string | null | undefined)[]) => count(sql`select count(*) as v from test_requests where barcode_number in (${sql.join(barcodes.map((b) => sql`${b}`), sql`, `)})`);

beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
  clinicianA = await ctx.one<number>(sql`select id as v from users where email = 'clinician@demo.lab'`);
  valid = await validOrderOf(ctx, A, clinicianA);
  patientOfB = await ctx.one<number>(sql`select patient_id as v from patient_institutions where institution_id = ${B}
    and patient_id not in (select patient_id from patient_institutions where institution_id = ${A}) order by patient_id limit 1`);
});
afterAll(() => ctx.close());

/** Sends `tests` as `email` and asserts the order was refused with `status` and `error`, and that no row of any table changed. */
async function expectRefusedWithoutChange(email: string, tests: unknown, status: number, error: string) {
  // signed in first: a sign-in writes its session and audit row, and is not what is under test
  await ctx.call(email, 'GET', '/auth/profile');
  const before = await fingerprint(ctx.database.db);
  const answer = await send(email, tests);
  expect(answer).toEqual({ status, body: { error } });
  expect(await fingerprint(ctx.database.db)).toEqual(before);
}

describe('POST /tests/requests/batch', () => {
  it('creates every test of the order, in order, each audited as a single create is', async () => {
    const tests = [test({ priority: 'urgent' }), test({ notes: 'Second sample' }), test()];
    const { status, body } = await send(ADMIN_A, tests);
    expect(status).toBe(201);
    expect(body.requests.map((r: { barcode_number: string }) => r.barcode_number)).toEqual(tests.map((t) => t.barcode_number));
    expect(body.requests[0]).toMatchObject({ status: 'pending', priority: 'urgent', institution_id: A, patient_id: valid.patient_id, marker_ids: valid.marker_ids });
    expect(body.requests[1].notes).toBe('Second sample');
    const ids = body.requests.map((r: { id: number }) => String(r.id));
    expect(await count(sql`select count(*) as v from audit_log where action = 'test_request.created' and entity_id in (${sql.join(ids.map((id: string) => sql`${id}`), sql`, `)})`)).toBe(3);
  });

  it('creates nothing when one test is refused, and names that test', async () => {
    const taken = await ctx.one<string>(sql`select barcode_number as v from test_requests where barcode_number is not null order by id limit 1`);
    await expectRefusedWithoutChange(ADMIN_A, [test(), test({ barcode_number: taken })], 409, M.orderTestFailed(2, M.barcodeTaken));
    await expectRefusedWithoutChange(ADMIN_A, [test(), test(), test({ sample_type: null })], 400, M.orderTestFailed(3, M.sampleTypeRequired));
    await expectRefusedWithoutChange(ADMIN_A, [test(), test({ expected_test_datetime: '2001-01-01' })], 400, M.orderTestFailed(2, M.expectedDateTooEarly));
    // the body's schema names the test too
    await expectRefusedWithoutChange(ADMIN_A, [test(), { ...test(), sample_type: 'serum' }], 400, 'Invalid request: Test 2: sample_type must be integer,null');
    await expectRefusedWithoutChange(ADMIN_A, [test(), { ...test(), device_selections: [{ device_id: 1, quantity: 99 }] }], 400, 'Invalid request: Test 2: device_selections/0/quantity must be <= 10');
  });

  it('counts rows before and after: a refused second test leaves the first uncreated', async () => {
    const first = test();
    const before = await count(sql`select count(*) as v from test_requests`);
    const { status } = await send(ADMIN_A, [first, { ...test(), patient_id: patientOfB }]);
    expect(status).toBe(400);
    expect(await count(sql`select count(*) as v from test_requests`)).toBe(before);
    expect(await requestsWith([first.barcode_number])).toBe(0);
    // the same first test alone is accepted: it was refused for its companion only
    expect((await send(ADMIN_A, [first])).status).toBe(201);
  });

  it('refuses a barcode given to two tests of the order before touching the database', async () => {
    const barcode = freshBarcode('TWICE');
    await expectRefusedWithoutChange(ADMIN_A, [test({ barcode_number: barcode }), test(), test({ barcode_number: ` ${barcode} ` })], 400, M.orderTestFailed(3, M.barcodeRepeated(barcode)));
  });

  it("keeps every test inside the caller's institutions", async () => {
    await expectRefusedWithoutChange(ADMIN_A, [test(), test({ patient_id: patientOfB })], 400, M.orderTestFailed(2, M.patientNotFound));
    await expectRefusedWithoutChange(ADMIN_A, [test({ institution_id: B })], 400, M.orderTestFailed(1, 'Institution not found'));
    // B's admin may order, but not for A's patient, neither in A nor in B
    await expectRefusedWithoutChange('instadmin.b@demo.lab', [test({ institution_id: A })], 400, M.orderTestFailed(1, 'Institution not found'));
    const { institution_id: _a, ...inOwnInstitution } = test();
    await expectRefusedWithoutChange('instadmin.b@demo.lab', [inOwnInstitution], 400, M.orderTestFailed(1, M.patientNotFound));
  });

  it('orders as the clinician signed in, whoever each test names', async () => {
    const someoneElse = await ctx.one<number>(sql`select id as v from users where role = 'clinician' and institution_id = ${A} and id <> ${clinicianA} and is_active limit 1`);
    const { status, body } = await send('clinician@demo.lab', [test({ clinician_id: someoneElse }), test({ clinician_id: null })]);
    expect(status).toBe(201);
    expect(body.requests.map((r: { clinician_id: number }) => r.clinician_id)).toEqual([clinicianA, clinicianA]);
  });

  it('is closed to roles that do not order tests', async () => {
    await expectRefusedWithoutChange('labuser@demo.lab', [test()], 403, M.accessDenied);
    expect((await send('fulfillment@demo.lab', [test()])).status).toBe(403);
  });

  it(`holds 1 to ${MAX_TESTS_PER_ORDER} tests`, async () => {
    await expectRefusedWithoutChange(ADMIN_A, [], 400, `Invalid request: ${M.orderEmpty}`);
    await expectRefusedWithoutChange(ADMIN_A, Array.from({ length: MAX_TESTS_PER_ORDER + 1 }, () => test()), 400, `Invalid request: ${M.orderTooLarge(MAX_TESTS_PER_ORDER)}`);
    await expectRefusedWithoutChange(ADMIN_A, Array.from({ length: 1000 }, () => test()), 400, `Invalid request: ${M.orderTooLarge(MAX_TESTS_PER_ORDER)}`);
    const most = Array.from({ length: MAX_TESTS_PER_ORDER }, () => test());
    expect((await send(ADMIN_A, most)).status).toBe(201);
    expect(await requestsWith(most.map((t) => t.barcode_number))).toBe(MAX_TESTS_PER_ORDER);
  });
});

describe('the same order twice', () => {
  it('answers a repeated order (every key known) with the requests the first call made', async () => {
    const tests = [test({ idempotency_key: `order-${Date.now()}-a` }), test({ idempotency_key: `order-${Date.now()}-b` })];
    const first = await send(ADMIN_A, tests);
    const again = await send(ADMIN_A, tests);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.requests.map((r: { id: number }) => r.id)).toEqual(first.body.requests.map((r: { id: number }) => r.id));
    // an order repeating one known test with a new one is not a repeat: nothing new is made
    await expectRefusedWithoutChange(ADMIN_A, [tests[0], test({ idempotency_key: `order-${Date.now()}-c` })], 409, M.orderTestFailed(1, M.barcodeTaken));
  });

  it('refuses a key given to two tests of the order, or already used for another test', async () => {
    const key = `twice-${Date.now()}`;
    await expectRefusedWithoutChange(ADMIN_A, [test({ idempotency_key: key }), test({ idempotency_key: key })], 409, M.orderTestFailed(2, M.idempotencyKeyUsed));
    expect((await ctx.call(ADMIN_A, 'POST', '/tests/requests', test({ idempotency_key: key }))).status).toBe(201);
    await expectRefusedWithoutChange(ADMIN_A, [test(), test({ idempotency_key: key })], 409, M.orderTestFailed(2, M.idempotencyKeyUsed));
  });

  it('makes one order of two identical orders sent at once: one 201, one 409, no half order', async () => {
    const tests = [test(), test()];
    const headers = await ctx.authAs(ADMIN_A);
    const answers = await Promise.all([0, 1].map(() => ctx.app.inject({ method: 'POST', url: '/api/tests/requests/batch', headers, payload: { tests } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error).toBe(M.orderTestFailed(1, M.barcodeTaken));
    expect(await requestsWith(tests.map((t) => t.barcode_number))).toBe(2);
  });

  it('answers both of two identical keyed orders sent at once with the one order', async () => {
    const stamp = Date.now();
    const tests = [test({ idempotency_key: `race-${stamp}-a` }), test({ idempotency_key: `race-${stamp}-b` })];
    const headers = await ctx.authAs(ADMIN_A);
    const answers = await Promise.all([0, 1].map(() => ctx.app.inject({ method: 'POST', url: '/api/tests/requests/batch', headers, payload: { tests } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [x, y] = answers.map((a) => a.json().requests.map((r: { id: number }) => r.id));
    expect(x).toEqual(y);
    expect(await requestsWith(tests.map((t) => t.barcode_number))).toBe(2);
  });
});
