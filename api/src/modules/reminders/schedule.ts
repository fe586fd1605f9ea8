import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { reconcileReminders, type ScheduleChange } from './schedule-queries';

/**
 * What every change that moves a reminder calls, inside its own transaction: creating, editing,
 * cancelling or archiving a request; creating, editing or deleting a rule; an institution's time
 * zone. The scheduler only
 * sends what this has scheduled.
 */
export class ReminderSchedule {
  constructor(
    readonly clock: Clock,
    /** The zone of institutions without one of their own (TZ). */
    readonly serverTimeZone: string,
  ) {}

  forRequests(db: Db, requestIds: number[]): Promise<ScheduleChange> {
    return reconcileReminders(db, { requestIds }, this.clock.now(), this.serverTimeZone);
  }

  forRule(db: Db, reminderType: string): Promise<ScheduleChange> {
    return reconcileReminders(db, { reminderType }, this.clock.now(), this.serverTimeZone);
  }

  /** An institution's requests: its time zone changed. */
  forInstitution(db: Db, institutionId: number): Promise<ScheduleChange> {
    return reconcileReminders(db, { institutionId }, this.clock.now(), this.serverTimeZone);
  }

  /** Every request and rule. */
  forAll(db: Db): Promise<ScheduleChange> {
    return reconcileReminders(db, 'all', this.clock.now(), this.serverTimeZone);
  }
}
