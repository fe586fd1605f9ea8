import { TEST_REQUEST_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { printHtml } from '../common/print-frame';
import { buildSpecimenLabel } from './label/specimen-label';
import TestsArea from './TestsArea';
import { sampleDetail } from './test-fixtures';

// the order form has its own tests (order/)
jest.mock('./order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
// the label's page and PDF have their own tests (label/, common/print-frame): here, what the buttons start
jest.mock('../common/print-frame', () => ({ printHtml: jest.fn(() => Promise.resolve()) }));
const mockSaved: string[] = [];
jest.mock('./label/specimen-label', () => ({
  ...jest.requireActual('./label/specimen-label'),
  buildSpecimenLabel: jest.fn(() => ({ save: (name: string) => mockSaved.push(name) })),
}));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function detailApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const statusChanges: { body: unknown; at: number }[] = [];
  const sent: { body: unknown; at: number }[] = [];
  const cancels: { body: unknown; at: number }[] = [];
  api = mockApi({
    'GET /tests/requests/123': [200, sampleDetail()],
    'POST /tests/requests/123/send-reminder': ({ body }) => {
      sent.push({ body, at: Date.now() });
      return [200, { success: true, message: 'Notification sent by email and SMS', notification_logs: [] }];
    },
    'PUT /tests/requests/123/status': ({ body }) => {
      statusChanges.push({ body, at: Date.now() });
      return [200, sampleDetail({ status: 'cancelled' })];
    },
    'POST /tests/requests/123/cancel': ({ body }) => {
      cancels.push({ body, at: Date.now() });
      return [200, { success: true, message: 'Notification sent by email and SMS', request: sampleDetail({ status: 'cancelled' }) }];
    },
    ...extra,
  });
  return { statusChanges, sent, cancels };
}

async function openCancelModal() {
  await userEvent.click(await screen.findByRole('button', { name: /\bCancel$/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Notify the patient of the cancellation' });
}

describe('test request detail', () => {
  it('shows every section and the buttons an institution_admin may use', async () => {
    mockSession(testUser('institution_admin'));
    detailApi();
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByRole('heading', { name: 'REQ-000123' })).toBeInTheDocument();
    for (const section of ['Patient and Test Information', 'Kit Barcode and External Lab Integration', 'Markers (1)', 'Collection Devices', 'Results', 'Fulfillment Requests']) {
      expect(screen.getByText(section)).toBeInTheDocument();
    }
    // the external lab panel shows only for a laboratory with an enabled provider (external-lab/)
    expect(screen.queryByText('External Lab Integration')).not.toBeInTheDocument();
    expect(screen.queryByText('Notification History')).not.toBeInTheDocument();
    for (const name of ['Send Notification', 'Cancel', 'Archive', 'Edit', 'Print label', 'Label PDF']) expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter Result' })).toHaveAttribute('href', '/results/new?test_request_id=123');
  });

  it('links its result, and offers Enter Result only without one, on an open request, to a user of the results pages', async () => {
    const result = {
      id: 45,
      status: 'final',
      result_data: null,
      interpretation: 'Normal',
      entered_by_name: 'Emily',
      entered_by_lastname: 'Watson',
      entered_at: '2026-11-21T09:00:00Z',
      external_api_status: null,
      external_lab_id: null,
      api_order_submitted_at: null,
      api_results_received_at: null,
      has_external_results: false,
    };
    mockSession(testUser('clinician'));
    detailApi({ 'GET /tests/requests/123': [200, sampleDetail({ status: 'completed', result_id: 45, test_results: [result] })] });
    const { unmount } = renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByRole('link', { name: 'RES-000045' })).toHaveAttribute('href', '/results/45');
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enter Result' })).not.toBeInTheDocument();
    unmount();

    detailApi({ 'GET /tests/requests/123': [200, sampleDetail({ status: 'cancelled', result_id: null })] });
    const cancelled = renderArea('/tests', TestsArea, '/tests/123');
    await screen.findByRole('heading', { name: 'REQ-000123' });
    expect(screen.queryByRole('link', { name: 'Enter Result' })).not.toBeInTheDocument();
    cancelled.unmount();

    mockSession(testUser('client_admin'));
    detailApi({ 'GET /tests/requests/123': [200, sampleDetail({ status: 'completed', result_id: null })] });
    renderArea('/tests', TestsArea, '/tests/123');
    await screen.findByRole('heading', { name: 'REQ-000123' });
    expect(screen.queryByRole('link', { name: 'Enter Result' })).not.toBeInTheDocument();
  });

  it('shows a disabled Cancelled button for a cancelled request, and no Archive or Edit', async () => {
    mockSession(testUser('super_admin'));
    detailApi({ 'GET /tests/requests/123': [200, sampleDetail({ status: 'cancelled' })] });
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByRole('button', { name: /Cancelled/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('keeps Send Notification from a lab_user, who may still cancel', async () => {
    mockSession(testUser('lab_user'));
    detailApi();
    renderArea('/tests', TestsArea, '/tests/123');
    await screen.findByRole('heading', { name: 'REQ-000123' });
    expect(screen.queryByRole('button', { name: /Send Notification/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\bCancel$/ })).toBeInTheDocument();
  });

  it("says 'Test Request Not Found' for a request it cannot see", async () => {
    mockSession(testUser('clinician'));
    api = mockApi({ 'GET /tests/requests/123': [404, { error: 'Test Request Not Found' }] });
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByText('Test Request Not Found')).toBeInTheDocument();
  });

  it('lists the notification history when there is one', async () => {
    mockSession(testUser('clinician'));
    detailApi({
      'GET /tests/requests/123': [
        200,
        sampleDetail({
          notification_logs: [
            { id: 1, sent_at: '2026-11-21T09:00:00Z', message_type: 'custom_notification', notification_type: 'email', recipient_type: 'patient', recipient_email: null, recipient_phone: null, delivery_status: 'failed', error_message: 'The patient has no email address', triggered_by_type: 'manual', triggered_by_name: 'Emily Watson' },
          ],
        }),
      ],
    });
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByText('Notification History')).toBeInTheDocument();
    expect(screen.getByText('The patient has no email address')).toBeInTheDocument();
  });
});

describe('send-notification modal', () => {
  it('keeps Send disabled while empty, says why a blank message is refused, and closes 2 s after success', async () => {
    mockSession(testUser('clinician'));
    const { sent } = detailApi();
    renderArea('/tests', TestsArea, '/tests/123');
    await userEvent.click(await screen.findByRole('button', { name: /Send Notification/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Notification' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByText(/160 characters is recommended for SMS/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Message to the patient/), '   ');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Please enter a message')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Message to the patient/), 'Your kit is on its way.');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Notification sent by email and SMS')).toBeInTheDocument();
    expect(sent[0].body).toEqual({ reminder_type: 'custom_notification', custom_message: 'Your kit is on its way.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Notification' })).not.toBeInTheDocument(), { timeout: 4000 });
    expect(Date.now() - sent[0].at).toBeGreaterThanOrEqual(1950);
  });
});

describe('cancel flow', () => {
  it('confirms, then notifies and cancels in one call, and shows the cancelled request it answers', async () => {
    mockSession(testUser('clinician'));
    const { statusChanges, sent, cancels } = detailApi();
    renderArea('/tests', TestsArea, '/tests/123');
    const dialog = await openCancelModal();
    await userEvent.type(within(dialog).getByLabelText(/Message to the patient/), 'Your test is cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Notification sent by email and SMS')).toBeInTheDocument();
    expect(cancels.map((c) => c.body)).toEqual([{ message: 'Your test is cancelled.' }]);
    // the server sequenced both: no separate notification or status change from the browser
    expect(sent).toHaveLength(0);
    expect(statusChanges).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /Cancelled/ })).toBeDisabled();
    expect(api.calls.filter((c) => c === 'GET /tests/requests/123')).toHaveLength(1);
  });

  it('cancels nothing when the modal is closed before Send', async () => {
    mockSession(testUser('clinician'));
    const { statusChanges, cancels } = detailApi();
    renderArea('/tests', TestsArea, '/tests/123');
    const dialog = await openCancelModal();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await sleep(300);
    expect(cancels).toHaveLength(0);
    expect(statusChanges).toHaveLength(0);
  });

  it("shows the server's refusal in the modal and leaves the request as it was", async () => {
    mockSession(testUser('clinician'));
    detailApi({ 'POST /tests/requests/123/cancel': [422, { error: 'Failed to send notification: The patient has no email address; The patient has no phone number' }] });
    renderArea('/tests', TestsArea, '/tests/123');
    const dialog = await openCancelModal();
    await userEvent.type(within(dialog).getByLabelText(/Message to the patient/), 'Your test is cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/The patient has no phone number/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\bCancel$/ })).toBeEnabled();
  });
});

describe('the specimen label', () => {
  it('prints the label through the print dialog, offers it as a PDF too, and says so when it fails', async () => {
    mockSession(testUser('clinician'));
    detailApi();
    renderArea('/tests', TestsArea, '/tests/123');
    await userEvent.click(await screen.findByRole('button', { name: /Print label/ }));
    await waitFor(() => expect(printHtml).toHaveBeenCalledTimes(1));
    const [html, title] = jest.mocked(printHtml).mock.calls[0];
    expect(title).toBe('Specimen label REQ-000123');
    for (const text of ['Olivia Harrington', 'MRN-P100042', 'KITA12345678', 'REQ-000123', '<svg']) expect(html).toContain(text);
    expect(buildSpecimenLabel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Label PDF/ }));
    await waitFor(() => expect(mockSaved).toEqual(['label-REQ-000123.pdf']));

    jest.mocked(printHtml).mockRejectedValueOnce(new Error('The print frame did not open'));
    await userEvent.click(screen.getByRole('button', { name: /Print label/ }));
    expect(await screen.findByText(TEST_REQUEST_MESSAGES.labelFailed)).toBeInTheDocument();
  });

  it('offers no label without a barcode', async () => {
    mockSession(testUser('clinician'));
    detailApi({ 'GET /tests/requests/123': [200, sampleDetail({ barcode_number: null })] });
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByRole('button', { name: /Print label/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Label PDF/ })).toBeDisabled();
  });
});

describe("the lab's steps", () => {
  it('lets a lab user mark the sample received (the order goes to the analyzers) after a confirmation, and shows the moved request', async () => {
    mockSession(testUser('lab_user'));
    const moves: unknown[] = [];
    detailApi({
      'GET /tests/requests/123': [200, sampleDetail({ status: 'approved' })],
      'PUT /tests/requests/123/status': ({ body }) => {
        moves.push(body);
        return [200, sampleDetail({ status: 'in_progress' })];
      },
    });
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByRole('button', { name: 'Mark kit sent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark sample received' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("REQ-000123: The sample is in the lab: its analyzers get the order.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark sample received' }));
    expect(await screen.findByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark sample received' })).not.toBeInTheDocument();
    expect(moves).toEqual([{ status: 'in_progress' }]);
  });

  it('offers no step to a clinician', async () => {
    mockSession(testUser('clinician'));
    detailApi({ 'GET /tests/requests/123': [200, sampleDetail({ status: 'approved' })] });
    renderArea('/tests', TestsArea, '/tests/123');
    expect(await screen.findByRole('heading', { name: 'REQ-000123' })).toBeInTheDocument();
    for (const name of ['Approve', 'Mark kit sent', 'Mark sample received', 'Mark completed']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
