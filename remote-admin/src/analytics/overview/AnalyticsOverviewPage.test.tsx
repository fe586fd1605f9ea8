jest.mock('../charts/AnalyticsChartView', () => ({
  AnalyticsChartView: ({ data }: { data: { label: string; value: number }[] }) => <div data-testid="chart">{data.map((d) => `${d.label}=${d.value}`).join('|')}</div>,
}));

import { ANALYTICS_MESSAGES, USER_ACTIVITY_LIMIT, type Role } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  currentUrl,
  overviewRoutes,
  recordingQueries,
  renderAnalytics,
  sampleAudit,
  sampleInstitution,
  sampleTestType,
  sampleUserActivity,
  setupUser,
  type Clicks,
} from '../analytics-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const NO_TEST_REQUESTS = 'No test requests in this period';
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const section = (name: string) => screen.getByRole('region', { name });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** A summary card's figure, found by its title. */
const statistic = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')].find((s) => s.querySelector('.ant-statistic-title')?.textContent === title)?.querySelector('.ant-statistic-content')?.textContent;

/** The overview's API; `queries` records each call's query by path. */
function overviewApi(routes: Parameters<typeof overviewRoutes>[0] = {}) {
  const { handlers, queries } = recordingQueries(overviewRoutes(routes));
  api = mockApi(handlers);
  return queries;
}

async function choose(user: Clicks, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByTitle(option));
}

describe('analytics overview: who sees what', () => {
  it('gives a super_admin the five tabs with Institutions third, the institution filter and the time frame', async () => {
    mockSession(testUser('super_admin'));
    const queries = overviewApi({ institutions: [200, { institutions: [sampleInstitution(1), sampleInstitution(2)] }] });
    renderAnalytics();
    expect(screen.getByRole('heading', { level: 2, name: 'Analytics' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'Test Types', 'Institutions', 'User Activity', 'Audit Logs']);
    expect(screen.getByRole('combobox', { name: 'Institution' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time frame' })).toBeInTheDocument();
    expect(screen.getByTitle('Last 30 days')).toBeInTheDocument();
    expect(screen.getByTitle('All institutions')).toBeInTheDocument();
    await screen.findByText(NO_TEST_REQUESTS);
    expect(queries['GET /analytics/test-types']).toEqual([{ timeframe: 30 }]);
    expect(queries['GET /analytics/user-activity']).toEqual([{ timeframe: 30 }]);
    expect(queries['GET /analytics/audit-summary']).toEqual([{ timeframe: 30 }]);
    expect(queries['GET /analytics/institutions']).toEqual([{ timeframe: 30 }]);
  });

  it('hides the Institutions tab from a super_admin with an institution filter, and sends the filter', async () => {
    mockSession(testUser('super_admin'));
    const queries = overviewApi({ institutions: [200, { institutions: [sampleInstitution(1), sampleInstitution(2)] }] });
    renderAnalytics('/analytics?institution=2&timeframe=90');
    expect(tabNames()).toEqual(['Overview', 'Test Types', 'User Activity', 'Audit Logs']);
    expect(await screen.findByTitle('Institution 2')).toBeInTheDocument();
    expect(screen.getByTitle('Last 90 days')).toBeInTheDocument();
    expect(queries['GET /analytics/test-types']).toEqual([{ timeframe: 90, institution_id: 2 }]);
    expect(queries['GET /analytics/user-activity']).toEqual([{ timeframe: 90, institution_id: 2 }]);
    expect(queries['GET /analytics/audit-summary']).toEqual([{ timeframe: 90, institution_id: 2 }]);
  });

  it('keeps the filter and the time frame in the address, and drops the Institutions tab once filtered', async () => {
    mockSession(testUser('super_admin'));
    const queries = overviewApi({ institutions: [200, { institutions: [sampleInstitution(1), sampleInstitution(2)] }] });
    const user = setupUser();
    renderAnalytics();
    await screen.findByText(NO_TEST_REQUESTS);
    await choose(user, 'Institution', 'Institution 2');
    expect(currentUrl(screen)).toBe('/analytics?institution=2');
    expect(tabNames()).not.toContain('Institutions');
    await choose(user, 'Time frame', 'Last 7 days');
    expect(currentUrl(screen)).toBe('/analytics?institution=2&timeframe=7');
    await waitFor(() => expect(queries['GET /analytics/test-types'].at(-1)).toEqual({ timeframe: 7, institution_id: 2 }));
    await choose(user, 'Institution', 'All institutions');
    expect(currentUrl(screen)).toBe('/analytics?timeframe=7');
    expect(tabNames()).toContain('Institutions');
  });

  it.each<Role>(['institution_admin', 'client_admin'])('gives a %s no Institutions tab and no institution filter, and ignores a filter in the address', async (role) => {
    mockSession(testUser(role));
    const queries = overviewApi();
    renderAnalytics('/analytics?institution=2');
    expect(tabNames()).toEqual(['Overview', 'Test Types', 'User Activity', 'Audit Logs']);
    expect(screen.queryByRole('combobox', { name: 'Institution' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time frame' })).toBeInTheDocument();
    await screen.findByText(NO_TEST_REQUESTS);
    expect(queries['GET /analytics/test-types']).toEqual([{ timeframe: 30 }]);
    expect(api.calls).not.toContain('GET /analytics/institutions');
    expect(screen.getByRole('link', { name: 'Institution View' })).toHaveAttribute('href', `/analytics?institution_id=${testUser(role).institution_id}&timeframe=30`);
  });

  it.each([
    ['a clinician', testUser('clinician')],
    ['a fulfillment agent', testUser('fulfillment_agent')],
    ['an institution_admin without the analytics permission', testUser('institution_admin', { permissions: ['dashboard', 'users'] })],
  ])("tells %s \"You don't have permission to view analytics.\" and fetches nothing", (_who, signedIn) => {
    mockSession(signedIn);
    overviewApi();
    renderAnalytics();
    expect(screen.getByText("You don't have permission to view analytics.")).toBeInTheDocument();
    expect(ANALYTICS_MESSAGES.denied).toBe("You don't have permission to view analytics.");
    expect(screen.queryByRole('heading', { name: 'Analytics' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('ignores a time frame that is not 7, 30, 90 or 365', async () => {
    mockSession(testUser('institution_admin'));
    const queries = overviewApi();
    renderAnalytics('/analytics?timeframe=12');
    await screen.findByText(NO_TEST_REQUESTS);
    expect(screen.getByTitle('Last 30 days')).toBeInTheDocument();
    expect(queries['GET /analytics/test-types']).toEqual([{ timeframe: 30 }]);
  });

  it('answers a page under /analytics with a not-found result', () => {
    mockSession(testUser('super_admin'));
    overviewApi();
    renderAnalytics('/analytics/elsewhere');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});

describe('analytics overview: the tabs', () => {
  beforeEach(() => mockSession(testUser('super_admin')));

  it('sums up the period and lists at most the top 5 test types and 5 users', async () => {
    const testTypes = Array.from({ length: 7 }, (_, i) => sampleTestType(i + 1, { request_count: 10 * (7 - i), completion_rate: i === 0 ? 0.75 : 0.5 }));
    const users = Array.from({ length: 7 }, (_, i) => sampleUserActivity(i + 1, { login_count: i < 6 ? 3 : 0 }));
    overviewApi({
      testTypes: [200, { test_types: testTypes }],
      users: [200, { users }],
      audit: [200, { audit_summary: [sampleAudit('2026-11-22', 'login', 'session', 8), sampleAudit('2026-11-21', 'create', 'patient', 4)] }],
    });
    renderAnalytics();
    const topTypes = await screen.findByRole('table', { name: 'Top 5 Test Types' });
    // 70+60+...+10 = 280 requests; completed 52.5 -> 53 + 30 + 25 + 20 + 15 + 10 + 5 = 158
    expect(statistic('Test Requests')).toBe('280');
    expect(statistic('Completion Rate')).toBe('56.4%');
    expect(statistic('Active Users')).toBe('6');
    expect(statistic('Audited Actions')).toBe('12');

    expect(within(section('Top 5 Test Types')).getByRole('heading', { level: 3 })).toHaveTextContent('Top 5 Test Types');
    expect(within(topTypes).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Test Type', 'Requests', 'Completion Rate']);
    const typeRows = bodyRows(topTypes);
    expect(typeRows).toHaveLength(5);
    expect(within(typeRows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Test Type 1', '70', '75%']);
    expect(within(topTypes).queryByText('Test Type 6')).not.toBeInTheDocument();
    // the chart (a lazily loaded canvas, mocked here) is hidden from screen readers: the table holds its figures
    expect(await within(section('Top 5 Test Types')).findByTestId('chart')).toHaveTextContent('Test Type 1=70|Test Type 2=60|Test Type 3=50|Test Type 4=40|Test Type 5=30');
    expect(within(section('Top 5 Test Types')).getByTestId('chart').closest('[aria-hidden="true"]')).not.toBeNull();

    const topUsers = screen.getByRole('table', { name: 'Top 5 Users' });
    expect(within(topUsers).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Role', 'Sign-ins', 'Requests', 'Results']);
    const userRows = bodyRows(topUsers);
    expect(userRows).toHaveLength(5);
    expect(within(userRows[0]).getByRole('link', { name: 'Emily Watson1' })).toHaveAttribute('href', '/users/1');
    for (const text of ['clinician', "St Mary's General Hospital", '3', '5', '2']) expect(within(userRows[0]).getByText(text)).toBeInTheDocument();
    expect(within(topUsers).queryByText('Emily Watson6')).not.toBeInTheDocument();
  });

  it('shows every test type with its category on the Test Types tab', async () => {
    overviewApi({ testTypes: [200, { test_types: [sampleTestType(1, { completion_rate: 1 / 3 }), sampleTestType(2, { category: null })] }] });
    const user = setupUser();
    renderAnalytics();
    await screen.findByRole('table', { name: 'Top 5 Test Types' });
    await user.click(screen.getByRole('tab', { name: 'Test Types' }));
    const table = await screen.findByRole('table', { name: 'Test types' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Test Type', 'Category', 'Requests', 'Completion Rate']);
    expect(bodyRows(table).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Test Type 1', 'Blood', '99', '33.3%'],
      ['Test Type 2', '—', '98', '50%'],
    ]);
    expect(await within(section('Requests per Test Type')).findByTestId('chart')).toHaveTextContent('Test Type 1=99|Test Type 2=98');
  });

  it('lists the institutions, each opening its own view at the same time frame', async () => {
    overviewApi({ institutions: [200, { institutions: [sampleInstitution(4, { name: 'Royal Infirmary' })] }] });
    const user = setupUser();
    renderAnalytics('/analytics?timeframe=90');
    await user.click(screen.getByRole('tab', { name: 'Institutions' }));
    const table = await screen.findByRole('table', { name: 'Institutions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Institution', 'Users', 'Patients', 'Test Requests', 'Completed Results']);
    expect(within(table).getByRole('link', { name: 'Royal Infirmary' })).toHaveAttribute('href', '/analytics?institution_id=4&timeframe=90');
    expect(within(bodyRows(table)[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Royal Infirmary', '4', '20', '30', '12']);
    expect(await within(section('Test Requests per Institution')).findByTestId('chart')).toHaveTextContent('Royal Infirmary=30');
  });

  it('lists user activity with the last activity, and says when the list is cut at 100', async () => {
    const users = Array.from({ length: USER_ACTIVITY_LIMIT }, (_, i) => sampleUserActivity(i + 1, { last_activity: i === 0 ? '2026-11-22T14:05:00' : null }));
    overviewApi({ users: [200, { users }] });
    const user = setupUser();
    renderAnalytics();
    await screen.findByRole('table', { name: 'Top 5 Users' });
    await user.click(screen.getByRole('tab', { name: 'User Activity' }));
    const table = await screen.findByRole('table', { name: 'User activity' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Role', 'Institution', 'Sign-ins', 'Requests Created', 'Results Entered', 'Last Activity']);
    expect(within(bodyRows(table)[0]).getByText('Nov 22, 2026, 14:05')).toBeInTheDocument();
    expect(within(bodyRows(table)[1]).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Showing the 100 most active users')).toBeInTheDocument();
  });

  it('sums the audit rows per action and per day on the Audit Logs tab', async () => {
    overviewApi({
      audit: [
        200,
        {
          audit_summary: [
            sampleAudit('2026-11-22', 'login', 'session', 8),
            sampleAudit('2026-11-22', 'create', 'patient', 2),
            sampleAudit('2026-11-21', 'create', 'patient', 4),
            sampleAudit('2026-11-21', 'update', 'test_request', 1),
          ],
        },
      ],
    });
    const user = setupUser();
    renderAnalytics();
    await screen.findByText(NO_TEST_REQUESTS);
    await user.click(screen.getByRole('tab', { name: 'Audit Logs' }));
    const totals = await screen.findByRole('table', { name: 'Audited actions by action and record type' });
    expect(bodyRows(totals).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['login', 'session', '8'],
      ['create', 'patient', '6'],
      ['update', 'test_request', '1'],
    ]);
    expect(bodyRows(screen.getByRole('table', { name: 'Audited actions per day, action and record type' }))).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Audited actions per day' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['21 Nov 2026: 5', '22 Nov 2026: 10']);
    expect(await within(section('Audited Actions per Day')).findByTestId('chart')).toHaveTextContent('21 Nov 2026=5|22 Nov 2026=10');
  });

  it('says so on each tab when the period has nothing', async () => {
    overviewApi();
    const user = setupUser();
    renderAnalytics();
    expect(await screen.findByText('No test requests in this period')).toBeInTheDocument();
    expect(screen.getByText('No user activity in this period')).toBeInTheDocument();
    expect(statistic('Completion Rate')).toBe('0%');
    await user.click(screen.getByRole('tab', { name: 'Institutions' }));
    expect(await screen.findByText('No institutions to show')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audit Logs' }));
    expect(await screen.findByText('No audited actions in this period')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch analytics' when a call fails without a reason, with Retry", async () => {
    let reply: [number, unknown] = [500, {}];
    overviewApi({ users: () => reply });
    const user = setupUser();
    renderAnalytics();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch analytics');
    reply = [200, { users: [sampleUserActivity(1)] }];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Top 5 Users' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's error when it gives one", async () => {
    overviewApi({ testTypes: [500, { error: 'Database unavailable' }] });
    renderAnalytics();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('Failed to fetch analytics')).not.toBeInTheDocument();
  });
});
