import { auditPerDay, auditTotals, overviewSummary, topN } from './analytics-figures';
import { sampleAudit, sampleTestType, sampleUserActivity } from './analytics-fixtures';

describe('overview figures', () => {
  it('adds up the requests, weighs the completion rate by requests and counts users who signed in', () => {
    const summary = overviewSummary(
      [sampleTestType(1, { request_count: 30, completion_rate: 1 }), sampleTestType(2, { request_count: 10, completion_rate: 0 })],
      [sampleUserActivity(1), sampleUserActivity(2, { login_count: 0 })],
      [sampleAudit('2026-11-22', 'login', 'session', 3), sampleAudit('2026-11-21', 'login', 'session', 4)],
    );
    expect(summary).toEqual({ testRequests: 40, completionRate: 0.75, activeUsers: 1, activeUsersMayBeMore: false, auditedActions: 7 });
  });

  it('says the active users may be more when the list stopped at its limit with an active user last', () => {
    const full = Array.from({ length: 100 }, (_, i) => sampleUserActivity(i + 1));
    expect(overviewSummary([], full, [])).toMatchObject({ activeUsers: 100, activeUsersMayBeMore: true });
    const idleLast = [...full.slice(0, 99), sampleUserActivity(100, { login_count: 0, requests_created: 0, results_entered: 0 })];
    expect(overviewSummary([], idleLast, [])).toMatchObject({ activeUsers: 99, activeUsersMayBeMore: false });
  });

  it('gives a rate of 0 for a period without requests', () => {
    expect(overviewSummary([], [], []).completionRate).toBe(0);
  });

  it('keeps the first 5', () => {
    expect(topN([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });

  it('totals the audit rows per action and record type, most frequent first, and per day, oldest first', () => {
    const rows = [
      sampleAudit('2026-11-22', 'update', 'patient', 2),
      sampleAudit('2026-11-22', 'create', 'patient', 1),
      sampleAudit('2026-11-20', 'create', 'patient', 3),
      sampleAudit('2026-11-20', 'create', 'test_request', 2),
    ];
    expect(auditTotals(rows)).toEqual([
      { action: 'create', table_name: 'patient', count: 4 },
      { action: 'create', table_name: 'test_request', count: 2 },
      { action: 'update', table_name: 'patient', count: 2 },
    ]);
    expect(auditPerDay(rows)).toEqual([
      { date: '2026-11-20', count: 5 },
      { date: '2026-11-22', count: 3 },
    ]);
  });
});
