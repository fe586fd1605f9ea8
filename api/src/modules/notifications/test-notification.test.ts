import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { createAppOn, createTestContext, type TestApp, type TestContext } from '../../test/test-app';
import { TEST_EMAIL_SUBJECT } from './test-notification';

let catcher: SmtpCatcher;
let twilio: FakeTwilio;
let ctx: TestContext;
/** The same database, its mail going to a port nothing listens on. */
let brokenSmtp: TestApp;
/** The same database, its SMS going to the fake Twilio. */
let withTwilio: TestApp;
beforeAll(async () => {
  [catcher, twilio] = await Promise.all([startSmtpCatcher(), startFakeTwilio()]);
  ctx = await createTestContext({ smtpUrl: catcher.url });
  brokenSmtp = await createAppOn(ctx.database, { smtpUrl: 'smtp://127.0.0.1:1' });
  withTwilio = await createAppOn(ctx.database, {
    sms: { provider: 'twilio', accountSid: 'AC00000000000000000000000000000001', authToken: 'token', from: '+15005550006', apiUrl: twilio.url, timeoutMs: 2000 },
    // Twilio's test numbers are American: this portal serves the US too
    smsCountries: ['GB', 'US'],
  });
});
afterAll(async () => {
  await Promise.all([brokenSmtp?.app.close(), withTwilio?.app.close()]);
  await ctx?.close();
  await Promise.all([catcher?.close(), twilio?.close()]);
});

const SUPER = 'superadmin@demo.lab';
const ADMIN = 'instadmin.b@demo.lab';

const send = (email: string, payload: object, app: TestApp = ctx) =>
  app.authAs(email).then(async (headers) => {
    const res = await app.app.inject({ method: 'POST', url: '/api/cms/test-notification', headers, payload });
    return { status: res.statusCode, body: res.json() };
  });

interface LogRow {
  id: number;
  institution_id: number | null;
  message_type: string;
  notification_type: string;
  recipient_type: string;
  recipient_email: string | null;
  recipient_phone: string | null;
  subject: string | null;
  delivery_status: string;
  error_message: string | null;
  triggered_by_type: string;
  triggered_by_user_id: number;
}
const lastLog = async () => (await queryRows<LogRow>(ctx.database.db, sql`select * from notification_logs order by id desc limit 1`))[0];
const lastAudit = async () => (await queryRows<{ action: string; entity_id: string; actor_email: string }>(ctx.database.db, sql`select * from audit_log order by id desc limit 1`))[0];
const logCount = () => ctx.count(sql`select count(*) as v from notification_logs`);
const userId = (email: string) => ctx.count(sql`select id as v from users where email = ${email}`);

describe('POST /cms/test-notification by email', () => {
  it('sends a real message through SMTP and logs it as a sent test, with an audit row', async () => {
    const res = await send(SUPER, { notification_type: 'email', test_email: ' qa.inbox@example.org ' });
    expect(res).toEqual({ status: 200, body: { success: true, message: '✅ Test email sent successfully to qa.inbox@example.org' } });

    const mail = catcher.mails.at(-1)!;
    expect(mail).toMatchObject({ to: ['qa.inbox@example.org'], subject: TEST_EMAIL_SUBJECT, from: '"Lab Portal" <no-reply@lab-portal.local>' });
    expect(mail.text).toContain('This is a test email from the Lab Portal.');
    expect(mail.text).toContain('Sarah Mitchell (superadmin@demo.lab)');

    const log = await lastLog();
    expect(log).toMatchObject({
      institution_id: null,
      message_type: 'test',
      notification_type: 'email',
      recipient_type: 'staff',
      recipient_email: 'qa.inbox@example.org',
      recipient_phone: null,
      subject: TEST_EMAIL_SUBJECT,
      delivery_status: 'sent',
      error_message: null,
      triggered_by_type: 'manual',
      triggered_by_user_id: await userId(SUPER),
    });
    expect(await lastAudit()).toMatchObject({ action: 'notification.test_sent', entity_id: String(log.id), actor_email: SUPER });
    const listed = await ctx.call(SUPER, 'GET', '/cms/notification-logs?message_type=test');
    expect(listed.body.notifications[0]).toMatchObject({ id: log.id, triggered_by_name: 'Sarah', triggered_by_lastname: 'Mitchell', institution_name: null });
  });

  it("logs an institution_admin's test in their institution, where they see it", async () => {
    expect((await send(ADMIN, { notification_type: 'email', test_email: 'desk@riverside.example' })).status).toBe(200);
    const log = await lastLog();
    expect(log.institution_id).toBe(await ctx.count(sql`select institution_id as v from users where email = ${ADMIN}`));
    const listed = await ctx.call(ADMIN, 'GET', '/cms/notification-logs?message_type=test');
    expect(listed.body.notifications.map((n: { id: number }) => n.id)).toEqual([log.id]); // not the super_admin's
    expect((await ctx.call(ADMIN, 'GET', '/cms/notification-stats')).body.total_notifications).toBeGreaterThan(0);
  });

  it('refuses an empty or malformed address, sending and logging nothing', async () => {
    const before = { mails: catcher.mails.length, logs: await logCount() };
    for (const test_email of [undefined, '', '   ', 'not-an-address', 'a@b']) {
      expect(await send(SUPER, { notification_type: 'email', test_email })).toEqual({ status: 400, body: { error: 'Please enter a valid email address' } });
    }
    expect({ mails: catcher.mails.length, logs: await logCount() }).toEqual(before);
  });

  it("answers 502 with the SMTP server's reason when it cannot deliver, and logs the failure", async () => {
    const res = await send(SUPER, { notification_type: 'email', test_email: 'qa.inbox@example.org' }, brokenSmtp);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatch(/ECONNREFUSED/);
    expect(res.body.error).not.toMatch(/^Mail delivery failed/); // the UI writes its own prefix
    expect(await lastLog()).toMatchObject({ message_type: 'test', delivery_status: 'failed', error_message: res.body.error, recipient_email: 'qa.inbox@example.org' });
    expect((await lastAudit()).action).toBe('notification.test_failed');
  });
});

describe('POST /cms/test-notification by SMS', () => {
  it('sends to a number with its country code, in + and digits form', async () => {
    const res = await send(SUPER, { notification_type: 'sms', test_phone: '+44 7700 900123' });
    // no SMS provider is configured here: the message is recorded, and nothing calls it sent
    expect(res).toEqual({ status: 200, body: { success: true, message: 'Test SMS to +447700900123 recorded, not delivered: no SMS provider is configured (SMS_PROVIDER)' } });
    expect(ctx.sms.sent.at(-1)).toMatchObject({ to: '+447700900123', body: expect.stringContaining('Lab Portal test SMS') });
    expect(await lastLog()).toMatchObject({ notification_type: 'sms', recipient_phone: '+447700900123', recipient_email: null, subject: null, delivery_status: 'recorded' });
  });

  it('refuses an empty number or one without its country code', async () => {
    const before = await logCount();
    for (const test_phone of [undefined, '', '07700 900123', '+44 77x0', '12345']) {
      expect(await send(SUPER, { notification_type: 'sms', test_phone })).toEqual({ status: 400, body: { error: 'Please enter a valid phone number' } });
    }
    expect(await logCount()).toBe(before);
  });

  it('goes through the configured Twilio-compatible provider; its refusal is a 502 and a failed log row', async () => {
    twilio.answer(201, null);
    expect((await send(ADMIN, { notification_type: 'sms', test_phone: '+15005550009' }, withTwilio)).status).toBe(200);
    expect(twilio.requests.at(-1)).toMatchObject({ path: '/2010-04-01/Accounts/AC00000000000000000000000000000001/Messages.json', form: { To: '+15005550009', From: '+15005550006' } });
    expect(await lastLog()).toMatchObject({ notification_type: 'sms', delivery_status: 'sent' });

    twilio.answer(400, { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number.", status: 400 });
    const refused = await send(ADMIN, { notification_type: 'sms', test_phone: '+15005550001' }, withTwilio);
    expect(refused).toEqual({ status: 502, body: { error: "The 'To' number +15005550001 is not a valid phone number." } });
    expect(await lastLog()).toMatchObject({ delivery_status: 'failed', error_message: "The 'To' number +15005550001 is not a valid phone number.", recipient_phone: '+15005550001' });
  });
});

describe('who may send test notifications', () => {
  it('refuses anyone without the Test Notifications tab', async () => {
    const before = await logCount();
    // an institution_admin whose own permission list has cms without cms_notification_logs
    await ctx.setPermissions('instadmin@demo.lab', ['dashboard', 'cms', 'cms_markers']);
    for (const email of ['clinician@demo.lab', 'clientadmin@demo.lab', 'instadmin@demo.lab']) {
      expect((await send(email, { notification_type: 'email', test_email: 'qa.inbox@example.org' })).status).toBe(403);
    }
    expect(await logCount()).toBe(before);
    expect((await send(SUPER, { notification_type: 'fax', test_email: 'qa.inbox@example.org' })).status).toBe(400);
  });
});
