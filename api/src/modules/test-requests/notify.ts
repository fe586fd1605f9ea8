// Send Notification on the test detail: the message goes to the request's patient by email and
// by SMS, and each channel leaves a notification log row (sent or failed, with the reason).
import { canNotifyPatient, CUSTOM_NOTIFICATION, formatRequestId, TEST_REQUEST_MESSAGES as M, type SendReminderBody, type SendReminderResponse } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, forbidden, HttpError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { SmsSender } from '../../platform/sms';
import * as queries from './queries';
import { requireRequest } from './service';

export interface Senders {
  mailer: Mailer;
  sms: SmsSender;
}

type Outcome = { status: 'sent' | 'failed'; error: string | null };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function sendReminder(db: Db, caller: Caller, senders: Senders, id: number, body: SendReminderBody): Promise<SendReminderResponse> {
  const request = await requireRequest(db, caller, id);
  if (!canNotifyPatient(caller.user)) throw forbidden("You don't have permission to send notifications");
  // Reminder types with templates (spec 3 "Reminders") come with the reminders area; here the
  // message is the one written in the modal.
  if (body.reminder_type !== CUSTOM_NOTIFICATION) throw badRequest(`Unknown reminder type: ${body.reminder_type}`);
  const message = body.custom_message?.trim() ?? '';
  if (!message) throw badRequest(M.messageRequired);

  const subject = `A message about your test ${formatRequestId(request.id)}`;
  const email = request.patient_email?.trim() || null;
  const phone = request.patient_phone?.trim() || null;

  const emailOutcome: Outcome = !email
    ? { status: 'failed', error: 'The patient has no email address' }
    : await senders.mailer.send({ to: email, subject, body: message }).then(
        (): Outcome => ({ status: 'sent', error: null }),
        (error): Outcome => ({ status: 'failed', error: reasonOf(error) }),
      );
  const smsOutcome: Outcome = !phone
    ? { status: 'failed', error: 'The patient has no phone number' }
    : await senders.sms.send({ to: phone, body: message }).then(
        (outcome): Outcome => (outcome.status === 'sent' ? { status: 'sent', error: null } : { status: 'failed', error: outcome.error }),
        (error): Outcome => ({ status: 'failed', error: reasonOf(error) }),
      );

  // the logs record what happened, whatever happened: written after the sends, never rolled back
  const logIds = await db.transaction(async (tx) => {
    const base = {
      testRequestId: request.id,
      institutionId: request.institution_id,
      patientId: request.patient_id,
      messageType: body.reminder_type,
      recipientType: 'patient',
      subject,
      message,
      triggeredByType: 'manual',
      triggeredByUserId: caller.user.id,
    };
    const ids = [
      await queries.insertNotificationLog(tx, { ...base, notificationType: 'email', recipientEmail: email, deliveryStatus: emailOutcome.status, errorMessage: emailOutcome.error }),
      await queries.insertNotificationLog(tx, { ...base, notificationType: 'sms', recipientPhone: phone, deliveryStatus: smsOutcome.status, errorMessage: smsOutcome.error }),
    ];
    await writeAudit(
      tx,
      { action: 'test_request.notification_sent', entityType: 'test_request', entityId: request.id, institutionId: request.institution_id, details: { reminder_type: body.reminder_type, email: emailOutcome.status, sms: smsOutcome.status } },
      caller,
    );
    return ids;
  });

  const logs = await queries.selectNotificationLogs(db, request.id, logIds);
  if (emailOutcome.status === 'failed' && smsOutcome.status === 'failed') {
    throw new HttpError(422, `${M.sendFailed}: ${emailOutcome.error}; ${smsOutcome.error}`);
  }
  const channels = [emailOutcome.status === 'sent' ? 'email' : null, smsOutcome.status === 'sent' ? 'SMS' : null].filter(Boolean).join(' and ');
  return { success: true, message: `Notification sent by ${channels}`, notification_logs: logs };
}
