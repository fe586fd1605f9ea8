// The mail the API sent during the e2e run, as the SMTP catcher received it (support/portal.ts
// starts it; api/src/test/mail-catcher-cli.ts writes one JSON object a line).
import fs from 'node:fs';
import { MAILS_FILE } from './portal';

export interface CaughtMail {
  /** The envelope's recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML part, when there is one. */
  html: string | null;
  /** The Message-ID header, without angle brackets. */
  messageId: string | null;
  /** When the catcher received it (ISO). */
  date: string;
}

/** Every message received so far, oldest first; only those to `to` when given. */
export function readMails(to?: string): CaughtMail[] {
  if (!fs.existsSync(MAILS_FILE)) return [];
  const mails = fs
    .readFileSync(MAILS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CaughtMail);
  return to ? mails.filter((mail) => mail.to.includes(to.toLowerCase())) : mails;
}

/** The newest message to `to`, if any. */
export const lastMailTo = (to: string): CaughtMail | undefined => readMails(to).at(-1);
