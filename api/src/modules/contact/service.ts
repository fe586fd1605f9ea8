import { roleLabel, type SessionUser } from '@lab/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { MailDeliveryError, type Mailer } from '../../platform/mail';
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH, type SendContactEmailBody } from './schemas';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The support mailbox the messages go to. */
  supportEmail: string;
}

export interface ContactInput {
  subject: string;
  message: string;
}

/** Trimmed subject and message, or a 400 with a clear text. */
export function validateContactInput(body: SendContactEmailBody): ContactInput {
  const subject = (body.subject ?? '').trim();
  const message = (body.message ?? '').trim();
  if (!subject) throw badRequest('Subject is required');
  if (subject.length > SUBJECT_MAX_LENGTH) throw badRequest(`Subject must be at most ${SUBJECT_MAX_LENGTH} characters`);
  if (!message) throw badRequest('Message is required');
  if (message.length > MESSAGE_MAX_LENGTH) throw badRequest(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`);
  return { subject, message };
}

function supportMailBody(user: SessionUser, input: ContactInput): string {
  const institution = user.institution_id != null ? `${user.institution_name ?? 'Unknown'} (id ${user.institution_id})` : 'System Level Access';
  return [
    `From: ${user.first_name} ${user.last_name} <${user.email}>`,
    `Role: ${roleLabel(user.role)}`,
    `Institution: ${institution}`,
    `User id: ${user.id}`,
    '',
    input.message,
  ].join('\n');
}

/**
 * Stores the message and mails it to support with reply-to the sender. The sender is always the
 * signed-in user: identity fields of the body are never read. Answers false when the mail could
 * not be delivered; the contact row then links to the failed mail_messages row.
 */
export async function sendContactMessage(deps: ContactDeps, request: FastifyRequest, input: ContactInput): Promise<boolean> {
  const user = request.user!;
  const [contact] = await deps.db
    .insert(contactMessages)
    .values({
      userId: user.id,
      fromEmail: user.email,
      userName: `${user.first_name} ${user.last_name}`,
      userRole: user.role,
      institutionId: user.institution_id,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });

  let mailMessageId: number;
  let delivered = true;
  try {
    ({ id: mailMessageId } = await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: user.email,
      subject: `Contact Support: ${input.subject}`,
      body: supportMailBody(user, input),
    }));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    mailMessageId = error.mailMessageId;
    delivered = false;
  }

  await deps.db.update(contactMessages).set({ mailMessageId }).where(eq(contactMessages.id, contact.id));
  await writeAudit(
    deps.db,
    {
      action: delivered ? 'contact.message_sent' : 'contact.message_failed',
      entityType: 'contact_message',
      entityId: contact.id,
      institutionId: user.institution_id,
      details: { mailMessageId, subject: input.subject },
    },
    request,
  );
  return delivered;
}
