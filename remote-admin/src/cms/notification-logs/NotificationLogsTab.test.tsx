import { CMS_MESSAGES, type NotificationLogItem } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderCms, sampleLog, setupUser, signIn, type Clicks } from '../test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const STATS = { total_notifications: 128, successful_notifications: 120, email_notifications: 90, sms_notifications: 38 };
const page = (notifications: NotificationLogItem[], total = notifications.length, pageNo = 1) => ({ notifications, pagination: { page: pageNo, limit: 10, total, pages: Math.ceil(total / 10) } });

function logsApi(reply: () => [number, unknown] = () => [200, page([])]) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /cms/notification-stats': [200, STATS],
    'GET /cms/notification-logs': ({ params }) => {
      queries.push(params);
      return reply();
    },
  });
  return queries;
}

const table = () => screen.getByRole('table', { name: 'Notification logs' });
const rows = () => within(table()).getAllByRole('row').slice(1);

async function choose(user: Clicks, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByTitle(option));
}

describe('notification logs tab', () => {
  it('shows the four stat cards', async () => {
    signIn('super_admin');
    logsApi();
    renderCms('/cms?tab=notification_logs');
    for (const [title, value] of [['Total', '128'], ['Successful', '120'], ['Email Sent', '90'], ['SMS Sent', '38']]) {
      const card = (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
      expect(await within(card).findByText(value)).toBeInTheDocument();
    }
    expect(await screen.findByText(CMS_MESSAGES.noLogs)).toBeInTheDocument();
  });

  it('shows the columns: date, type, channel, recipient, status with its error, REQ-000042 or N/A, trigger with the staff name', async () => {
    signIn('super_admin');
    const queries = logsApi(() => [
      200,
      page([
        sampleLog(1),
        sampleLog(2, {
          test_request_id: null,
          institution_name: null,
          message_type: 'password_reset',
          notification_type: 'sms',
          recipient_type: 'staff',
          recipient_email: null,
          recipient_phone: '+447700900123',
          patient_name: null,
          delivery_status: 'failed',
          error_message: 'Invalid phone number',
          triggered_by_type: 'manual',
          triggered_by_name: 'Sarah',
          triggered_by_lastname: 'Admin',
        }),
      ]),
    ]);
    renderCms('/cms?tab=notification_logs');
    expect(await within(table()).findByText('REQ-000042')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 1, limit: 10 });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date & Time', 'Type', 'Channel', 'Recipient', 'Status', 'Test Request', 'Triggered By']);
    const [first, second] = rows();
    for (const text of ['Nov 22, 2026, 14:05', '7 days before', 'Email', 'Patient', 'olivia@patient.test', 'Olivia Patient', 'Delivered', "St Mary's General Hospital", 'System']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    for (const text of ['Password reset', 'SMS', 'Staff', '+447700900123', 'Failed', 'Invalid phone number', 'N/A', 'Manual', 'Sarah Admin']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
  });

  it("says 'No notification logs found', and shows an empty table when the logs cannot load", async () => {
    signIn('super_admin');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logsApi(() => [500, { error: 'Database unavailable' }]);
    renderCms('/cms?tab=notification_logs');
    expect(await screen.findByText(CMS_MESSAGES.noLogs)).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps the filters and page in the address and sends them as the query', async () => {
    signIn('super_admin');
    const queries = logsApi(() => [200, page([sampleLog(1)], 25, 2)]);
    const user = setupUser();
    renderCms('/cms?tab=notification_logs&delivery_status=failed&page=2');
    expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeInTheDocument();
    expect(queries[0]).toEqual({ delivery_status: 'failed', page: 2, limit: 10 });

    await choose(user, 'Channel filter', 'SMS');
    await waitFor(() => expect(queries.at(-1)).toEqual({ delivery_status: 'failed', notification_type: 'sms', page: 1, limit: 10 }));
    expect(currentUrl(screen)).toBe('/cms?tab=notification_logs&delivery_status=failed&notification_type=sms');

    await choose(user, 'Message type filter', 'Test');
    await choose(user, 'Triggered by filter', 'Manual');
    await user.type(screen.getByRole('textbox', { name: 'Search notification logs' }), 'olivia');
    await waitFor(() => expect(queries.at(-1)).toEqual({ delivery_status: 'failed', notification_type: 'sms', message_type: 'test', triggered_by_type: 'manual', search: 'olivia', page: 1, limit: 10 }));
    expect(currentUrl(screen)).toContain('search=olivia');
  });

  it('reads the filters of a shared address, ignoring unknown values', async () => {
    signIn('super_admin');
    const queries = logsApi();
    renderCms('/cms?tab=notification_logs&message_type=7_days_before&triggered_by_type=robot&search=ann');
    await screen.findByText(CMS_MESSAGES.noLogs);
    expect(queries[0]).toEqual({ message_type: '7_days_before', search: 'ann', page: 1, limit: 10 });
    expect(screen.getByRole('textbox', { name: 'Search notification logs' })).toHaveValue('ann');
  });
});
