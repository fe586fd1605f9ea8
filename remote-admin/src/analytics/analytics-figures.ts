// The overview's figures, worked out from the three lists the API answers (it has no summary
// route): pure functions, so the tabs and their tests share them.
import { ANALYTICS_TOP_N, completionRate, signedInUsers, USER_ACTIVITY_LIMIT, type AuditSummaryEntry, type TestTypeAnalytics, type UserActivity } from '@lab/shared';

export interface OverviewSummary {
  /** Test requests of the period: the test types' request counts added up. */
  testRequests: number;
  /** Completed of those, 0 to 1. */
  completionRate: number;
  /** Users of the activity list who signed in during the period. */
  activeUsers: number;
  /**
   * The list stopped at USER_ACTIVITY_LIMIT while its last user had activity: users after it may
   * have signed in too, so activeUsers is a lower bound ('100+').
   */
  activeUsersMayBeMore: boolean;
  /** Audited actions of the period. */
  auditedActions: number;
}

const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

/** What orders the activity list (the API sorts by it). */
const activityOf = (u: UserActivity) => u.login_count + u.requests_created + u.results_entered;

/** Completed requests of a test type (its rate is completed / requested). */
const completedOf = (type: TestTypeAnalytics) => Math.round(type.request_count * type.completion_rate);

export function overviewSummary(testTypes: TestTypeAnalytics[], users: UserActivity[], audit: AuditSummaryEntry[]): OverviewSummary {
  const testRequests = sum(testTypes.map((t) => t.request_count));
  return {
    testRequests,
    completionRate: completionRate(sum(testTypes.map(completedOf)), testRequests),
    activeUsers: signedInUsers(users),
    activeUsersMayBeMore: users.length >= USER_ACTIVITY_LIMIT && activityOf(users[users.length - 1]) > 0,
    auditedActions: sum(audit.map((a) => a.count)),
  };
}

/** The first ANALYTICS_TOP_N of a list the API already sorts (most requested or most active first). */
export const topN = <T>(list: T[]): T[] => list.slice(0, ANALYTICS_TOP_N);

export interface AuditTotal {
  action: string;
  table_name: string;
  count: number;
}

/** The period's audited actions per action and table_name, most frequent first (then by name). */
export function auditTotals(entries: AuditSummaryEntry[]): AuditTotal[] {
  const totals = new Map<string, AuditTotal>();
  for (const { action, table_name, count } of entries) {
    const key = `${action}\u0000${table_name}`;
    const total = totals.get(key) ?? { action, table_name, count: 0 };
    total.count += count;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.action.localeCompare(b.action) || a.table_name.localeCompare(b.table_name));
}

export interface AuditDay {
  /** YYYY-MM-DD */
  date: string;
  count: number;
}

/** Audited actions per day, oldest first (as a chart reads); days without any are not listed. */
export function auditPerDay(entries: AuditSummaryEntry[]): AuditDay[] {
  const days = new Map<string, number>();
  for (const { date, count } of entries) days.set(date, (days.get(date) ?? 0) + count);
  return [...days.entries()].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date));
}
