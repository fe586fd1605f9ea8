jest.mock('../charts/AnalyticsChartView', () => ({
  AnalyticsChartView: ({ data }: { data: { label: string; value: number }[] }) => <div data-testid="chart">{data.map((d) => `${d.label}=${d.value}`).join('|')}</div>,
}));

import { ANALYTICS_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockReply } from '@lab/shared/testing';
import { screen, within } from '@testing-library/react';
import { currentUrl, patientAnalytics, renderAnalytics, setupUser } from '../analytics-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const section = (name: string) => screen.getByRole('region', { name });
const statistic = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')].find((s) => s.querySelector('.ant-statistic-title')?.textContent === title)?.querySelector('.ant-statistic-content')?.textContent;
const patientApi = (reply: MockReply = [200, patientAnalytics()]) => (api = mockApi({ 'GET /analytics/patient/9': reply }));

describe('patient analytics', () => {
  beforeEach(() => mockSession(testUser('institution_admin')));

  it('shows the summary with the completion rate, the test frequency and the timeline', async () => {
    patientApi();
    renderAnalytics('/analytics?patient_id=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Olivia Harrington' })).toBeInTheDocument();
    expect([statistic('Total Tests'), statistic('Completed'), statistic('Pending'), statistic('Completion Rate')]).toEqual(['3', '2', '1', '66.7%']);
    expect(screen.queryByRole('combobox', { name: 'Time frame' })).not.toBeInTheDocument();

    expect(within(screen.getByRole('list', { name: 'Test frequency' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Full Blood Count2', 'Lipid Panel1']);
    expect(await within(section('Test Frequency')).findByTestId('chart')).toHaveTextContent('Full Blood Count=2|Lipid Panel=1');

    const timeline = screen.getByRole('table', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Test Type', 'Status', 'Completed', 'Result Date']);
    const [open, done] = within(timeline).getAllByRole('row').slice(1);
    expect(within(open).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nov 21, 2026, 09:00', 'Lipid Panel', 'pending', 'No', 'Pending']);
    expect(within(done).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nov 20, 2026, 09:00', 'Full Blood Count', 'completed', 'Yes', 'Nov 21, 2026, 10:30']);
    expect(api.calls).toEqual(['GET /analytics/patient/9']);
  });

  it('goes Back to where the user came from', async () => {
    patientApi();
    const user = setupUser();
    renderAnalytics('/analytics?patient_id=9', ['/elsewhere']);
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(currentUrl(screen)).toBe('/elsewhere');
  });

  it("goes Back to the patient's page when the view was opened directly", async () => {
    patientApi();
    const user = setupUser();
    renderAnalytics('/analytics?patient_id=9');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(currentUrl(screen)).toBe('/patients/9');
  });

  it('says so when the patient has no tests', async () => {
    patientApi([200, patientAnalytics({ summary: { total_tests: 0, completed_tests: 0, pending_tests: 0, completion_rate: 0 }, test_frequency: [], timeline: [] })]);
    renderAnalytics('/analytics?patient_id=9');
    await screen.findByRole('heading', { name: 'Olivia Harrington' });
    expect(statistic('Completion Rate')).toBe('0%');
    expect(within(section('Test Frequency')).getByText('No tests for this patient yet')).toBeInTheDocument();
    expect(within(section('Timeline')).getByText('No tests for this patient yet')).toBeInTheDocument();
  });

  it("shows the server's text for a patient out of scope (404)", async () => {
    patientApi([404, { error: 'Patient not found' }]);
    renderAnalytics('/analytics?patient_id=9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Patient not found');
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch patient analytics'", async () => {
    patientApi([500]);
    renderAnalytics('/analytics?patient_id=9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch patient analytics');
    expect(ANALYTICS_MESSAGES.patientFailed).toBe('Failed to fetch patient analytics');
  });

  it('takes patient_id before institution_id', async () => {
    patientApi();
    renderAnalytics('/analytics?patient_id=9&institution_id=4');
    expect(await screen.findByRole('heading', { name: 'Olivia Harrington' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /analytics/patient/9']);
  });
});
