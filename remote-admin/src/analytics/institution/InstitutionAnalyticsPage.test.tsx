jest.mock('../charts/AnalyticsChartView', () => ({
  AnalyticsChartView: ({ data }: { data: { label: string; value: number }[] }) => <div data-testid="chart">{data.map((d) => `${d.label}=${d.value}`).join('|')}</div>,
}));

import { ANALYTICS_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockReply } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, institutionDetail, recordingQueries, renderAnalytics, setupUser } from '../analytics-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const section = (name: string) => screen.getByRole('region', { name });
const statistic = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')].find((s) => s.querySelector('.ant-statistic-title')?.textContent === title)?.querySelector('.ant-statistic-content')?.textContent;
const listed = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent);

/** GET /analytics/institution/4 answering `reply`; the queries it was called with. */
function institutionApi(reply: MockReply = [200, institutionDetail()]) {
  const { handlers, queries } = recordingQueries({ 'GET /analytics/institution/4': reply });
  api = mockApi(handlers);
  return queries['GET /analytics/institution/4'];
}

describe('institution analytics', () => {
  beforeEach(() => mockSession(testUser('super_admin')));

  it('shows the summary, the requests by status, the top test types and the clinicians, with the way back', async () => {
    const queries = institutionApi();
    renderAnalytics('/analytics?institution_id=4&timeframe=90');
    expect(await screen.findByRole('heading', { level: 2, name: "St Mary's General Hospital" })).toBeInTheDocument();
    expect(queries).toEqual([{ timeframe: 90 }]);
    expect(screen.getByRole('link', { name: /Back to Overview/ })).toHaveAttribute('href', '/analytics?timeframe=90');
    expect(screen.getByRole('combobox', { name: 'Time frame' })).toBeInTheDocument();
    expect(screen.getByTitle('Last 90 days')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    expect([statistic('Test Requests'), statistic('Patients'), statistic('Active Users'), statistic('Completed Results')]).toEqual(['42', '17', '6', '21']);
    expect(listed('Requests by status')).toEqual(['completed21', 'in progress12', 'pending9']);
    expect(await within(section('Requests by Status')).findByTestId('chart')).toHaveTextContent('completed=21|in progress=12|pending=9');
    expect(listed('Top test types')).toEqual(['Full Blood Count20', 'Lipid Panel12']);
    expect(within(section('Top Test Types')).getByTestId('chart')).toHaveTextContent('Full Blood Count=20|Lipid Panel=12');

    const clinicians = screen.getByRole('table', { name: 'Clinician performance' });
    expect(within(clinicians).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Clinician', 'Patients']);
    expect(within(clinicians).getByRole('link', { name: 'Emily Watson' })).toHaveAttribute('href', '/users/7');
    expect(within(within(clinicians).getByRole('link', { name: 'James Carter' }).closest('tr')!).getByText('6')).toBeInTheDocument();
  });

  it('loads again for another time frame and keeps the institution in the address', async () => {
    const queries = institutionApi();
    const user = setupUser();
    renderAnalytics('/analytics?institution_id=4');
    await screen.findByRole('heading', { name: "St Mary's General Hospital" });
    expect(queries).toEqual([{ timeframe: 30 }]);
    await user.click(screen.getByRole('combobox', { name: 'Time frame' }));
    await user.click(await screen.findByTitle('Last 365 days'));
    expect(currentUrl(screen)).toBe('/analytics?institution_id=4&timeframe=365');
    await waitFor(() => expect(queries).toEqual([{ timeframe: 30 }, { timeframe: 365 }]));
    expect(screen.getByRole('link', { name: /Back to Overview/ })).toHaveAttribute('href', '/analytics?timeframe=365');
  });

  it('says so when the period has no requests and the institution no clinicians', async () => {
    institutionApi([200, institutionDetail({ test_requests_by_status: [], top_test_types: [], clinician_performance: [] })]);
    renderAnalytics('/analytics?institution_id=4');
    await screen.findByRole('heading', { name: "St Mary's General Hospital" });
    expect(within(section('Requests by Status')).getByText('No test requests in this period')).toBeInTheDocument();
    expect(within(section('Top Test Types')).getByText('No test requests in this period')).toBeInTheDocument();
    expect(within(section('Clinician Performance')).getByText('No clinicians at this institution')).toBeInTheDocument();
  });

  it("shows the server's text for an institution out of scope (404)", async () => {
    mockSession(testUser('institution_admin'));
    institutionApi([404, { error: 'Institution not found' }]);
    renderAnalytics('/analytics?institution_id=4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Institution not found');
    expect(screen.getByRole('link', { name: /Back to Overview/ })).toHaveAttribute('href', '/analytics?timeframe=30');
  });

  it("falls back to 'Failed to fetch institution analytics'", async () => {
    institutionApi([500, {}]);
    renderAnalytics('/analytics?institution_id=4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch institution analytics');
    expect(ANALYTICS_MESSAGES.institutionFailed).toBe('Failed to fetch institution analytics');
  });

  it('denies a clinician without a call', () => {
    mockSession(testUser('clinician'));
    institutionApi();
    renderAnalytics('/analytics?institution_id=4');
    expect(screen.getByText("You don't have permission to view analytics.")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
