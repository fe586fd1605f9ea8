jest.mock('./TrendsColumn', () => ({
  TrendsColumn: ({ data }: { data: { day: string }[] }) => <div data-testid="trend-chart">{data.map((d) => d.day).join('|')}</div>,
}));

import type { DashboardResponse } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage } from './DashboardPage';

const superData: DashboardResponse = {
  test_requests: { total: 120 },
  patients: { total: 14 },
  results: { completed: 77 },
  fulfillment: { pending: 9 },
  institutions: { active: 3, by_activity: [{ institution_name: "St Mary's General Hospital", activity_count: 60, last_activity: '2026-11-21T10:00:00Z' }, { institution_name: 'Northgate Diagnostics Centre', activity_count: 0, last_activity: null }] },
  clinicians: { total: 2 },
  inventory: { low_stock_count: 3 },
  test_trends: [{ date: '2026-11-16', count: 4 }, { date: '2026-11-17', count: 0 }],
  recent_activity: [{ type: 'test_request', description: 'Lipid Panel requested for Ava Smith', status: 'pending', user_name: 'Emily Watson', institution_name: "St Mary's General Hospital", created_at: '2026-11-21T10:00:00Z' }],
};

const clinicianData: DashboardResponse = { test_requests: { total: 12 }, patients: { total: 2 }, results: { completed: 5 }, test_trends: [], recent_activity: [] };

let api: MockApi | undefined;
afterEach(() => api?.restore());

function renderDashboard() {
  return render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

const cardTitles = () => screen.getAllByRole('generic', { name: /.+/ }).filter((el) => el.classList.contains('ant-card')).map((el) => el.getAttribute('aria-label'));

describe('dashboard for a clinician', () => {
  it('shows those who review results how many wait for a critical call-back, and opens them', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /analytics/dashboard': [200, { ...clinicianData, results: { completed: 5, critical_unacknowledged: 2 } }] });
    renderDashboard();
    const card = await screen.findByLabelText('Critical Values Awaiting Call-back');
    expect(card).toHaveTextContent('2');
    expect(within(card).getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/results?critical=unacknowledged');
  });

  it('shows the clinical title and only the cards with figures', async () => {
    mockSession(testUser('clinician', { first_name: 'Emily' }));
    api = mockApi({ 'GET /analytics/dashboard': [200, clinicianData] });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Clinical Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Emily. Here's what's happening with your lab operations.")).toBeInTheDocument();
    expect(await screen.findByLabelText('Test Requests')).toHaveTextContent('12');
    expect(cardTitles()).toEqual(['Test Requests', 'New Patients', 'Results Completed']);
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    expect(screen.queryByLabelText('Activity filter')).not.toBeInTheDocument();
    expect(screen.queryByText('Institution Performance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trend-chart')).not.toBeInTheDocument();
    expect(screen.queryByText('Low Stock Alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Analytics' })).not.toBeInTheDocument();
  });

  it('links those who may view analytics to its overview', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /analytics/dashboard': [200, clinicianData] });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('reloads with the chosen time frame', async () => {
    mockSession(testUser('clinician'));
    const timeframes: unknown[] = [];
    api = mockApi({ 'GET /analytics/dashboard': ({ params }) => (timeframes.push(params.timeframe), [200, clinicianData]) });
    renderDashboard();
    await screen.findByLabelText('Test Requests');
    await userEvent.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(timeframes).toEqual([30, 7]));
  });

  it('only logs a failure', async () => {
    mockSession(testUser('clinician'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = mockApi({ 'GET /analytics/dashboard': [500, { error: 'boom' }] });
    renderDashboard();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('dashboard for super_admin', () => {
  beforeEach(() => {
    mockSession(testUser('super_admin', { first_name: 'Sarah' }));
  });

  it('shows every card, the people in activity, trends, performance and the low-stock alert', async () => {
    api = mockApi({
      'GET /analytics/dashboard': [200, superData],
      'GET /analytics/institutions': [200, { institutions: [{ id: 2, name: 'Riverside Community Clinic' }] }],
      'GET /analytics/user-activity': [200, { users: [] }],
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    await screen.findByLabelText('Active Clinicians');
    expect(cardTitles()).toEqual(['Test Requests', 'New Patients', 'Results Completed', 'Pending Fulfillment', 'Active Institutions', 'Active Clinicians', 'Test Request Trends']);
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Lipid Panel requested for Ava Smith')).toBeInTheDocument();
    expect(within(activity).getByText('by Emily Watson')).toBeInTheDocument();
    expect(within(activity).getByText('Test Request')).toBeInTheDocument();
    expect(await screen.findByTestId('trend-chart')).toHaveTextContent('Mon 16 4');
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('3 items are running low on stock.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('warns while a transport cannot deliver, naming why; says nothing while both can', async () => {
    const health = (sms: { isValid: boolean; message: string }) => ({
      data: { overallHealth: sms.isValid ? 'healthy' : 'degraded', services: { email: { isValid: true, message: 'SMTP server mail.lab is ready' }, sms }, environment: { schedulerEnabled: true, timezone: 'Europe/London' } },
    });
    const base: Parameters<typeof mockApi>[0] = { 'GET /analytics/dashboard': [200, superData], 'GET /analytics/institutions': [200, { institutions: [] }], 'GET /analytics/user-activity': [200, { users: [] }] };
    api = mockApi({ ...base, 'GET /cron/notification-health': [200, health({ isValid: false, message: 'No SMS provider configured (SMS_PROVIDER): messages are recorded, not delivered' })] });
    const { unmount } = renderDashboard();
    expect(await screen.findByText('Messages to patients are not being delivered')).toBeInTheDocument();
    expect(screen.getByText('No SMS provider configured (SMS_PROVIDER): messages are recorded, not delivered')).toBeInTheDocument();
    expect(screen.queryByText('SMTP server mail.lab is ready')).not.toBeInTheDocument();
    unmount();
    api.restore();

    api = mockApi({ ...base, 'GET /cron/notification-health': [200, health({ isValid: true, message: 'Twilio account is active' })] });
    renderDashboard();
    await screen.findByLabelText('Active Clinicians');
    await waitFor(() => expect(api!.calls).toContain('GET /cron/notification-health'));
    expect(screen.queryByText('Messages to patients are not being delivered')).not.toBeInTheDocument();
  });

  it('filters by institution by replacing only the activity list', async () => {
    const calls: Record<string, unknown>[] = [];
    api = mockApi({
      'GET /analytics/dashboard': ({ params }) => {
        calls.push(params);
        if (params.activity_filter === 'institution') {
          return [200, { ...superData, test_requests: { total: 999 }, recent_activity: [{ type: 'patient', description: 'New patient: Leo King', status: 'registered', created_at: '2026-11-20T09:00:00Z' }] }];
        }
        return [200, superData];
      },
      'GET /analytics/institutions': [200, { institutions: [{ id: 2, name: 'Riverside Community Clinic' }] }],
      'GET /analytics/user-activity': [200, { users: [] }],
    });
    renderDashboard();
    await screen.findByLabelText('Active Clinicians');
    await userEvent.click(screen.getByLabelText('Activity filter'));
    await userEvent.click(await screen.findByTitle('By Institution'));
    await userEvent.click(screen.getByLabelText('Institution'));
    await userEvent.click(await screen.findByTitle('Riverside Community Clinic'));
    expect(await screen.findByText('New patient: Leo King')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ activity_filter: 'institution', institution_id: 2 });
    expect(screen.getByLabelText('Test Requests')).toHaveTextContent('120');
  });
});
