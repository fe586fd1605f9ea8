import type { ExternalApiStatus, Role } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi, type MockHandler, type MockReply } from '@lab/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../order/order-test-helpers';
import { sampleDetail, sampleExternalLab } from '../test-fixtures';
import { ExternalLabPanel } from './ExternalLabPanel';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

/** A laboratory with the 'medilab' provider, as the request detail answers before any order. */
const enabled = (overrides: Partial<ExternalApiStatus> = {}) => sampleExternalLab({ api_enabled: true, provider: 'medilab', ...overrides });

const SUBMITTED_AT = '2026-11-21T09:00:00Z';
const RECEIVED_AT = '2026-11-22T10:30:00Z';
const RESULTS_AT = '2026-11-23T14:05:00Z';
/** An order out at the lab, with its result 45. */
const submitted = (overrides: Partial<ExternalApiStatus> = {}) =>
  enabled({ external_api_status: 'submitted', external_lab_id: 'TASK-77', api_order_submitted_at: SUBMITTED_AT, result_id: 45, last_sync: SUBMITTED_AT, ...overrides });

function renderPanel(status: ExternalApiStatus, { role = 'institution_admin' as Role, routes = {} as Record<string, MockHandler | MockReply>, request = {} } = {}) {
  mockSession(testUser(role));
  api = mockApi(routes);
  const onChanged = jest.fn();
  const view = render(<ExternalLabPanel request={sampleDetail({ status: 'in_progress', external_lab: status, ...request })} onChanged={onChanged} />);
  return { onChanged, view };
}

const panel = () => screen.getByTestId('external-lab-panel');
const mark = (key: 'submitted' | 'sampleReceived' | 'results') => screen.getByTestId(`external-mark-${key}`);
const buttonNames = () => within(panel()).queryAllByRole('button').map((b) => b.textContent);

describe('external lab panel: what it shows', () => {
  it('renders nothing when the laboratory has no enabled provider', () => {
    const { view } = renderPanel(sampleExternalLab({ can_submit: true }));
    expect(view.container).toBeEmptyDOMElement();
    expect(screen.queryByText('External Lab Integration')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the kit barcode, or says none is assigned, and the external order id and last check when there are", () => {
    const { view } = renderPanel(submitted({ result_id: null }));
    expect(within(panel()).getByText('External Lab Integration')).toBeInTheDocument();
    expect(within(panel()).getByText('KITA12345678')).toBeInTheDocument();
    expect(within(panel()).getByText('TASK-77')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Last checked Nov 21, 2026, \d\d:\d\d$/)).toBeInTheDocument();
    view.unmount();

    renderPanel(enabled(), { request: { barcode_number: null } });
    expect(within(panel()).getByText('No barcode assigned')).toBeInTheDocument();
    expect(within(panel()).queryByText(/Last checked/)).not.toBeInTheDocument();
    expect(within(panel()).queryByText('External Order ID')).not.toBeInTheDocument();
  });

  // [status, its label, the marks done: submitted, sample received, results]
  const cases: [string | null, string, boolean, boolean, boolean][] = [
    [null, 'Pending', false, false, false],
    ['pending', 'Pending', false, false, false],
    ['submitted', 'Submitted', true, false, false],
    ['sample_received', 'Sample Received', true, true, false],
    ['complete', 'Complete', true, true, true],
    ['failed', 'Failed', false, false, false],
    ['lost_in_transit', 'Unknown', false, false, false],
  ];
  it.each(cases)('status %p: tag %p, timeline marks done %p, %p, %p', (status, label, submittedDone, receivedDone, resultsDone) => {
    renderPanel(
      enabled({
        external_api_status: status as ExternalApiStatus['external_api_status'],
        api_order_submitted_at: SUBMITTED_AT,
        sample_received_at: RECEIVED_AT,
        api_results_received_at: RESULTS_AT,
      }),
    );
    const tags = panel().querySelectorAll('.ant-tag');
    expect([...tags].map((t) => t.textContent)).toEqual([label]);
    const timeline = within(panel()).getByRole('group', { name: 'External lab progress' });
    expect([...timeline.querySelectorAll('.ant-steps-item-title')].map((t) => t.textContent)).toEqual(['Submitted', 'Sample Received', 'Results']);
    // a done mark says 'Done' with its time; the others say 'Not yet' and show no time
    expect(mark('submitted')).toHaveTextContent(submittedDone ? /^Done: Nov 21, 2026, \d\d:\d\d$/ : /^Not yet$/);
    expect(mark('sampleReceived')).toHaveTextContent(receivedDone ? /^Done: Nov 22, 2026, \d\d:\d\d$/ : /^Not yet$/);
    expect(mark('results')).toHaveTextContent(resultsDone ? /^Done: Nov 23, 2026, \d\d:\d\d$/ : /^Not yet$/);
  });

  it("says 'Done' for a done mark whose time the lab did not report", () => {
    renderPanel(enabled({ external_api_status: 'complete', api_order_submitted_at: SUBMITTED_AT }));
    expect(mark('sampleReceived')).toHaveTextContent(/^Done$/);
  });

  it('shows why a failed order failed', () => {
    renderPanel(enabled({ external_api_status: 'failed', failure_reason: 'The external lab did not answer within 10 s' }));
    const alert = within(panel()).getByRole('alert');
    expect(alert).toHaveTextContent('The external lab did not answer within 10 s');
    expect(alert.className).toMatch(/ant-alert-error/);
  });

  it("loads the result's api-status and shows that answer", async () => {
    renderPanel(submitted(), { routes: { 'GET /results/45/api-status': [200, submitted({ external_api_status: 'sample_received', sample_received_at: RECEIVED_AT })] } });
    expect(await within(panel()).findByText('Sample Received', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(mark('sampleReceived')).toHaveTextContent(/^Done: /);
    expect(api.calls).toEqual(['GET /results/45/api-status']);
  });

  it("says 'Failed to load API status' when api-status fails, or the server's text", async () => {
    const { view } = renderPanel(submitted(), { routes: { 'GET /results/45/api-status': [500, {}] } });
    expect(await within(panel()).findByText('Failed to load API status')).toBeInTheDocument();
    // the request's own answer stays on show
    expect(within(panel()).getByText('Submitted', { selector: '.ant-tag' })).toBeInTheDocument();
    view.unmount();

    renderPanel(submitted(), { routes: { 'GET /results/45/api-status': [404, { error: 'Test result not found' }] } });
    expect(await within(panel()).findByText('Test result not found')).toBeInTheDocument();
  });
});

describe('external lab panel: its buttons', () => {
  const apiStatus = (status: ExternalApiStatus) => ({ 'GET /results/45/api-status': [200, status] as MockReply });

  it('offers Submit on can_submit, Check Status for a status short of complete with a result, Fetch Results on can_fetch_results', async () => {
    let view = renderPanel(enabled({ can_submit: true })).view;
    expect(buttonNames()).toEqual(['Submit to External Lab']);
    view.unmount();

    const failed = submitted({ external_api_status: 'failed', can_submit: true });
    view = renderPanel(failed, { routes: apiStatus(failed) }).view;
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(buttonNames()).toEqual(['Submit to External Lab', 'Check Status']);
    view.unmount();

    // a status without a result to ask about
    view = renderPanel(submitted({ result_id: null })).view;
    expect(buttonNames()).toEqual([]);
    view.unmount();

    const complete = submitted({ external_api_status: 'complete', can_fetch_results: true });
    view = renderPanel(complete, { routes: apiStatus(complete) }).view;
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(buttonNames()).toEqual(['Fetch Results']);
    view.unmount();

    renderPanel(enabled());
    expect(buttonNames()).toEqual([]);
  });

  it('offers nothing to a clinician or a client_admin, whatever the flags say, and all three to a lab_user', async () => {
    const everything = submitted({ can_submit: true, can_fetch_results: true });
    for (const role of ['clinician', 'client_admin'] as Role[]) {
      const { view } = renderPanel(everything, { role, routes: apiStatus(everything) });
      await waitFor(() => expect(api.calls).toHaveLength(1));
      expect(within(panel()).getByText('External Lab Integration')).toBeInTheDocument();
      expect(buttonNames()).toEqual([]);
      view.unmount();
      api.restore();
    }
    renderPanel(everything, { role: 'lab_user', routes: apiStatus(everything) });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(buttonNames()).toEqual(['Submit to External Lab', 'Check Status', 'Fetch Results']);
  });

  it('asks before submitting, naming the lab and what is sent, then posts, updates and reloads the page', async () => {
    const user = setupUser();
    const posts: string[] = [];
    const { onChanged } = renderPanel(enabled({ can_submit: true }), {
      routes: {
        'POST /external-api/medilab/submit-order/123': () => {
          posts.push('submit');
          return [200, { success: true, message: 'Order TASK-77 submitted to the external lab', status: submitted({ last_sync: null }) }];
        },
        'GET /results/45/api-status': [200, submitted()],
      },
    });
    await user.click(within(panel()).getByRole('button', { name: /Submit to External Lab/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Submit to External Lab?' });
    expect(dialog).toHaveTextContent("The patient's name (Olivia Harrington), date of birth (17 Mar 1984) and the kit barcode (KITA12345678) will be sent to North Lab, an outside laboratory");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);

    await user.click(within(panel()).getByRole('button', { name: /Submit to External Lab/ }));
    dialog = await screen.findByRole('dialog', { name: 'Submit to External Lab?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(panel()).findByText('Order TASK-77 submitted to the external lab')).toBeInTheDocument();
    expect(posts).toEqual(['submit']);
    expect(within(panel()).getByText('Submitted', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(mark('submitted')).toHaveTextContent(/^Done: Nov 21, 2026/);
    expect(within(panel()).queryByRole('button', { name: /Submit to External Lab/ })).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows a failed submit's server error and reason, and the failed status the server recorded", async () => {
    const user = setupUser();
    const reason = 'The external lab did not answer within 10 s';
    const { onChanged } = renderPanel(enabled({ can_submit: true }), {
      routes: {
        'POST /external-api/medilab/submit-order/123': [
          504,
          { success: false, error: 'Failed to submit to external API', reason, status: enabled({ external_api_status: 'failed', failure_reason: reason, can_submit: true }) },
        ],
      },
    });
    await user.click(within(panel()).getByRole('button', { name: /Submit to External Lab/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit to external API');
    expect(alert).toHaveTextContent(reason);
    // the reason is said once, not again as the status's failure
    expect(within(panel()).getAllByText(reason)).toHaveLength(1);
    expect(within(panel()).getByText('Failed', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: /Submit to External Lab/ })).toBeEnabled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to submit to external API' when the server gives no text", async () => {
    const user = setupUser();
    renderPanel(enabled({ can_submit: true }), { routes: { 'POST /external-api/medilab/submit-order/123': [500] } });
    await user.click(within(panel()).getByRole('button', { name: /Submit to External Lab/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(/^Failed to submit to external API$/);
  });

  it('checks the status at /results/{id}/sync-status and shows the answer', async () => {
    const user = setupUser();
    const synced = submitted({ external_api_status: 'sample_received', sample_received_at: RECEIVED_AT, last_sync: RESULTS_AT });
    const { onChanged } = renderPanel(submitted(), { routes: { ...apiStatus(submitted()), 'POST /results/45/sync-status': [200, synced] } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: /Check Status/ }));
    expect(await within(panel()).findByText('Sample Received', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /results/45/api-status', 'POST /results/45/sync-status']);
    expect(mark('sampleReceived')).toHaveTextContent(/^Done: Nov 22, 2026/);
    expect(within(panel()).getByText(/^Last checked Nov 23, 2026/)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("says 'Failed to sync status' when the check fails, with the reason and the status it carries", async () => {
    const user = setupUser();
    const failed = submitted({ external_api_status: 'failed', failure_reason: 'The external lab is unreachable' });
    renderPanel(submitted(), { routes: { ...apiStatus(submitted()), 'POST /results/45/sync-status': [502, { reason: 'The external lab is unreachable', status: failed }] } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: /Check Status/ }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to sync status');
    expect(alert).toHaveTextContent('The external lab is unreachable');
    expect(within(panel()).getByText('Failed', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it("says 'Lab not reachable, last tried …' when Check Status did not reach the lab: the order keeps its status", async () => {
    const user = setupUser();
    const reason = 'The external lab could not be reached (ECONNREFUSED)';
    const kept = submitted({ attempt_error: reason, last_attempt_at: RECEIVED_AT, next_attempt_at: RESULTS_AT });
    renderPanel(submitted(), { routes: { ...apiStatus(submitted()), 'POST /results/45/sync-status': [502, { error: 'Failed to sync status', reason, status: kept }] } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: /Check Status/ }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(/^Lab not reachable, last tried Nov 22, 2026, \d\d:\d\d/);
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent(/Next automatic check not before Nov 23, 2026/);
    expect(within(panel()).getAllByRole('alert')).toHaveLength(1); // said once
    expect(within(panel()).getByText('Submitted', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('says when a submit sent a new order because the lab had closed the last one', async () => {
    const user = setupUser();
    const message = 'A new order was sent to the lab (order TASK-88): the lab had rejected the previous one';
    const { onChanged } = renderPanel(submitted({ external_api_status: 'failed', failure_reason: 'Sample haemolysed', can_submit: true }), {
      routes: { ...apiStatus(submitted({ external_api_status: 'failed', can_submit: true })), 'POST /external-api/medilab/submit-order/123': [200, { success: true, new_order: true, message, status: submitted({ external_lab_id: 'TASK-88' }) }] },
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: /Submit to External Lab/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit to External Lab?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(panel()).findByText(message)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it('fetches results: says whether any were imported, and reloads the page', async () => {
    const user = setupUser();
    const complete = submitted({ external_api_status: 'complete', can_fetch_results: true, api_results_received_at: RESULTS_AT });
    let imported = true;
    const { onChanged } = renderPanel(complete, {
      routes: {
        ...apiStatus(complete),
        'POST /external-api/medilab/fetch-results/123': () => [200, { success: true, imported, result_id: 45, status: { ...complete, has_external_data: true } }],
      },
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: /Fetch Results/ }));
    expect(await within(panel()).findByText('Results imported')).toBeInTheDocument();
    expect(api.calls).toContain('POST /external-api/medilab/fetch-results/123');
    expect(onChanged).toHaveBeenCalledTimes(1);

    imported = false;
    await user.click(within(panel()).getByRole('button', { name: /Fetch Results/ }));
    expect(await within(panel()).findByText('No new results from the external lab')).toBeInTheDocument();
    expect(within(panel()).queryByText('Results imported')).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to fetch results from external API' when fetching fails, or the server's text", async () => {
    const user = setupUser();
    const complete = submitted({ external_api_status: 'complete', can_fetch_results: true });
    let reply: MockReply = [500];
    const { onChanged } = renderPanel(complete, { routes: { ...apiStatus(complete), 'POST /external-api/medilab/fetch-results/123': () => reply } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: /Fetch Results/ }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(/^Failed to fetch results from external API$/);

    reply = [409, { error: 'The test request has no markers the external lab reported on' }];
    await user.click(within(panel()).getByRole('button', { name: /Fetch Results/ }));
    expect(await within(panel()).findByText('The test request has no markers the external lab reported on')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows the running call on its button and holds the others back until it ends', async () => {
    const user = setupUser();
    const everything = submitted({ can_submit: true, can_fetch_results: true });
    let answer: (reply: MockReply) => void = () => undefined;
    renderPanel(everything, {
      routes: { ...apiStatus(everything), 'POST /results/45/sync-status': () => new Promise<MockReply>((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const check = within(panel()).getByRole('button', { name: /Check Status/ });
    await user.click(check);
    await waitFor(() => expect(check.className).toMatch(/ant-btn-loading/));
    expect(within(panel()).getByRole('button', { name: /Submit to External Lab/ })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: /Fetch Results/ })).toBeDisabled();

    answer([200, everything]);
    await waitFor(() => expect(within(panel()).getByRole('button', { name: /Fetch Results/ })).toBeEnabled());
    expect(within(panel()).getByRole('button', { name: /Submit to External Lab/ })).toBeEnabled();
    await waitFor(() => expect(within(panel()).getByRole('button', { name: /Check Status/ }).className).not.toMatch(/ant-btn-loading/));
  });

  it('is used from the keyboard', async () => {
    const user = setupUser();
    renderPanel(enabled({ can_submit: true }));
    await user.tab();
    expect(within(panel()).getByRole('button', { name: /Submit to External Lab/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Submit to External Lab?' })).toBeInTheDocument();
  });
});
