// What the portal sends on someone's behalf is limited per sender and per institution per hour,
// names and free text never become links in it, and text messages go only where the portal serves.
import { OUTBOUND_LIMITS, smsCountryRefused } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createAppOn, createTestContext, type TestContext } from '../test/test-app';
import { takeOutbound } from './outbound-limits';
import { inert } from './plain-text';
import { RateLimits } from './rate-limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SUPER = 'superadmin@demo.lab';
const ZWSP = '\u200B';
const statuses = (responses: { status: number }[]) => responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
const tooMany = (what: string) => expect.stringMatching(new RegExp(`^Too many ${what}\\. Please try again in \\d+ minutes?\\.$`));
const idOf = (email: string) => ctx.count(sql`select id as v from users where email = ${email}`);
const lastMailTo = (to: string) => ctx.one<string>(sql`select subject || '|' || body as v from mail_messages where to_address = ${to} order by id desc limit 1`);

/** Sends `count` of a request at once; answers how each ended. */
const burst = (count: number, send: (i: number) => Promise<{ status: number; body: { error?: string } }>) => Promise.all(Array.from({ length: count }, (_, i) => send(i)));

describe('per sender, per hour, even sent all at once', () => {
  it('messages to support: 5, then 429 with Retry-After', async () => {
    const answers = await burst(8, (i) => ctx.call('labuser@demo.lab', 'POST', '/contact/send-email', { subject: `Help ${i}`, message: 'The printer is jammed' }));
    expect(statuses(answers)).toEqual({ 200: 5, 429: 3 });
    expect(answers.find((a) => a.status === 429)!.body.error).toEqual(tooMany(OUTBOUND_LIMITS.contact_message.what));
    const raw = await ctx.app.inject({ method: 'POST', url: '/api/contact/send-email', headers: await ctx.authAs('labuser@demo.lab'), payload: { subject: 'Again', message: 'Still jammed' } });
    expect(raw.statusCode).toBe(429);
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('test notifications: 10', async () => {
    const answers = await burst(12, (i) => ctx.call(SUPER, 'POST', '/cms/test-notification', { notification_type: 'email', test_email: `probe${i}@demo.lab` }));
    expect(statuses(answers)).toEqual({ 200: 10, 429: 2 });
  });

  it('notifications sent by hand to patients: 30', async () => {
    const request = await ctx.one<number>(sql`select tr.id as v from test_requests tr join patients p on p.id = tr.patient_id
      join institutions i on i.id = tr.institution_id where i.name = 'St Mary''s General Hospital' and p.email is not null and tr.archived_at is null order by tr.id limit 1`);
    const answers = await burst(33, () => ctx.call('clinician.multi@demo.lab', 'POST', `/tests/requests/${request}/send-reminder`, { reminder_type: 'custom_notification', custom_message: 'Please fast from midnight' }));
    expect(statuses(answers)).toEqual({ 200: 30, 429: 3 });
  });

  it('emails to users: 30', async () => {
    const to = await idOf('labuser@demo.lab');
    const answers = await burst(32, (i) => ctx.call('instadmin@demo.lab', 'POST', `/users/${to}/emails/custom`, { subject: `Rota ${i}`, message: 'Updated' }));
    expect(statuses(answers)).toEqual({ 200: 30, 429: 2 });
  });

  it('stock requests: 10', async () => {
    const item = await ctx.one<number>(sql`select id as v from inventory_items where quantity_available <= minimum_threshold and institution_id is null order by id limit 1`);
    const answers = await burst(12, () => ctx.call('instadmin@demo.lab', 'POST', `/inventory/${item}/request`, { quantity: 5 }));
    expect(statuses(answers)).toEqual({ 200: 10, 429: 2 });
  });
});

describe('per institution, whoever sends', () => {
  it('counts every sender of the institution together', async () => {
    const limits = new RateLimits(ctx.database.db);
    const { perSender, perInstitution } = OUTBOUND_LIMITS.contact_message;
    let sent = 0;
    let refused: unknown = null;
    for (let sender = 1; sender <= Math.ceil(perInstitution / perSender) + 1 && !refused; sender++) {
      for (let i = 0; i < perSender; i++) {
        try {
          await takeOutbound(limits, 'contact_message', 900_000 + sender, 424_242);
          sent++;
        } catch (error) {
          refused = error;
          break;
        }
      }
    }
    expect(sent).toBe(perInstitution);
    expect((refused as { statusCode: number }).statusCode).toBe(429);
  });
});

describe('names and free text stay plain text', () => {
  it('never turn into a link in a mail', async () => {
    expect(inert('Visit http://evil.example or www.evil.example, mail boss@evil.example')).toBe(
      `Visit http:${ZWSP}//evil.${ZWSP}example or www.${ZWSP}evil.${ZWSP}example, mail boss@${ZWSP}evil.${ZWSP}example`,
    );
    expect(inert('Dr Emily Watson')).toBe('Dr Emily Watson');
    await ctx.database.db.execute(sql`update users set first_name = 'Click', last_name = 'https://evil.example/verify' where email = 'instadmin.b@demo.lab'`);
    const to = await idOf('clinician.multi@demo.lab');
    expect((await ctx.call('instadmin.b@demo.lab', 'POST', `/users/${to}/emails/custom`, { subject: 'Verify at evil.example', message: 'Go to http://evil.example/login now' })).status).toBe(200);
    const mail = await lastMailTo('clinician.multi@demo.lab');
    expect(mail).not.toMatch(/https?:\/\//);
    expect(mail).not.toMatch(/evil\.example/);
    expect(mail.replaceAll(ZWSP, '')).toContain('Go to http://evil.example/login now');
    expect(mail.replaceAll(ZWSP, '')).toContain('Click https://evil.example/verify');
  });
});

describe('text messages only where the portal serves', () => {
  it('refuses a number abroad (the institutions are all in GB) and sends to GB', async () => {
    const abroad = await ctx.call('instadmin@demo.lab', 'POST', '/cms/test-notification', { notification_type: 'sms', test_phone: '+1 876 555 1234' });
    expect(abroad).toEqual({ status: 502, body: { error: smsCountryRefused(['GB']) } });
    expect(ctx.sms.sent.some((s) => s.to === '+18765551234')).toBe(false);
    expect((await ctx.call('instadmin@demo.lab', 'POST', '/cms/test-notification', { notification_type: 'sms', test_phone: '+44 7700 900123' })).status).toBe(200);
  });

  it('follows SMS_COUNTRIES when it is set', async () => {
    const jamaica = await createAppOn(ctx.database, { smsCountries: ['GB', 'JM'] });
    try {
      const res = await jamaica.app.inject({ method: 'POST', url: '/api/cms/test-notification', headers: await jamaica.authAs('instadmin@demo.lab'), payload: { notification_type: 'sms', test_phone: '+1 876 555 1234' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await jamaica.app.close();
    }
  });
});
