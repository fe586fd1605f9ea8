import * as t from '../../platform/db/schema';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { before, earliest, insertChunked, type DemoContext } from './context';
import type { DemoRequest } from './seed-test-requests';

type Delivery = (typeof t.DELIVERY_STATUSES)[number];

/** Reminder and manual notifications sent to patients, and account emails sent to staff. */
export async function seedNotifications(ctx: DemoContext, requests: DemoRequest[]): Promise<void> {
  const { rng } = ctx;
  const rows: (typeof t.notificationLogs.$inferInsert)[] = [];
  for (const request of requests) {
    if (!rng.chance(0.4)) continue;
    const { patient } = request;
    for (const [messageType, daysBefore] of [['7_days_before', 7], ['3_hours_before', 0.125]] as const) {
      const sentAt = earliest(ctx.anchor, new Date(request.expectedAt.getTime() - daysBefore * 24 * 3600 * 1000));
      if (sentAt < request.requestedAt) continue;
      for (const channel of ['email', 'sms'] as const) {
        const status = rng.weighted<Delivery>([['delivered', 60], ['sent', 30], ['failed', 7], ['pending', 3]]);
        rows.push({
          sentAt,
          testRequestId: request.id,
          institutionId: ctx.institutionIds[request.institution],
          patientId: patient.id,
          messageType,
          notificationType: channel,
          recipientType: 'patient',
          recipientEmail: channel === 'email' ? patient.email : null,
          recipientPhone: channel === 'sms' ? patient.phone : null,
          subject: channel === 'email' ? `Reminder: ${request.content.testName}` : null,
          message: `Reminder for your ${request.content.testName}.`,
          deliveryStatus: status,
          errorMessage: status === 'failed' ? rng.pick(['Mailbox unavailable', 'Number not reachable', 'Rejected by carrier']) : null,
          triggeredByType: 'system',
        });
      }
    }
    if (rng.chance(0.1) && patient.clinicianId) {
      rows.push({
        sentAt: earliest(ctx.anchor, new Date(request.requestedAt.getTime() + 3600 * 1000)),
        testRequestId: request.id,
        institutionId: ctx.institutionIds[request.institution],
        patientId: patient.id,
        messageType: 'custom',
        notificationType: 'sms',
        recipientType: 'patient',
        recipientPhone: patient.phone,
        message: 'Please remember to fast for 10 hours before your blood test.',
        deliveryStatus: 'delivered',
        triggeredByType: 'manual',
        triggeredByUserId: patient.clinicianId,
      });
    }
  }
  for (const [email, messageType, days] of [['labuser@demo.lab', 'account_setup', 60], ['clinician.multi@demo.lab', 'password_reset', 12], ['instadmin.b@demo.lab', 'account_setup', 45]] as const) {
    // a staff member's mail is logged in their own institution, as the API logs it (users/emails.ts)
    const institution = DEMO_ACCOUNTS.find((a) => a.email === email)?.institution;
    rows.push({
      sentAt: before(ctx.anchor, days), institutionId: institution ? ctx.institutionIds[institution] : null, messageType, notificationType: 'email', recipientType: 'staff', recipientEmail: email,
      subject: 'Your Lab Portal account', deliveryStatus: 'delivered', triggeredByType: 'manual', triggeredByUserId: ctx.userIds.get('superadmin@demo.lab')!,
    });
  }
  rows.sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime());
  await insertChunked(rows, (chunk) => ctx.db.insert(t.notificationLogs).values(chunk));
}
