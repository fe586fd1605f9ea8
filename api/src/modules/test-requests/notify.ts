// Send Notification on the test detail: the message goes to the request's patient by email and
// by SMS, and each channel leaves a notification log row (sent or failed, with the reason). A
// reminder_type naming a rule sends that rule's texts on its channels, even when the rule is
// inactive (inactive rules can still be sent manually).
import { canNotifyPatient, channelsOf, CUSTOM_NOTIFICATION, formatRequestId, TEST_REQUEST_MESSAGES as M, type ReminderChannel, type SendReminderBody, type SendReminderResponse } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { type ChannelOutcome, emailOutcome, smsOutcome } from '../../platform/delivery';
import { badRequest, forbidden, HttpError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { takeOutbound } from '../../platform/outbound-limits';
import { inert } from '../../platform/plain-text';
import type { RateLimits } from '../../platform/rate-limits';
import type { SmsSender } from '../../platform/sms';
import { appointmentValues, renderReminder, selectAppointmentFacts, selectRuleTexts } from '../reminders/public';
import * as queries from './queries';
import { requireRequest } from './service';

export interface Senders {
  mailer: Mailer;
  sms: SmsSender;
  limits: RateLimits;
  /** The zone of institutions without one: a rule's texts print the test's time in it. */
  timeZone: string;
}

type RequestToNotify = Awaited<ReturnType<typeof requireRequest>>;


export interface Message {
  subject: string;
  text: string;
  html?: string;
  sms: string;
  channels: ReminderChannel[];
}

/** The modal's own text by email and SMS, or a rule's texts on the rule's channels (active or not: an inactive rule can still be sent by hand). */
export async function messageFor(db: Db, senders: Senders, request: { id: number }, body: SendReminderBody): Promise<Message> {
  if (body.reminder_type === CUSTOM_NOTIFICATION) {
    const message = body.custom_message?.trim() ?? '';
    if (!message) throw badRequest(M.messageRequired);
    // the clinician's own words reach the patient as plain text: nothing in them becomes a link
    return { subject: `A message about your test ${formatRequestId(request.id)}`, text: inert(message), sms: inert(message), channels: ['email', 'sms'] };
  }
  const rule = await selectRuleTexts(db, body.reminder_type);
  if (!rule) throw badRequest(M.unknownReminderType(body.reminder_type));
  const facts = await selectAppointmentFacts(db, request.id, senders.timeZone);
  if (!facts) throw badRequest(M.noExpectedDate);
  const rendered = renderReminder(rule, appointmentValues(facts));
  return { subject: rendered.subject, text: rendered.text, html: rendered.html, sms: rendered.sms, channels: channelsOf(rule.notification_channels) };
}

/** What a send did: the log rows written, and the answer's text when at least one channel sent. */
export interface Delivery {
  logs: SendReminderResponse['notification_logs'];
  /** "Notification sent by email and SMS" (or recorded, without a carrier), or null when every channel failed. */
  sentBy: string | null;
  failure: string;
}

/**
 * Sends the message on its channels and logs each channel's outcome in `db`, which may be the
 * caller's transaction (the cancel keeps the request locked while the patient is told).
 */
export async function deliver(db: Db, caller: Caller, senders: Senders, request: RequestToNotify, reminderType: string, message: Message): Promise<Delivery> {
  const { subject, text, html, sms, channels } = message;
  const email = request.patient_email?.trim() || null;
  const phone = request.patient_phone?.trim() || null;

  const emailResult: ChannelOutcome | null = !channels.includes('email')
    ? null
    : !email
      ? { status: 'failed', error: M.noEmail }
      : await emailOutcome(senders.mailer, { to: email, subject, body: text, html });
  const smsResult: ChannelOutcome | null = !channels.includes('sms')
    ? null
    : !phone
      ? { status: 'failed', error: M.noPhone }
      : await smsOutcome(senders.sms, { to: phone, body: sms });

  // the logs record what happened, whatever happened: written after the sends
  const logIds = await db.transaction(async (tx) => {
    const base = {
      testRequestId: request.id,
      institutionId: request.institution_id,
      patientId: request.patient_id,
      messageType: reminderType,
      recipientType: 'patient',
      triggeredByType: 'manual',
      triggeredByUserId: caller.user.id,
    };
    const ids: number[] = [];
    // a channel without the patient's address is logged too, as failed with the reason
    if (emailResult) ids.push(await queries.insertNotificationLog(tx, { ...base, subject, message: text, notificationType: 'email', recipientEmail: email, deliveryStatus: emailResult.status, errorMessage: emailResult.error }));
    if (smsResult) ids.push(await queries.insertNotificationLog(tx, { ...base, message: sms, notificationType: 'sms', recipientPhone: phone, deliveryStatus: smsResult.status, errorMessage: smsResult.error }));
    await writeAudit(
      tx,
      { action: 'test_request.notification_sent', entityType: 'test_request', entityId: request.id, institutionId: request.institution_id, details: { reminder_type: reminderType, email: emailResult?.status ?? 'not_sent', sms: smsResult?.status ?? 'not_sent' } },
      caller,
    );
    return ids;
  });

  const logs = await queries.selectNotificationLogs(db, request.id, logIds);
  const byChannel = [['email', emailResult], ['SMS', smsResult]] as const;
  const channelsWith = (status: ChannelOutcome['status']) => byChannel.filter(([, outcome]) => outcome?.status === status).map(([name]) => name);
  const [sent, recorded] = [channelsWith('sent'), channelsWith('recorded')];
  const outcomes = [emailResult, smsResult].filter((o): o is ChannelOutcome => o !== null);
  return { logs, sentBy: sent.length + recorded.length > 0 ? M.notified(sent, recorded) : null, failure: M.sendFailedBecause(outcomes.map((o) => o.error)) };
}

/** The 422 of a send on which every channel failed (its failed log rows are kept). */
export const nothingSent = (delivery: Delivery) => new HttpError(422, delivery.failure);

export async function sendReminder(db: Db, caller: Caller, senders: Senders, id: number, body: SendReminderBody): Promise<SendReminderResponse> {
  const request = await requireRequest(db, caller, id);
  if (!canNotifyPatient(caller.user)) throw forbidden(M.notifyDenied);
  // a message that cannot be sent is refused before it takes a place in the outbound limit
  const message = await messageFor(db, senders, request, body);
  await takeOutbound(senders.limits, 'manual_reminder', caller.user.id, request.institution_id);
  const delivery = await deliver(db, caller, senders, request, body.reminder_type, message);
  if (!delivery.sentBy) throw nothingSent(delivery);
  return { success: true, message: delivery.sentBy, notification_logs: delivery.logs };
}
