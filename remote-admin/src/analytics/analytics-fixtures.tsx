// For the analytics tests only: answers as the API gives them, the routes of a mocked API, and
// the area mounted under a router with a probe of its address.
import {
  CLINICIAN_ROLE,
  type AuditSummaryEntry,
  type InstitutionAnalytics,
  type InstitutionDetailAnalytics,
  type PatientAnalytics,
  type PatientTimelineEntry,
  type TestTypeAnalytics,
  type UserActivity,
} from '@lab/shared';
import type { MockHandler, MockReply } from '@lab/shared/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AnalyticsArea from './AnalyticsArea';

export type Clicks = ReturnType<typeof userEvent.setup>;
/** userEvent without the pointer-events check (it walks computed styles on every click). */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

export function sampleTestType(n: number, overrides: Partial<TestTypeAnalytics> = {}): TestTypeAnalytics {
  return { name: `Test Type ${n}`, category: 'Blood', request_count: 100 - n, completion_rate: 0.5, ...overrides };
}

export function sampleUserActivity(id: number, overrides: Partial<UserActivity> = {}): UserActivity {
  return {
    id,
    first_name: 'Emily',
    last_name: `Watson${id}`,
    role: CLINICIAN_ROLE,
    institution_name: "St Mary's General Hospital",
    login_count: 10,
    requests_created: 5,
    results_entered: 2,
    last_activity: '2026-11-22T14:05:00',
    ...overrides,
  };
}

export function sampleInstitution(id: number, overrides: Partial<InstitutionAnalytics> = {}): InstitutionAnalytics {
  return { id, name: `Institution ${id}`, user_count: 4, patient_count: 20, test_request_count: 30, completed_results_count: 12, ...overrides };
}

export function sampleAudit(date: string, action: string, tableName: string, count: number): AuditSummaryEntry {
  return { date, action, table_name: tableName, count };
}

export const institutionDetail = (overrides: Partial<InstitutionDetailAnalytics> = {}): InstitutionDetailAnalytics => ({
  institution_name: "St Mary's General Hospital",
  summary: { test_requests: 42, patients: 17, active_users: 6, completed_results: 21 },
  test_requests_by_status: [
    { status: 'completed', count: 21 },
    { status: 'in_progress', count: 12 },
    { status: 'pending', count: 9 },
  ],
  top_test_types: [
    { test_type_name: 'Full Blood Count', count: 20 },
    { test_type_name: 'Lipid Panel', count: 12 },
  ],
  clinician_performance: [
    { id: 7, name: 'Emily Watson', patient_count: 11 },
    { id: 8, name: 'James Carter', patient_count: 6 },
  ],
  ...overrides,
});

export function sampleTimelineEntry(overrides: Partial<PatientTimelineEntry> = {}): PatientTimelineEntry {
  return { date: '2026-11-20T09:00:00', test_type: 'Full Blood Count', status: 'completed', completed: true, result_date: '2026-11-21T10:30:00', ...overrides };
}

export const patientAnalytics = (overrides: Partial<PatientAnalytics> = {}): PatientAnalytics => ({
  patient_name: 'Olivia Harrington',
  summary: { total_tests: 3, completed_tests: 2, pending_tests: 1, completion_rate: 2 / 3 },
  test_frequency: [
    { test_type: 'Full Blood Count', count: 2 },
    { test_type: 'Lipid Panel', count: 1 },
  ],
  timeline: [sampleTimelineEntry({ test_type: 'Lipid Panel', status: 'pending', completed: false, result_date: null, date: '2026-11-21T09:00:00' }), sampleTimelineEntry()],
  ...overrides,
});

type RouteReply = MockHandler | MockReply;

/** The overview's four calls, each answering an empty list unless given. */
export function overviewRoutes(routes: { testTypes?: RouteReply; users?: RouteReply; audit?: RouteReply; institutions?: RouteReply } = {}): Record<string, RouteReply> {
  return {
    'GET /analytics/test-types': routes.testTypes ?? [200, { test_types: [] }],
    'GET /analytics/user-activity': routes.users ?? [200, { users: [] }],
    'GET /analytics/audit-summary': routes.audit ?? [200, { audit_summary: [] }],
    'GET /analytics/institutions': routes.institutions ?? [200, { institutions: [] }],
  };
}

/** `routes` with each call's query recorded in `queries`, by 'METHOD /path'. */
export function recordingQueries(routes: Record<string, RouteReply>) {
  const queries: Record<string, Record<string, unknown>[]> = Object.fromEntries(Object.keys(routes).map((key) => [key, []]));
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([key, reply]): [string, MockHandler] => [
      key,
      (request) => {
        queries[key].push(request.params);
        return typeof reply === 'function' ? reply(request) : reply;
      },
    ]),
  );
  return { handlers, queries };
}

/** The address the page is at, to assert what the selectors put there. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const currentUrl = (screen: { getByTestId(id: string): HTMLElement }) => screen.getByTestId('location').textContent;

/** The analytics area at `url` (after `history`, the entries before it), as the host mounts it; /patients/:id and /users/:id say where a link went. */
export function renderAnalytics(url = '/analytics', history: string[] = []) {
  return render(
    <MemoryRouter initialEntries={[...history, url]} initialIndex={history.length}>
      <Routes>
        <Route path="/analytics/*" element={<AnalyticsArea />} />
        <Route path="/patients/:id" element={<h1>Patient page</h1>} />
        <Route path="/elsewhere" element={<h1>Previous page</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
