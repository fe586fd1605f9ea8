import { startSmtpCatcher } from '../test/smtp-catcher';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './db/client';
import { mailMessages } from './db/schema';
import { createMailer, MailDeliveryError } from './mail';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const from = 'Lab Portal <no-reply@lab-portal.local>';
const mail = { to: 'support@lab-portal.local', subject: 'Hello', body: 'Body text', replyTo: 'user@demo.lab' };

describe('mailer', () => {
  it('without SMTP records the message and logs it', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const { id } = await createMailer({ db: database.db, smtpUrl: null, from, log }).send(mail);
    const rows = await database.db.select().from(mailMessages);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      toAddress: mail.to,
      fromAddress: from,
      replyTo: mail.replyTo,
      subject: 'Hello',
      body: 'Body text',
      transport: 'recorded',
      status: 'recorded',
      error: null,
    });
    const [fields] = log.info.mock.calls[0];
    expect(fields.mail).toMatchObject({ id, to: mail.to, subject: 'Hello', body: 'Body text', time: expect.any(String) });
  });

  it('with an SMTP server that refuses, records the failure with its text and throws', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from, log });
    const failure = await mailer.send(mail).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect((failure as MailDeliveryError).reason).toMatch(/ECONNREFUSED/);
    expect((failure as MailDeliveryError).message).toBe(`Mail delivery failed: ${(failure as MailDeliveryError).reason}`);
    const rows = await database.db.select().from(mailMessages);
    const row = rows.find((r) => r.id === (failure as MailDeliveryError).mailMessageId);
    expect(row).toMatchObject({ transport: 'smtp', status: 'failed' });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(log.error).toHaveBeenCalled();
  });

  it('keeps no secret of a message in the stored copy when SMTP carries it', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from, log });
    const link = 'http://localhost:3000/set-password?token=abc123';
    const failure = (await mailer.send({ ...mail, body: `Choose your password: ${link}`, secrets: [link] }).catch((e: unknown) => e)) as MailDeliveryError;
    const row = (await database.db.select().from(mailMessages)).find((r) => r.id === failure.mailMessageId);
    expect(row?.body).toBe('Choose your password: [removed from the stored copy]');
  });

  it('delivers through a real SMTP server and records the message as sent', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const log = { info: jest.fn(), error: jest.fn() };
      const { id } = await createMailer({ db: database.db, smtpUrl: catcher.url, from, log }).send({ ...mail, body: 'Line one\nLine two' });
      expect(catcher.mails).toEqual([{ to: [mail.to], from: '"Lab Portal" <no-reply@lab-portal.local>', subject: 'Hello', text: 'Line one\nLine two', html: null, messageId: expect.any(String), date: expect.any(String) }]);
      const row = (await database.db.select().from(mailMessages)).find((r) => r.id === id);
      expect(row).toMatchObject({ transport: 'smtp', status: 'sent', error: null, toAddress: mail.to });
    } finally {
      await catcher.close();
    }
  });
});
