// How the monitoring page words and colours what the scheduler reports.
import { MONITORING_REFRESH_MS, NO_DATE, reminderStatusColor, type NotificationHealth, type SchedulerStatus, type UpcomingReminderSlot } from '@lab/shared';
import type { TagTone } from '@lab/shared/react';
import dayjs from 'dayjs';

const MINUTES_PER_DAY = 24 * 60;

/** 'not_scheduled' -> 'Not scheduled': the word a tag says, so colour is never the only signal. */
export const statusWord = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A scheduled reminder's tag tone: reminderStatusColor's (sent green, scheduled blue, missed red), else neutral. */
export const slotTone = (status: string): TagTone => (reminderStatusColor(status) as TagTone | undefined) ?? 'default';

/** 2 d 3 h, 5 h 10 min, 45 min (whole minutes; zero parts left out). */
function span(minutes: number): string {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const rest = minutes % 60;
  if (days) return hours ? `${days} d ${hours} h` : `${days} d`;
  if (hours) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** When a reminder goes out, from now: 'in 2 d 3 h', 'in 45 min', 'now', '20 min ago' (late), 'sent', or '—' when none is due. */
export function timeUntilSend(slot: Pick<UpcomingReminderSlot, 'status' | 'timeUntilSend'>): string {
  if (slot.status === 'sent') return 'sent';
  if (slot.timeUntilSend === null) return NO_DATE;
  const minutes = Math.round(slot.timeUntilSend);
  if (minutes === 0) return 'now';
  return minutes > 0 ? `in ${span(minutes)}` : `${span(-minutes)} ago`;
}

export const HEALTH_TONES: Record<NotificationHealth['overallHealth'], TagTone> = { healthy: 'green', degraded: 'orange', unhealthy: 'red' };
export const SYSTEM_TONES: Record<SchedulerStatus['systemStatus'], TagTone> = { running: 'green', stalled: 'orange', stopped: 'red' };

export const REFRESH_SECONDS = MONITORING_REFRESH_MS / 1000;

/**
 * The line under the title: 'Last refreshed at 14:05:32 · refreshes every 30 seconds'. Seconds, not
 * the portal's minute format: the page refreshes twice a minute.
 */
export function refreshLine(refreshedAt: Date | null): string {
  const every = `every ${REFRESH_SECONDS} seconds`;
  return refreshedAt ? `Last refreshed at ${dayjs(refreshedAt).format('HH:mm:ss')} · refreshes ${every}` : `Refreshes ${every}`;
}
