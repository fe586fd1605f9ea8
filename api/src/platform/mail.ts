import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from './db/client';
import { mailMessages } from './db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** An HTML version of `body` (the text stays the alternative part). */
  html?: string;
  /**
   * The Message-ID (without angle brackets) when the sender has one per message: a scheduled
   * reminder's says which reminder it is, so a receiving server or a reader can tell a repeat.
   */
  messageId?: string;
  replyTo?: string | null;
  /**
   * Texts of the body that must not be kept (a set-password link): when SMTP delivers the message
   * the stored copy has them blanked. The development transport keeps them, its record being the
   * only delivery there is.
   */
  secrets?: string[];
}

const REDACTED = '[removed from the stored copy]';
const storedBody = (mail: OutgoingMail) => (mail.secrets ?? []).reduce((body, secret) => body.split(secret).join(REDACTED), mail.body);

export interface Mailer {
  /**
   * Sends (or, without SMTP, records) one message; answers the id of its mail_messages row and
   * whether it went to a server (false: only recorded, nobody received it).
   */
  send(mail: OutgoingMail): Promise<{ id: number; delivered: boolean }>;
  /** Whether mail can go out now: SMTP's own check (connect, greet, authenticate), in seconds at most. */
  check(): Promise<TransportCheck>;
}

/** A transport's health, as the cron monitoring shows it. */
export interface TransportCheck {
  isValid: boolean;
  message: string;
}

const CHECK_TIMEOUT_MS = 10_000;

/** `work`, or a refusal when it takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface MailerOptions {
  db: Db;
  /** SMTP server URL (e.g. smtps://user:pass@smtp.example.org); null selects the development transport. */
  smtpUrl: string | null;
  /** The From header, e.g. 'Lab Portal <no-reply@lab-portal.local>'. */
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** SMTP refused or failed the message; its mail_messages row (status 'failed') is `mailMessageId`. */
export class MailDeliveryError extends Error {
  /** What the SMTP server or the connection said, without the 'Mail delivery failed: ' before it. */
  readonly reason: string;

  constructor(
    readonly mailMessageId: number,
    cause: unknown,
  ) {
    super(`Mail delivery failed: ${describe(cause)}`, { cause });
    this.reason = describe(cause);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one way the API sends mail. With an SMTP URL each message goes through nodemailer and is
 * recorded as 'sent' or 'failed'; without one it is only recorded and logged (development and
 * tests), so no message is ever silently dropped.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const record = async (mail: OutgoingMail, fields: Pick<typeof mailMessages.$inferInsert, 'transport' | 'status' | 'error'>) => {
    const body = fields.transport === 'smtp' ? storedBody(mail) : mail.body;
    const [row] = await db
      .insert(mailMessages)
      .values({ toAddress: mail.to, fromAddress: from, replyTo: mail.replyTo ?? null, subject: mail.subject, body, ...fields })
      .returning({ id: mailMessages.id, createdAt: mailMessages.createdAt });
    return row;
  };

  if (!smtpUrl) {
    return {
      async send(mail) {
        const row = await record(mail, { transport: 'recorded', status: 'recorded' });
        log.info(
          { mail: { id: row.id, to: mail.to, replyTo: mail.replyTo ?? undefined, subject: mail.subject, body: mail.body, time: row.createdAt.toISOString() } },
          'mail recorded (no SMTP_URL: development transport)',
        );
        return { id: row.id, delivered: false };
      },
      async check() {
        return { isValid: false, message: 'No SMTP server configured (SMTP_URL): mail is recorded, not delivered' };
      },
    };
  }

  // a caller waits for the send (the test notification, a user's email): an unreachable or silent
  // server fails in seconds, not nodemailer's default two minutes (the URL's own options still win)
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.body,
          html: mail.html,
          messageId: mail.messageId ? `<${mail.messageId}>` : undefined,
        });
      } catch (error) {
        const row = await record(mail, { transport: 'smtp', status: 'failed', error: describe(error) });
        log.error({ mailId: row.id, to: mail.to, err: error }, 'mail delivery failed');
        throw new MailDeliveryError(row.id, error);
      }
      const row = await record(mail, { transport: 'smtp', status: 'sent' });
      return { id: row.id, delivered: true };
    },
    async check() {
      const server = smtpServerName(smtpUrl);
      try {
        await withTimeout(transport.verify(), CHECK_TIMEOUT_MS, `The SMTP server ${server}`);
        return { isValid: true, message: `SMTP server ${server} is ready` };
      } catch (error) {
        return { isValid: false, message: `SMTP server ${server}: ${describe(error)}` };
      }
    },
  };
}

/** host:port of an SMTP URL, never its credentials. */
function smtpServerName(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return '(unreadable SMTP_URL)';
  }
}
