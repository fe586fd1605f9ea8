import { MONITORING_REFRESH_MS, REMINDER_MESSAGES, type UpcomingReminderSlot } from '@lab/shared';
import { mockApi, type MockApi, type MockReply } from '@lab/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderCms, setupUser, signIn } from '../test-fixtures';
import { HEALTH, MONITORING_PATHS, monitoringRoutes, sampleUpcoming, SCHEDULER, upcoming } from './monitoring-fixtures';
import { UPCOMING_TITLE } from './UpcomingRemindersTable';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const URL = '/cms/cron-monitoring';
const section = (name: string) => screen.getByRole('region', { name });
const upcomingRows = () => within(screen.getByRole('table', { name: 'Upcoming reminders' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
const loaded = () => screen.findByRole('region', { name: 'System Health' });

// StatusTag's tones (their background), so a test can say which colour a tag has
const TONE_BACKGROUNDS: Record<string, string> = { 'rgb(246, 255, 237)': 'green', 'rgb(230, 244, 255)': 'blue', 'rgb(255, 241, 240)': 'red', 'rgb(250, 250, 250)': 'neutral' };
const toneOf = (tag: HTMLElement) => TONE_BACKGROUNDS[tag.style.backgroundColor] ?? tag.style.backgroundColor;
const tag = (cell: HTMLElement, word: string) => within(cell).getByText(word).closest('.ant-tag') as HTMLElement;

const slot = (status: UpcomingReminderSlot['status'], timeUntilSend: number | null, scheduledFor: string | null): UpcomingReminderSlot => ({
  status,
  willSend: status === 'scheduled',
  timeUntilSend,
  scheduledFor,
});

describe('cron job monitoring', () => {
  beforeEach(() => signIn('super_admin'));

  it('shows the title, the way back, the refresh line and the three sections from the three calls', async () => {
    const queries: Record<string, unknown>[] = [];
    api = mockApi(monitoringRoutes(({ params }) => (queries.push(params), [200, { data: upcoming([sampleUpcoming(123)]) }])));
    renderCms(URL);
    expect(screen.getByRole('heading', { level: 2, name: 'Cron Job Monitoring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to CMS/ })).toHaveAttribute('href', '/cms');
    await loaded();
    expect([...api.calls].sort()).toEqual([...MONITORING_PATHS].sort());
    expect(queries).toEqual([{ days: 7 }]);
    expect(screen.getByText(/^Last refreshed at \d\d:\d\d:\d\d · refreshes every 30 seconds$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();

    const health = section('System Health');
    expect(within(health).getByRole('heading', { name: 'System Health' })).toBeInTheDocument();
    for (const text of ['Degraded', 'Valid', 'SMTP connection verified', 'Invalid', 'SMS provider credentials missing', 'Yes', 'Europe/London']) {
      expect(within(health).getByText(text)).toBeInTheDocument();
    }

    const scheduler = section('Scheduler Status');
    const stat = (title: string) => within(scheduler).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
    expect(stat('Active cron jobs')).toBe(String(SCHEDULER.totalJobs));
    expect([stat('Sent'), stat('Failed'), stat('Missed'), stat('Unconfirmed')]).toEqual(['41', '2', '3', '1']);
    for (const text of ['ON', 'Running', 'api-7f3c', 'Nov 22, 2026, 08:59', 'SMTP timeout']) expect(within(scheduler).getByText(text)).toBeInTheDocument();
    const jobs = within(scheduler).getByRole('table', { name: 'Active jobs' });
    expect(within(jobs).getByText('3_hours_before')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'REQ-000123' })).toHaveAttribute('href', '/tests/123');
    expect(within(jobs).getByText('Nov 22, 2026, 09:00')).toBeInTheDocument();

    expect(section(UPCOMING_TITLE)).toBeInTheDocument();
    expect(UPCOMING_TITLE).toBe('Upcoming Reminders (next 7 days)');
    const [row] = upcomingRows();
    for (const text of ['Full Blood Count', "St Mary's General Hospital", 'Olivia Patient', 'olivia@patient.test', '+447700900123', 'Nov 24, 2026, 12:00']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'REQ-000123' })).toHaveAttribute('href', '/tests/123');
  });

  it('tags each reminder with its status word and colour (sent green, scheduled blue, missed red), its time until send and its time', async () => {
    api = mockApi(
      monitoringRoutes([
        200,
        {
          data: upcoming([
            sampleUpcoming(1, { reminders: { sevenDays: slot('sent', null, '2026-11-17T12:00:00'), threeHours: slot('scheduled', 2 * 1440 + 3 * 60 + 10, '2026-11-24T09:00:00') } }),
            sampleUpcoming(2, { reminders: { sevenDays: slot('missed', -30, '2026-11-20T08:00:00'), threeHours: slot('not_scheduled', null, null) } }),
            sampleUpcoming(3, { reminders: { sevenDays: slot('scheduled', 45, '2026-11-22T10:00:00'), threeHours: slot('failed', null, '2026-11-22T11:00:00') } }),
          ]),
        },
      ]),
    );
    renderCms(URL);
    await loaded();
    const table = screen.getByRole('table', { name: 'Upcoming reminders' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Test', 'Patient', '7-Day Reminder', '3-Hour Reminder', 'Test Date & Time']);
    const [first, second, third] = upcomingRows().map(cells);

    expect(toneOf(tag(first[2], 'Sent'))).toBe('green');
    expect(within(first[2]).getByText('sent')).toBeInTheDocument();
    expect(within(first[2]).getByText('Nov 17, 2026, 12:00')).toBeInTheDocument();
    expect(toneOf(tag(first[3], 'Scheduled'))).toBe('blue');
    expect(within(first[3]).getByText('in 2 d 3 h')).toBeInTheDocument();
    expect(within(first[3]).getByText('Nov 24, 2026, 09:00')).toBeInTheDocument();

    expect(toneOf(tag(second[2], 'Missed'))).toBe('red');
    expect(within(second[2]).getByText('30 min ago')).toBeInTheDocument();
    expect(toneOf(tag(second[3], 'Not scheduled'))).toBe('neutral');
    expect(within(second[3]).getByText('—')).toBeInTheDocument();

    expect(within(third[2]).getByText('in 45 min')).toBeInTheDocument();
    expect(toneOf(tag(third[3], 'Failed'))).toBe('neutral');
  });

  it("says 'No upcoming reminders in the next 7 days' when there are none", async () => {
    api = mockApi(monitoringRoutes([200, { data: upcoming([]) }]));
    renderCms(URL);
    expect(await screen.findByText(REMINDER_MESSAGES.noUpcoming)).toBeInTheDocument();
    expect(REMINDER_MESSAGES.noUpcoming).toBe('No upcoming reminders in the next 7 days');
    expect(screen.queryByText(/^Showing the first/)).not.toBeInTheDocument();
  });

  it('says when it shows only the first requests of the window', async () => {
    api = mockApi(monitoringRoutes([200, { data: upcoming([sampleUpcoming(1), sampleUpcoming(2)], 250) }]));
    renderCms(URL);
    expect(await screen.findByText('Showing the first 2 of 250 requests')).toBeInTheDocument();
  });

  it('shows a failure under its heading, with the server reason, and a successful Refresh clears it', async () => {
    let schedulerReply: MockReply = [500, { error: 'Database unavailable' }];
    api = mockApi({ ...monitoringRoutes(), 'GET /cron/scheduler-status': () => schedulerReply });
    const user = setupUser();
    renderCms(URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: REMINDER_MESSAGES.monitoringErrorTitle })).toBeInTheDocument();
    expect(within(alert).getByText(REMINDER_MESSAGES.monitoringFetchFailed)).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect([REMINDER_MESSAGES.monitoringErrorTitle, REMINDER_MESSAGES.monitoringFetchFailed]).toEqual(['Error loading monitoring data', 'Failed to fetch monitoring data']);
    expect(within(alert).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'System Health' })).not.toBeInTheDocument();

    schedulerReply = [200, { data: SCHEDULER }];
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByRole('region', { name: 'Scheduler Status' })).toBeInTheDocument();
    expect(screen.queryByText(REMINDER_MESSAGES.monitoringErrorTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries from the alert, keeping the last good data through a failed round', async () => {
    let fail = false;
    api = mockApi({ ...monitoringRoutes(), 'GET /cron/notification-health': () => (fail ? [503] : [200, { data: HEALTH }]) });
    const user = setupUser();
    renderCms(URL);
    await loaded();
    fail = true;
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(api.calls).toHaveLength(6));
    expect(await screen.findByText(REMINDER_MESSAGES.monitoringFetchFailed)).toBeInTheDocument();
    expect(section('System Health')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.queryByText(REMINDER_MESSAGES.monitoringFetchFailed)).not.toBeInTheDocument());
  });

  it('fetches the three again every 30 seconds, and stops once the page is left', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 14, 5, 0) });
    api = mockApi(monitoringRoutes());
    const { unmount } = renderCms(URL);
    expect(await screen.findByText('Last refreshed at 14:05:00 · refreshes every 30 seconds')).toBeInTheDocument();
    expect(api.calls).toHaveLength(3);
    expect(MONITORING_REFRESH_MS).toBe(30_000);

    act(() => jest.advanceTimersByTime(MONITORING_REFRESH_MS - 1000));
    expect(api.calls).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByText('Last refreshed at 14:05:30 · refreshes every 30 seconds')).toBeInTheDocument();
    expect([...api.calls.slice(3)].sort()).toEqual([...MONITORING_PATHS].sort());

    unmount();
    act(() => jest.advanceTimersByTime(MONITORING_REFRESH_MS * 3));
    expect(api.calls).toHaveLength(6);
  });

  it("denies a user who is not super_admin, with no call", () => {
    signIn('institution_admin');
    api = mockApi(monitoringRoutes());
    renderCms(URL);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(REMINDER_MESSAGES.monitoringDenied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to CMS/ })).toHaveAttribute('href', '/cms');
    expect(screen.queryByRole('heading', { name: 'Cron Job Monitoring' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
