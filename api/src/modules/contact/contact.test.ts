import { eq } from 'drizzle-orm';
import { auditLog, contactMessages, mailMessages, users } from '../../platform/db/schema';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { createTestContext, type TestContext } from '../../test/test-app';

const RECORDED = 'Your message was recorded but not delivered: no mail server is configured to send it to support. If it is urgent, reach support another way.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const send = async (payload: Record<string, unknown>, email = 'clinician@demo.lab') =>
  ctx.app.inject({ method: 'POST', url: '/api/contact/send-email', headers: await ctx.authAs(email), payload });

const counts = async () => ({
  contact: (await ctx.database.db.select().from(contactMessages)).length,
  mail: (await ctx.database.db.select().from(mailMessages)).length,
});

describe('POST /api/contact/send-email', () => {
  it("stores the message as the session's user, whatever the body claims, and says it was only recorded without a mail server", async () => {
    const res = await send({
      from_email: 'someone.else@evil.example',
      user_name: 'Mallory',
      user_role: 'super_admin',
      institution_id: 2,
      subject: '  Kit shortage ',
      message: 'We are out of blood collection kits.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RECORDED, delivered: false });

    const [contact] = await ctx.database.db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(contact).toMatchObject({
      fromEmail: 'clinician@demo.lab',
      userName: 'Emily Watson',
      userRole: 'clinician',
      subject: 'Kit shortage',
      message: 'We are out of blood collection kits.',
    });
    const [clinician] = await ctx.database.db.select().from(users).where(eq(users.email, 'clinician@demo.lab'));
    expect(contact.institutionId).toBe(clinician.institutionId);
    expect(contact.userId).toBe(clinician.id);
    expect(contact.mailMessageId).not.toBeNull();

    const [mail] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, contact.mailMessageId!));
    expect(mail).toMatchObject({ toAddress: 'support@lab-portal.local', replyTo: 'clinician@demo.lab', transport: 'recorded', status: 'recorded' });
    expect(mail.subject).toContain('Kit shortage');
    expect(mail.body).toContain('We are out of blood collection kits.');
    expect(mail.body).toContain('clinician@demo.lab');
    expect(mail.body).not.toContain('evil.example');

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.message_recorded'));
    expect(audit).toEqual([expect.objectContaining({ entityType: 'contact_message', entityId: String(contact.id), actorEmail: 'clinician@demo.lab' })]);
  });

  it.each([
    ['a blank subject', { subject: '   ', message: 'Hello' }, 'Subject is required'],
    ['a missing subject', { message: 'Hello' }, 'Subject is required'],
    ['a blank message', { subject: 'Hello', message: ' \n ' }, 'Message is required'],
    ['a 1001-character message', { subject: 'Hello', message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
    ['a 201-character subject', { subject: 's'.repeat(201), message: 'Hello' }, 'Subject must be at most 200 characters'],
  ])('refuses %s with 400 and stores nothing', async (_case, payload, error) => {
    const before = await counts();
    const res = await send(payload, 'labuser@demo.lab');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await counts()).toEqual(before);
  });

  it('accepts a message of exactly 1000 characters', async () => {
    const res = await send({ subject: 'Long', message: 'y'.repeat(1000) }, 'superadmin@demo.lab');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a caller without a session with 401', async () => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact/send-email', payload: { subject: 'Hi', message: 'There' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/contact/send-email when SMTP fails', () => {
  let smtpCtx: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 1: the SMTP connection is refused.
    smtpCtx = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => smtpCtx.close());

  it('answers 502 with success false and an error, and records the failed mail', async () => {
    const res = await smtpCtx.app.inject({
      method: 'POST',
      url: '/api/contact/send-email',
      headers: await smtpCtx.authAs('labuser@demo.lab'),
      payload: { subject: 'Printer', message: 'The label printer is offline.' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, error: 'Failed to send message' });
    const [mail] = await smtpCtx.database.db.select().from(mailMessages);
    expect(mail).toMatchObject({ transport: 'smtp', status: 'failed', toAddress: 'support@lab-portal.local' });
    expect(mail.error).toBeTruthy();
    const [contact] = await smtpCtx.database.db.select().from(contactMessages);
    expect(contact.mailMessageId).toBe(mail.id);
  });
});

describe('POST /api/contact/send-email with a mail server', () => {
  let catcher: SmtpCatcher;
  let smtpCtx: TestContext;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    smtpCtx = await createTestContext({ smtpUrl: catcher.url });
  });
  afterAll(async () => {
    await smtpCtx.close();
    await catcher.close();
  });

  it('says sent only when the mail server took the message', async () => {
    const res = await smtpCtx.app.inject({
      method: 'POST',
      url: '/api/contact/send-email',
      headers: await smtpCtx.authAs('labuser@demo.lab'),
      payload: { subject: 'Printer', message: 'The label printer is offline.' },
    });
    expect(res.json()).toEqual({ success: true, message: "Your message has been sent successfully! We'll get back to you soon.", delivered: true });
    expect(catcher.mails.at(-1)?.subject).toContain('Printer');
    const audit = await smtpCtx.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.message_sent'));
    expect(audit).toHaveLength(1);
  });
});
