import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;

const call: TestContext['call'] = (...args) => ctx.call(...args);
const count = (query: ReturnType<typeof sql>) => ctx.count(query);
const cancel = (user: string, id: number, message = 'Your test is cancelled: we will call you.') => call(user, 'POST', `/tests/requests/${id}/cancel`, { message });

/** The n-th pending request of an institution whose patient has an email and a phone. */
const pendingOf = (institution: number, n = 0) =>
  ctx.one<number>(sql`select tr.id as v from test_requests tr join patients p on p.id = tr.patient_id
    where tr.institution_id = ${institution} and tr.status = 'pending' and tr.archived_at is null and p.email is not null and p.phone is not null
    order by tr.id offset ${n} limit 1`);
const statusOf = (id: number) => ctx.one<string>(sql`select status as v from test_requests where id = ${id}`);
const logsOf = (id: number, status: string) => count(sql`select count(*) as v from notification_logs where test_request_id = ${id} and delivery_status = ${status}`);

beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

describe('POST /tests/requests/{id}/cancel: notify the patient, then cancel, in one call', () => {
  it('tells the patient by email and SMS, then cancels, and answers the cancelled request', async () => {
    const id = await pendingOf(A);
    const smsBefore = ctx.sms.sent.length;
    const logsBefore = await logsOf(id, 'recorded');
    const { status, body } = await cancel('clinician@demo.lab', id);
    expect(status).toBe(200);
    // no carrier is configured here: the notice is recorded, and the answer does not call it sent
    expect(body).toMatchObject({ success: true, message: 'Notification recorded, not delivered: no email and SMS transport is configured', request: { id, status: 'cancelled' } });
    expect(await statusOf(id)).toBe('cancelled');
    expect((await logsOf(id, 'recorded')) - logsBefore).toBe(2);
    expect(ctx.sms.sent.length - smsBefore).toBe(1);
    expect(await count(sql`select count(*) as v from audit_log where action = 'test_request.status_changed' and entity_id = ${String(id)} and details->>'to' = 'cancelled'`)).toBe(1);
  });

  it('lets a lab_user, who may cancel but not send other messages, send the cancellation notice', async () => {
    const id = await pendingOf(A, 1);
    const { status, body } = await cancel('labuser@demo.lab', id);
    expect(status).toBe(200);
    expect(body.request.status).toBe('cancelled');
  });

  it('cancels nothing when every channel failed, and keeps the failed log rows', async () => {
    const id = await pendingOf(A, 2);
    const patient = await ctx.one<number>(sql`select patient_id as v from test_requests where id = ${id}`);
    await ctx.database.db.execute(sql`update patients set email = null, phone = null where id = ${patient}`);
    const failedBefore = await logsOf(id, 'failed');
    const { status, body } = await cancel('clinician@demo.lab', id);
    expect(status).toBe(422);
    expect(body.error).toBe('Failed to send notification: The patient has no email address; The patient has no phone number');
    expect(await statusOf(id)).toBe('pending');
    expect((await logsOf(id, 'failed')) - failedBefore).toBe(2);
  });

  it('refuses an empty message, a closed request and another institution, sending nothing', async () => {
    const id = await pendingOf(A, 3);
    const smsBefore = ctx.sms.sent.length;
    const outboundTaken = () => count(sql`select coalesce(sum(hits), 0) as v from rate_limits where key like 'out:%'`);
    const takenBefore = await outboundTaken();
    expect(await cancel('clinician@demo.lab', id, '   ')).toEqual({ status: 400, body: { error: M.messageRequired } });
    // refused before it took a place in the outbound limit
    expect(await outboundTaken()).toBe(takenBefore);
    const completed = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${A} and status = 'completed' and archived_at is null order by id limit 1`);
    expect((await cancel('clinician@demo.lab', completed)).status).toBe(409);
    expect((await cancel('instadmin@demo.lab', await pendingOf(B))).status).toBe(404);
    // client_admin orders tests but may not cancel them
    expect((await cancel('clientadmin@demo.lab', id)).status).toBe(403);
    expect(ctx.sms.sent.length).toBe(smsBefore);
    expect(await statusOf(id)).toBe('pending');
  });

  it('of two cancels at once, one tells the patient and cancels; the other changes and sends nothing', async () => {
    const id = await pendingOf(A, 4);
    const smsBefore = ctx.sms.sent.length;
    const logsBefore = await logsOf(id, 'recorded');
    const answers = await Promise.all([cancel('clinician@demo.lab', id), cancel('instadmin@demo.lab', id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(ctx.sms.sent.length - smsBefore).toBe(1);
    expect((await logsOf(id, 'recorded')) - logsBefore).toBe(2);
  });
});
