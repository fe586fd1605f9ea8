import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Database, Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import { createMailer } from '../../platform/mail';
import { RecordingSmsSender } from '../../platform/sms';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { createTestContext, type TestContext } from '../../test/test-app';
import { ReminderScheduler, UNCONFIRMED_REASON, type SchedulerOptions } from './scheduler';

// The scheduler against a real database (PGlite in a plain `pnpm test` and in CI's background
// lane; PostgreSQL with DATABASE_URL set, as CI's `pnpm test` runs it, where the two instances
// have a connection pool each), a real SMTP server and the recording SMS sender. Each test makes
// its own rule through the API, over requests of its own.
let ctx: TestContext;
let catcher: SmtpCatcher;
let second: Database | null = null;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The schedulers' clock: moved by each test. */
const clock: Clock & { at: Date } = { at: new Date(), now() { return this.at; } };
const MINUTE = 60_000;

function schedulerOn(db: Db, options: Partial<SchedulerOptions> = {}) {
  const sms = new RecordingSmsSender();
  const scheduler = new ReminderScheduler({
    db,
    clock,
    mailer: createMailer({ db, smtpUrl: catcher.url, from: 'Lab Portal <no-reply@lab-portal.local>', log: silent }),
    sms,
    serverTimeZone: 'UTC',
    intervalMs: 1000,
    batchSize: 10,
    leaseMs: 5 * MINUTE,
    log: silent,
    ...options,
  });
  return { scheduler, sms };
}

const rows = <T,>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.database.db, query);

/** `n` open requests (not used by another test) whose patient has an email and a phone, moved to `expected`. */
const taken = new Set<number>();
async function requestsAt(n: number, expected: Date): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`
    select r.id from test_requests r join patients p on p.id = r.patient_id
    where r.archived_at is null and r.status in ('pending', 'approved', 'fulfilled', 'in_progress') and p.archived_at is null
      and p.email is not null and p.phone is not null
      and not (r.id = any(${`{${[...taken].join(',')}}`}::int[]))
    order by r.id limit ${n}`);
  const ids = found.map((r) => r.id);
  ids.forEach((id) => taken.add(id));
  await ctx.database.db.execute(sql`update test_requests set expected_test_datetime = ${expected.toISOString()}::timestamptz where id = any(${`{${ids.join(',')}}`}::int[])`);
  return ids;
}

async function createRule(type: string, value: number, unit: string, channels = 'email,sms', extra: object = {}) {
  const res = await ctx.call('superadmin@demo.lab', 'POST', '/cms/reminder-configs', {
    reminder_type: type,
    time_value: value,
    time_unit: unit,
    notification_channels: channels,
    subject_template: 'Your {test_name} at {institution_name}',
    message_template_email: 'Dear {patient_name},\n\nYour {test_name} is on {test_date} at {test_time}.',
    message_template_sms: 'Reminder: {test_name} on {test_date} at {test_time}.',
    ...extra,
  });
  expect(res.status).toBe(201);
}

/** The rule's reminders (of these requests only, when given). */
const remindersOf = async (type: string, requests?: number[]) =>
  (
    await rows<{ id: number; test_request_id: number; channel: string; status: string; error_message: string | null }>(
      sql`select id, test_request_id, channel, status, error_message from scheduled_reminders where reminder_type = ${type} order by id`,
    )
  ).filter((r) => !requests || requests.includes(r.test_request_id));
const mailsOf = (ids: number[]) => catcher.mails.filter((m) => ids.some((id) => m.messageId === `reminder-${id}@lab-portal`));

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  ctx = await createTestContext();
  // the demo's presets, requests and reminders stay out of the way: only the tests' requests have a test ahead
  await ctx.database.db.execute(sql`update reminder_configs set is_active = false`);
  await ctx.database.db.execute(sql`update scheduled_reminders set status = 'cancelled' where status = 'scheduled'`);
  await ctx.database.db.execute(sql`update test_requests set expected_test_datetime = null`);
  second = ctx.database.reopen ? await ctx.database.reopen() : null;
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx.close();
  await catcher.close();
});

describe('two scheduler instances at once', () => {
  it('send each of a few hundred due reminders exactly once, each with one notification log', async () => {
    const now = new Date();
    const ids = await requestsAt(150, new Date(now.getTime() + 31 * MINUTE));
    expect(ids.length).toBeGreaterThanOrEqual(100);
    await createRule('30_minutes_before', 30, 'minutes');
    const due = await remindersOf('30_minutes_before');
    expect(due).toHaveLength(ids.length * 2);
    expect(due.every((r) => r.status === 'scheduled')).toBe(true);

    clock.at = new Date(now.getTime() + 2 * MINUTE); // a minute after they fell due
    const a = schedulerOn(ctx.database.db);
    const b = schedulerOn(second?.db ?? ctx.database.db);
    const [ra, rb] = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce()]);

    const after = await remindersOf('30_minutes_before');
    expect(after.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(ra.sent + rb.sent).toBe(due.length);
    // both took part: their claims interleaved, none overlapped
    expect(ra.sent).toBeGreaterThan(0);
    expect(rb.sent).toBeGreaterThan(0);
    // every email arrived once, under its reminder's Message-ID
    const emails = after.filter((r) => r.channel === 'email').map((r) => r.id);
    const caught = mailsOf(emails);
    expect(caught).toHaveLength(emails.length);
    expect(new Set(caught.map((m) => m.messageId)).size).toBe(emails.length);
    // every SMS once
    expect(a.sms.sent.length + b.sms.sent.length).toBe(after.length - emails.length);
    const logs = await rows<{ scheduled_reminder_id: number; delivery_status: string; triggered_by_type: string }>(
      sql`select scheduled_reminder_id, delivery_status, triggered_by_type from notification_logs where scheduled_reminder_id = any(${`{${after.map((r) => r.id).join(',')}}`}::int[])`,
    );
    expect(logs).toHaveLength(after.length);
    expect(new Set(logs.map((l) => l.scheduled_reminder_id)).size).toBe(after.length);
    // mail goes through the test's SMTP server (sent); with no SMS provider a text is recorded, not sent
    const delivery = await queryRows<{ scheduled_reminder_id: number; channel: string }>(ctx.database.db, sql`select id as scheduled_reminder_id, channel from scheduled_reminders where id = any(${`{${after.map((r) => r.id).join(',')}}`}::int[])`);
    const channelOf = new Map(delivery.map((d) => [d.scheduled_reminder_id, d.channel]));
    expect(logs.every((l) => l.delivery_status === (channelOf.get(l.scheduled_reminder_id) === 'email' ? 'sent' : 'recorded') && l.triggered_by_type === 'system')).toBe(true);
    // and a second pass finds nothing left to send
    const again = await a.scheduler.runOnce();
    expect(again.sent).toBe(0);
    expect(catcher.mails.length).toBeGreaterThanOrEqual(emails.length);
    expect(mailsOf(emails)).toHaveLength(emails.length);
  }, 120_000);
});

describe('a crash between sending and marking', () => {
  it('leaves the reminder unconfirmed after the lease, and a restart never sends it again', async () => {
    const now = new Date();
    const [id] = await requestsAt(1, new Date(now.getTime() + 2 * 3600_000 + 10 * MINUTE));
    await createRule('2_hours_before', 2, 'hours', 'email');
    const [reminder] = await remindersOf('2_hours_before');
    expect(reminder.test_request_id).toBe(id);

    clock.at = new Date(now.getTime() + 11 * MINUTE);
    const dying = schedulerOn(ctx.database.db, {
      afterSend: () => {
        throw new Error('the process died');
      },
    });
    await expect(dying.scheduler.runOnce()).rejects.toThrow('the process died');
    expect(mailsOf([reminder.id])).toHaveLength(1);
    expect((await remindersOf('2_hours_before'))[0].status).toBe('sending');

    // restarted within the lease: the claim is left alone
    const restarted = schedulerOn(ctx.database.db);
    await restarted.scheduler.runOnce();
    expect((await remindersOf('2_hours_before'))[0].status).toBe('sending');

    // past the lease: unconfirmed, with the reason in its log, and never sent again
    clock.at = new Date(clock.at.getTime() + 6 * MINUTE);
    const report = await restarted.scheduler.runOnce();
    expect(report.unconfirmed).toBe(1);
    const [after] = await remindersOf('2_hours_before');
    expect(after).toMatchObject({ status: 'unconfirmed', error_message: UNCONFIRMED_REASON });
    const [log] = await rows<{ delivery_status: string; error_message: string }>(sql`select delivery_status, error_message from notification_logs where scheduled_reminder_id = ${reminder.id}`);
    expect(log).toEqual({ delivery_status: 'pending', error_message: UNCONFIRMED_REASON });
    await restarted.scheduler.runOnce();
    expect(mailsOf([reminder.id])).toHaveLength(1);
  });
});

describe('what changes what is due', () => {
  it('a deactivated rule stops its reminders; reactivated, those still ahead come back', async () => {
    const now = new Date();
    const ids = await requestsAt(3, new Date(now.getTime() + 5 * 3600_000));
    await createRule('4_hours_before', 4, 'hours', 'sms');
    expect((await remindersOf('4_hours_before')).map((r) => r.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const rule = (await ctx.call('superadmin@demo.lab', 'GET', '/cms/reminder-configs')).body.items.find((r: { reminder_type: string }) => r.reminder_type === '4_hours_before');

    expect((await ctx.call('superadmin@demo.lab', 'PUT', '/cms/reminder-configs/4_hours_before', { ...rule, is_active: false })).status).toBe(200);
    expect((await remindersOf('4_hours_before')).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    clock.at = new Date(now.getTime() + 61 * MINUTE);
    const { scheduler, sms } = schedulerOn(ctx.database.db);
    await scheduler.runOnce();
    expect(sms.sent.filter((m) => m.body.startsWith('Reminder:'))).toEqual([]);

    expect((await ctx.call('superadmin@demo.lab', 'PUT', '/cms/reminder-configs/4_hours_before', { ...rule, is_active: true })).status).toBe(200);
    expect((await remindersOf('4_hours_before')).map((r) => r.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(ids).toHaveLength(3);
  });

  it('cancelling a request cancels its reminders; moving it schedules the new time and cancels the old', async () => {
    const now = new Date();
    const [cancelled, moved] = await requestsAt(2, new Date(now.getTime() + 3 * 86_400_000));
    await createRule('1_days_before', 1, 'days', 'email');
    expect((await remindersOf('1_days_before', [cancelled, moved])).map((r) => r.status)).toEqual(['scheduled', 'scheduled']);

    const res = await ctx.call('superadmin@demo.lab', 'PUT', `/tests/requests/${cancelled}/status`, { status: 'cancelled' });
    expect(res.status).toBe(200);
    const byRequest = async (id: number) => (await remindersOf('1_days_before')).filter((r) => r.test_request_id === id).map((r) => r.status);
    expect(await byRequest(cancelled)).toEqual(['cancelled']);

    await ctx.database.db.execute(sql`update test_requests set expected_test_datetime = expected_test_datetime + interval '2 days' where id = ${moved}`);
    const { ReminderSchedule } = await import('./schedule');
    await new ReminderSchedule({ now: () => new Date() }, 'UTC').forRequests(ctx.database.db, [moved]);
    expect(await byRequest(moved)).toEqual(['cancelled', 'scheduled']);
  });

  it('a reminder found past its grace window is missed, and says so in the logs', async () => {
    const now = new Date();
    const [id] = await requestsAt(1, new Date(now.getTime() + 8 * 3600_000));
    await createRule('5_hours_before', 5, 'hours', 'email');
    clock.at = new Date(now.getTime() + 7 * 3600_000); // 4 hours late: a quarter of 5 hours is 75 minutes
    const { scheduler } = schedulerOn(ctx.database.db);
    await scheduler.runOnce();
    const [reminder] = await remindersOf('5_hours_before', [id]);
    expect(reminder.status).toBe('missed');
    const [log] = await rows<{ delivery_status: string; error_message: string; test_request_id: number }>(
      sql`select delivery_status, error_message, test_request_id from notification_logs where scheduled_reminder_id = ${reminder.id}`,
    );
    expect(log.delivery_status).toBe('failed');
    expect(log.error_message).toMatch(/^Missed: it was due at .* and the scheduler did not run within its grace window$/);
    expect(log.test_request_id).toBe(id);
    expect(mailsOf([reminder.id])).toEqual([]);
  });
});

describe('the email', () => {
  it("is HTML with a text alternative, and a patient's name cannot inject markup", async () => {
    const now = new Date();
    const [id] = await requestsAt(1, new Date(now.getTime() + 70 * MINUTE));
    const patient = await ctx.one<number>(sql`select patient_id as v from test_requests where id = ${id}`);
    await ctx.database.db.execute(sql`update patients set first_name = '<img src=x onerror=alert(1)>', last_name = 'Eve & <b>Co</b>' where id = ${patient}`);
    await createRule('65_minutes_before', 65, 'minutes', 'email');
    clock.at = new Date(now.getTime() + 6 * MINUTE);
    await schedulerOn(ctx.database.db).scheduler.runOnce();
    const [reminder] = await remindersOf('65_minutes_before', [id]);
    expect(reminder.status).toBe('sent');
    const [mail] = mailsOf([reminder.id]);
    expect(mail.text).toContain('Dear <img src=x onerror=alert(1)> Eve & <b>Co</b>,');
    expect(mail.html).toContain('Dear &lt;img src=x onerror=alert(1)&gt; Eve &amp; &lt;b&gt;Co&lt;/b&gt;,');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Co');
    const institution = await ctx.one<string>(sql`select i.name as v from test_requests r join institutions i on i.id = r.institution_id where r.id = ${id}`);
    expect(mail.subject).toBe(`Your ${await ctx.one<string>(sql`select test_name as v from test_requests where id = ${id}`)} at ${institution}`);
  });
});
