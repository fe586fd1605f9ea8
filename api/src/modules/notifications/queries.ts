// The notification figures (from the kept notification_log_counts, never a count of the logs) and
// the one write of this module: a test notification's log row.
import type { NotificationStats } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { notificationLogs } from '../../platform/db/schema';

type StatsRow = Record<keyof NotificationStats, string | number>;

/** The stat cards of the logs in `scope` (provider staff's logs, institution 0, only with 'all'). */
export async function selectStats(db: Db, scope: Scope): Promise<NotificationStats> {
  const [row] = await queryRowsPrepared<StatsRow>(
    db,
    sql`select coalesce(sum(c.logged), 0) as total_notifications,
          coalesce(sum(c.logged) filter (where c.delivery_status in ('sent', 'delivered')), 0) as successful_notifications,
          coalesce(sum(c.logged) filter (where c.notification_type = 'email'), 0) as email_notifications,
          coalesce(sum(c.logged) filter (where c.notification_type = 'sms'), 0) as sms_notifications
        from notification_log_counts c where ${scopeCondition(sql`c.institution_id`, scope)}`,
  );
  return {
    total_notifications: Number(row.total_notifications),
    successful_notifications: Number(row.successful_notifications),
    email_notifications: Number(row.email_notifications),
    sms_notifications: Number(row.sms_notifications),
  };
}

export async function insertLog(tx: Db, values: typeof notificationLogs.$inferInsert): Promise<number> {
  const [row] = await tx.insert(notificationLogs).values(values).returning({ id: notificationLogs.id });
  return row.id;
}
