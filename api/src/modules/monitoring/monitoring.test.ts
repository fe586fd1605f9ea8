import { UPCOMING_REMINDER_DAYS } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { createAppOn, createTestContext, type TestApp, type TestContext } from '../../test/test-app';
import { notificationHealth, TRANSPORT_CHECKS_SHARED_FOR_MS, type MonitoringDeps } from './service';

let ctx: TestContext;
let catcher: SmtpCatcher;
let twilio: FakeTwilio;
const SUPER = 'superadmin@demo.lab';

beforeAll(async () => {
  [catcher, twilio] = await Promise.all([startSmtpCatcher(), startFakeTwilio()]);
  ctx = await createTestContext({ smtpUrl: catcher.url, timeZone: 'Europe/London' });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([catcher.close(), twilio.close()]);
});

const get = async (app: TestApp, url: string) => {
  const res = await app.app.inject({ method: 'GET', url: `/api${url}`, headers: await app.authAs(SUPER) });
  return { status: res.statusCode, body: res.json() };
};

describe('cron monitoring', () => {
  it('is the super_admin’s alone', async () => {
    for (const email of ['instadmin@demo.lab', 'clinician@demo.lab', 'clientadmin@demo.lab']) {
      for (const url of ['/cron/scheduler-status', '/cron/upcoming-reminders?days=7', '/cron/notification-health']) {
        expect((await ctx.call(email, 'GET', url)).status).toBe(403);
      }
    }
  });

  it('lists the open requests due in the next 7 days, the soonest first, with their 7-day and 3-hour reminders', async () => {
    const [soon, later] = await ctx.database.db
      .execute(sql`select r.id from test_requests r where r.archived_at is null and r.status = 'pending' order by r.id limit 2`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows.map((row) => row.id));
    await ctx.database.db.execute(sql`update test_requests set expected_test_datetime = null`);
    await ctx.database.db.execute(sql`update test_requests set expected_test_datetime = now() + interval '2 days' where id = ${soon}`);
    await ctx.database.db.execute(sql`update test_requests set expected_test_datetime = now() + interval '8 days' where id = ${later}`);
    await ctx.schedule.forRequests(ctx.database.db, [soon, later]);

    const res = await ctx.call(SUPER, 'GET', `/cron/upcoming-reminders?days=${UPCOMING_REMINDER_DAYS}`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.days).toBe(7);
    const [upcoming] = res.body.data.reminders;
    expect(upcoming).toMatchObject({ testRequestId: soon, patientName: expect.any(String), institutionName: expect.any(String) });
    // the 7-day reminder was already past when the test was moved: never scheduled; the 3-hour one waits
    expect(upcoming.reminders.sevenDays).toEqual({ status: 'not_scheduled', willSend: false, timeUntilSend: null, scheduledFor: null });
    expect(upcoming.reminders.threeHours).toMatchObject({ status: 'scheduled', willSend: true });
    expect(upcoming.reminders.threeHours.timeUntilSend).toBeGreaterThan(44 * 60);
    expect(upcoming.reminders.threeHours.timeUntilSend).toBeLessThan(46 * 60);

    expect((await ctx.call(SUPER, 'GET', '/cron/upcoming-reminders?days=0')).status).toBe(400);
    expect((await ctx.call(SUPER, 'GET', '/cron/upcoming-reminders?days=abc')).status).toBe(400);
  });

  it('the scheduler status counts what waits, lists the soonest, and says stopped when no instance runs', async () => {
    const res = await ctx.call(SUPER, 'GET', '/cron/scheduler-status');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.totalJobs).toBe(await ctx.count(sql`select count(*) as v from scheduled_reminders where status = 'scheduled'`));
    expect(data.totalJobs).toBeGreaterThan(0);
    expect(data.schedulerEnabled).toBe(false);
    expect(data.systemStatus).toBe('stopped');
    expect(data.activeJobs[0]).toEqual({ name: expect.stringMatching(/^\w+ \((email|SMS)\)$/), testRequestId: expect.any(Number), scheduledFor: expect.any(String) });
    const times = data.activeJobs.map((j: { scheduledFor: string }) => j.scheduledFor);
    expect([...times].sort()).toEqual(times);
    expect(data.last24Hours).toEqual({ sent: expect.any(Number), failed: expect.any(Number), missed: expect.any(Number), unconfirmed: expect.any(Number) });
  });

  it('a running instance makes it running, with the instance listed', async () => {
    const running = await createAppOn(ctx.database, { scheduler: { enabled: true, intervalMs: 60_000, batchSize: 10, leaseMs: 600_000 } });
    try {
      await running.scheduler!.runOnce(); // main.ts's start() runs one at once
      const res = await get(running, '/cron/scheduler-status');
      expect(res.body.data).toMatchObject({ schedulerEnabled: true, systemStatus: 'running' });
      expect(res.body.data.instances[0]).toMatchObject({ instanceId: expect.any(String), lastError: null });
    } finally {
      await running.app.close();
    }
  });

  it('checks email over SMTP and the SMS provider for real, with the environment', async () => {
    const res = await ctx.call(SUPER, 'GET', '/cron/notification-health');
    expect(res.body.data).toEqual({
      overallHealth: 'degraded',
      services: {
        email: { isValid: true, message: `SMTP server 127.0.0.1:${catcher.port} is ready` },
        sms: { isValid: false, message: 'No SMS provider configured (SMS_PROVIDER): messages are recorded, not delivered' },
      },
      environment: { schedulerEnabled: false, timezone: 'Europe/London' },
    });

    const sms = { provider: 'twilio' as const, accountSid: 'AC123', authToken: 'secret', from: '+15005550006', apiUrl: twilio.url, timeoutMs: 2000 };
    const healthy = await createAppOn(ctx.database, { smtpUrl: catcher.url, sms });
    const broken = await createAppOn(ctx.database, { smtpUrl: 'smtp://127.0.0.1:1', sms });
    try {
      expect((await get(healthy, '/cron/notification-health')).body.data).toMatchObject({
        overallHealth: 'healthy',
        services: { sms: { isValid: true, message: 'SMS provider ready (account AC123, sending from +15005550006)' } },
      });
      expect(twilio.requests.at(-1)).toMatchObject({ method: 'GET', path: '/2010-04-01/Accounts/AC123.json' });
      twilio.answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      const down = (await get(broken, '/cron/notification-health')).body.data;
      expect(down.overallHealth).toBe('unhealthy');
      expect(down.services.email).toEqual({ isValid: false, message: expect.stringMatching(/^SMTP server 127\.0\.0\.1:1: .*ECONNREFUSED/) });
      expect(down.services.sms).toEqual({ isValid: false, message: 'The SMS provider refused the account: Authenticate' });
    } finally {
      await Promise.all([healthy.app.close(), broken.app.close()]);
    }
  });
});

describe('the transports’ health check', () => {
  it('is shared for a minute: dashboards and monitoring pages opened meanwhile do not check SMTP again', async () => {
    const checks = { email: 0, sms: 0 };
    const deps: MonitoringDeps = {
      db: ctx.database.db,
      clock: { now: () => new Date() },
      mailer: { send: jest.fn(), check: async () => (checks.email++, { isValid: true, message: 'SMTP server ready' }) },
      sms: { transport: 'test', send: jest.fn(), check: async () => (checks.sms++, { isValid: false, message: 'No SMS provider' }) },
      schedulerEnabled: false,
      timeZone: 'Europe/London',
    };
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      const answers = await Promise.all([notificationHealth(deps), notificationHealth(deps)]);
      expect(answers[0]).toEqual(answers[1]);
      now.mockReturnValue(start + TRANSPORT_CHECKS_SHARED_FOR_MS - 1);
      expect((await notificationHealth(deps)).overallHealth).toBe('degraded');
      expect(checks).toEqual({ email: 1, sms: 1 });
      now.mockReturnValue(start + TRANSPORT_CHECKS_SHARED_FOR_MS);
      await notificationHealth(deps);
      expect(checks).toEqual({ email: 2, sms: 2 });
    } finally {
      now.mockRestore();
    }
  });
});
