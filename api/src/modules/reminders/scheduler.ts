// The reminders scheduler: runs inside every API process with SCHEDULER_ENABLED, on the database,
// and sends each due reminder once and only once however many instances run (docs/areas/reminders.md
// says why at most once):
// 1. claim: in one transaction, lock due reminders no other instance holds (FOR UPDATE SKIP
//    LOCKED), decide about each (send, cancelled, missed, failed), mark those to send 'sending'
//    with this instance's id, and write each one's notification log row ('pending'; one row per
//    reminder at most, by a unique index);
// 2. send, outside any transaction;
// 3. mark the reminder and its log sent or failed.
// A process that stops between 2 and 3 leaves 'sending' rows: after the lease they become
// 'unconfirmed' and are never sent again (a patient may miss one reminder, never gets two).
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { channelsOf } from '@lab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { emailOutcome, smsOutcome } from '../../platform/delivery';
import type { Mailer } from '../../platform/mail';
import type { SmsSender } from '../../platform/sms';
import { REMINDED_STATUSES } from './due-time';
import { appointmentValues, renderReminder } from './render';
import * as q from './scheduler-queries';

export interface SchedulerOptions {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  serverTimeZone: string;
  intervalMs: number;
  batchSize: number;
  leaseMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests only: runs between a send and its mark (a throw there is a process dying mid-send). */
  afterSend?: (reminderId: number) => Promise<void> | void;
}

export type Decision = { action: 'send'; address: string } | { action: 'cancelled' | 'missed' | 'failed'; reason: string };

export const UNCONFIRMED_REASON = 'Delivery not confirmed: the API stopped while sending it. Not sent again, so that the patient never gets it twice.';

/** What to do with a due reminder, by the request, patient and rule as they are now. */
export function decide(r: q.DueReminder): Decision {
  const cancel = (reason: string): Decision => ({ action: 'cancelled', reason });
  if (r.rule_active === null) return cancel('The reminder rule was deleted');
  if (!r.rule_active) return cancel('The reminder rule is inactive');
  if (!channelsOf(r.rule_channels ?? '').includes(r.channel)) return cancel(`The reminder rule no longer sends by ${r.channel === 'sms' ? 'SMS' : 'email'}`);
  if (r.request_archived) return cancel('The test request was archived');
  if (!(REMINDED_STATUSES as readonly string[]).includes(r.request_status)) return cancel(`The test request is ${r.request_status.replace('_', ' ')}`);
  if (r.request_expected?.getTime() !== r.expected.getTime()) return cancel('The test was moved to another time');
  if (r.patient_archived) return cancel('The patient was archived');
  if (r.late) return { action: 'missed', reason: `Missed: it was due at ${r.scheduled_for.toISOString().slice(0, 16).replace('T', ' ')} UTC and the scheduler did not run within its grace window` };
  const address = r.channel === 'email' ? r.patient_email : r.patient_phone;
  if (!address) return { action: 'failed', reason: r.channel === 'email' ? 'The patient has no email address' : 'The patient has no phone number' };
  return { action: 'send', address };
}

interface Claimed {
  id: number;
  channel: 'email' | 'sms';
  address: string;
  subject: string;
  text: string;
  html: string;
}

export interface PassReport {
  sent: number;
  failed: number;
  missed: number;
  cancelled: number;
  unconfirmed: number;
}

export class ReminderScheduler {
  readonly instanceId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private readonly identity = { instanceId: this.instanceId, hostname: hostname(), startedAt: new Date() };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {}

  /** Passes now and then every interval (each after the previous one ends), until stop(). */
  start(): void {
    if (this.timer || this.stopped) return;
    const loop = async () => {
      this.running = this.runOnce().catch((error) => this.options.log.error({ err: error }, 'reminder scheduler pass failed'));
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(loop, this.options.intervalMs).unref();
    };
    this.timer = setTimeout(loop, 0).unref();
    this.options.log.info({ instanceId: this.instanceId, intervalMs: this.options.intervalMs }, 'reminder scheduler started');
  }

  /** No new pass; the one under way finishes (its claimed reminders are sent and marked). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: recover stale claims, then claim, send and mark batch after batch until none is due. */
  async runOnce(): Promise<PassReport> {
    const { db, clock } = this.options;
    const report: PassReport = { sent: 0, failed: 0, missed: 0, cancelled: 0, unconfirmed: 0 };
    try {
      const recovered = await db.transaction((tx) => q.recoverStaleClaims(tx, clock.now(), this.options.leaseMs, UNCONFIRMED_REASON));
      report.unconfirmed = recovered.length;
      if (recovered.length) this.options.log.warn({ reminders: recovered }, 'reminders left unconfirmed by a stopped scheduler; not resent');
      for (;;) {
        const { claimed, found } = await this.claimBatch(report);
        for (const reminder of claimed) await this.send(reminder, report);
        if (found < this.options.batchSize || this.stopped) break;
      }
      await q.recordPass(db, this.identity, clock.now(), null);
    } catch (error) {
      await q.recordPass(db, this.identity, clock.now(), error instanceof Error ? error.message : String(error)).catch(() => undefined);
      throw error;
    }
    if (report.sent + report.failed + report.missed + report.unconfirmed > 0) this.options.log.info({ instanceId: this.instanceId, ...report }, 'reminder scheduler pass');
    return report;
  }

  private async claimBatch(report: PassReport): Promise<{ claimed: Claimed[]; found: number }> {
    const { db, clock, batchSize, serverTimeZone } = this.options;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await q.lockDueReminders(tx, now, batchSize, serverTimeZone);
      const claimed: Claimed[] = [];
      for (const reminder of due) {
        const decision = decide(reminder);
        if (decision.action !== 'send') {
          await q.closeReminder(tx, reminder.id, decision.action, decision.reason, now);
          report[decision.action] += 1;
          // a reminder that could not go is in the notification logs too (failed, with the reason),
          // where staff look for what a patient was sent
          if (decision.action !== 'cancelled') {
            await q.insertReminderLog(tx, { reminder, deliveryStatus: 'failed', subject: null, message: `${reminder.reminder_type} reminder not sent`, errorMessage: decision.reason }, now);
          }
          continue;
        }
        const rendered = renderReminder(
          reminder,
          appointmentValues({
            patientName: reminder.patient_name,
            testName: reminder.test_name,
            expected: reminder.expected,
            institutionName: reminder.institution_name,
            institutionPhone: reminder.institution_phone,
            timeZone: reminder.time_zone,
          }),
        );
        await q.claimReminder(tx, reminder.id, this.instanceId, now);
        const email = reminder.channel === 'email';
        await q.insertReminderLog(tx, { reminder, deliveryStatus: 'pending', subject: email ? rendered.subject : null, message: email ? rendered.text : rendered.sms, errorMessage: null }, now);
        claimed.push({ id: reminder.id, channel: reminder.channel, address: decision.address, subject: rendered.subject, text: email ? rendered.text : rendered.sms, html: rendered.html });
      }
      return { claimed, found: due.length };
    });
  }

  private async send(reminder: Claimed, report: PassReport): Promise<void> {
    const { db, clock, mailer, sms } = this.options;
    // only a refusal is a failure: anything else (the database) throws, and the claim becomes unconfirmed
    const outcome =
      reminder.channel === 'email'
        ? await emailOutcome(mailer, { to: reminder.address, subject: reminder.subject, body: reminder.text, html: reminder.html, messageId: `reminder-${reminder.id}@lab-portal` })
        : await smsOutcome(sms, { to: reminder.address, body: reminder.text });
    await this.options.afterSend?.(reminder.id);
    const marked = await db.transaction((tx) => q.finishReminder(tx, reminder.id, this.instanceId, outcome, clock.now()));
    if (!marked) this.options.log.warn({ reminder: reminder.id }, 'a sent reminder was no longer claimed by this instance');
    // a recorded reminder is done (never sent again); only its log says nobody received it
    report[outcome.status === 'failed' ? 'failed' : 'sent'] += 1;
  }
}
