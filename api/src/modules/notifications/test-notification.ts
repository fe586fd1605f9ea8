// The Test Notifications tab: a real message through the configured
// mailer or SMS provider to the address typed, then, whatever happened, a notification log row
// (message_type 'test', staff, manual) and an audit row in one transaction.
import {
  canEditCmsTab,
  CMS_MESSAGES,
  homeInstitution,
  internationalNumber,
  TEST_NOTIFICATION_MESSAGE_TYPE,
  type TestNotificationBody,
  type TestNotificationResponse,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import { isEmailAddress } from '../../platform/contact-fields';
import type { Db } from '../../platform/db/client';
import { HttpError, badRequest, forbidden } from '../../platform/errors';
import { emailOutcome, smsOutcome } from '../../platform/delivery';
import type { Mailer } from '../../platform/mail';
import { takeOutbound } from '../../platform/outbound-limits';
import { inert } from '../../platform/plain-text';
import type { RateLimits } from '../../platform/rate-limits';
import type { SmsSender } from '../../platform/sms';
import { insertLog } from './queries';

export interface NotificationSenders {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  limits: RateLimits;
}

export const TEST_EMAIL_SUBJECT = 'Lab Portal test email';

const sender = (caller: Caller) => `${inert(`${caller.user.first_name} ${caller.user.last_name}`)} (${caller.user.email})`;

function emailText(caller: Caller, at: Date): string {
  return [
    'This is a test email from the Lab Portal.',
    '',
    `${sender(caller)} sent it from the Test Notifications tab on ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    'If you can read it, email from the portal reaches this address.',
  ].join('\n');
}

const smsText = (caller: Caller) => `Lab Portal test SMS sent by ${inert(`${caller.user.first_name} ${caller.user.last_name}`)}: text messages from the portal reach this number.`;


export async function sendTestNotification(senders: NotificationSenders, caller: Caller, body: TestNotificationBody): Promise<TestNotificationResponse> {
  if (!canEditCmsTab(caller.user, 'test_notifications')) throw forbidden(CMS_MESSAGES.testNotificationsDenied);
  const email = body.notification_type === 'email';
  // an email is checked for its shape; a phone number must be '+', the country code and the number
  const to = email ? body.test_email?.trim() || '' : (internationalNumber(body.test_phone) ?? '');
  if (email && !isEmailAddress(to)) throw badRequest(CMS_MESSAGES.testEmailRequired);
  if (!email && !to) throw badRequest(CMS_MESSAGES.testPhoneRequired);
  const institutionId = homeInstitution(caller.user);
  await takeOutbound(senders.limits, 'test_notification', caller.user.id, institutionId);

  const subject = email ? TEST_EMAIL_SUBJECT : null;
  const message = email ? emailText(caller, new Date()) : smsText(caller);
  const outcome = email ? await emailOutcome(senders.mailer, { to, subject: subject!, body: message }) : await smsOutcome(senders.sms, { to, body: message });

  // the log records what happened, whatever happened: written after the send, never rolled back
  // by it; provider staff (scope 'all') have no institution, others log in their own
  await senders.db.transaction(async (tx) => {
    const logId = await insertLog(tx, {
      institutionId,
      messageType: TEST_NOTIFICATION_MESSAGE_TYPE,
      notificationType: body.notification_type,
      recipientType: 'staff',
      recipientEmail: email ? to : null,
      recipientPhone: email ? null : to,
      subject,
      message,
      deliveryStatus: outcome.status,
      errorMessage: outcome.error,
      triggeredByType: 'manual',
      triggeredByUserId: caller.user.id,
    });
    await writeAudit(
      tx,
      { action: `notification.test_${outcome.status}`, entityType: 'notification_log', entityId: logId, institutionId, details: { channel: body.notification_type, to } },
      caller,
    );
  });
  if (outcome.status === 'failed') throw new HttpError(502, outcome.error ?? 'The message could not be sent');
  if (outcome.status === 'recorded') return { success: true, message: email ? CMS_MESSAGES.testEmailRecorded(to) : CMS_MESSAGES.testSmsRecorded(to) };
  return { success: true, message: email ? CMS_MESSAGES.testEmailSent(to) : CMS_MESSAGES.testSmsSent(to) };
}
