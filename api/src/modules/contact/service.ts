import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, CONTACT_TEXTS, roleLabel, type SendContactEmailBody, type SessionUser } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { MailDeliveryError, type Mailer } from '../../platform/mail';
import { takeOutbound } from '../../platform/outbound-limits';
import { inert } from '../../platform/plain-text';
import type { RateLimits } from '../../platform/rate-limits';
import { insertContactMessage } from './queries';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  /** The support mailbox the messages go to. */
  supportEmail: string;
}

export interface ContactInput {
  subject: string;
  message: string;
}

/** Trimmed subject and message, or a 400 with a clear text. */
export function validateContactInput(body: Partial<SendContactEmailBody>): ContactInput {
  const subject = (body.subject ?? '').trim();
  const message = (body.message ?? '').trim();
  if (!subject) throw badRequest(CONTACT_TEXTS.subjectRequired);
  if (subject.length > CONTACT_SUBJECT_MAX_LENGTH) throw badRequest(CONTACT_TEXTS.subjectTooLong);
  if (!message) throw badRequest(CONTACT_TEXTS.messageRequired);
  if (message.length > CONTACT_MESSAGE_MAX_LENGTH) throw badRequest(CONTACT_TEXTS.messageTooLong);
  return { subject, message };
}

function supportMailBody(user: SessionUser, input: ContactInput): string {
  const institution = user.institution_id != null ? `${inert(user.institution_name ?? 'Unknown')} (id ${user.institution_id})` : 'System Level Access';
  return [
    `From: ${inert(`${user.first_name} ${user.last_name}`)} <${user.email}>`,
    `Role: ${roleLabel(user.role)}`,
    `Institution: ${institution}`,
    `User id: ${user.id}`,
    '',
    inert(input.message),
  ].join('\n');
}

/** What became of the mail to support: sent to the mail server, only recorded (none configured), or refused. */
export type ContactOutcome = 'sent' | 'recorded' | 'failed';

/**
 * Mails the message to support with reply-to the sender, then stores it with its audit row in
 * one transaction. The sender is always the signed-in user: identity fields of the body are never
 * read. The stored message links to its mail_messages row whatever became of the mail.
 */
export async function sendContactMessage(deps: ContactDeps, caller: Caller, input: ContactInput): Promise<ContactOutcome> {
  const { user } = caller;
  await takeOutbound(deps.limits, 'contact_message', user.id, user.institution_id);
  let mailMessageId: number;
  let outcome: ContactOutcome;
  try {
    const mail = await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: user.email,
      subject: `Contact Support: ${inert(input.subject)}`,
      body: supportMailBody(user, input),
    });
    mailMessageId = mail.id;
    outcome = mail.delivered ? 'sent' : 'recorded';
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    mailMessageId = error.mailMessageId;
    outcome = 'failed';
  }

  await deps.db.transaction(async (tx) => {
    const contactId = await insertContactMessage(tx, {
      userId: user.id,
      fromEmail: user.email,
      userName: `${user.first_name} ${user.last_name}`,
      userRole: user.role,
      institutionId: user.institution_id,
      subject: input.subject,
      message: input.message,
      mailMessageId,
    });
    await writeAudit(
      tx,
      {
        action: `contact.message_${outcome}`,
        entityType: 'contact_message',
        entityId: contactId,
        institutionId: user.institution_id,
        details: { mailMessageId, subject: input.subject },
      },
      caller,
    );
  });
  return outcome;
}
