// Who may read the notification logs and figures (@lab/shared's CMS tab rules), and in which
// institutions (the caller's scope, applied in the queries).
import { canViewCmsTab, CMS_MESSAGES, type NotificationLogsResponse, type NotificationStats } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { forbidden } from '../../platform/errors';
import { selectLogPage, type LogListOptions } from './list-queries';
import { selectStats } from './queries';

function requireLogViewer(caller: Caller): void {
  if (!canViewCmsTab(caller.user, 'notification_logs')) throw forbidden(CMS_MESSAGES.notificationLogsDenied);
}

export async function listNotificationLogs(db: Db, caller: Caller, options: LogListOptions): Promise<NotificationLogsResponse> {
  requireLogViewer(caller);
  return selectLogPage(db, caller.scope, options);
}

export async function notificationStats(db: Db, caller: Caller): Promise<NotificationStats> {
  requireLogViewer(caller);
  return selectStats(db, caller.scope);
}
