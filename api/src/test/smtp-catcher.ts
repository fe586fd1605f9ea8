// A real SMTP server that keeps what it receives, for tests (the API's mail tests start one on a
// free port) and for the e2e run (mail-catcher-cli.ts writes each message to a file). Plain SMTP
// on loopback: no STARTTLS offered (nodemailer would try it), no AUTH asked.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message. */
export interface CaughtMail {
  /** The envelope's recipients (RCPT TO), lower case. */
  to: string[];
  /** The From header as the parser writes it, e.g. '"Lab Portal" <no-reply@lab-portal.local>'. */
  from: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
  /** The Message-ID header, without angle brackets. */
  messageId: string | null;
  /** When it arrived (ISO). */
  date: string;
}

export interface SmtpCatcher {
  port: number;
  /** The SMTP_URL that reaches it: smtp://127.0.0.1:port */
  url: string;
  /** Everything received, oldest first. */
  mails: CaughtMail[];
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** 0 (the default): a free port. */
  port?: number;
  host?: string;
  /** Called with each message once it is parsed, before the sender is told it was accepted. */
  onMail?: (mail: CaughtMail) => void;
}

export async function startSmtpCatcher({ port = 0, host = '127.0.0.1', onMail }: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').replace(/\r\n/g, '\n').trimEnd(),
            html: typeof parsed.html === 'string' ? parsed.html : null,
            messageId: parsed.messageId?.replace(/^<|>$/g, '') ?? null,
            date: new Date().toISOString(),
          };
          mails.push(mail);
          onMail?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    // an error before listening (port taken) fails the start; later ones are a client's broken
    // connection, which must not end the server
    let listening = false;
    server.on('error', (error) => {
      if (!listening) reject(error);
    });
    server.listen(port, host, () => {
      listening = true;
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://${host}:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
