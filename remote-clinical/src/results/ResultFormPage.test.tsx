import { NO_RANGE_TEXT, RESULT_MESSAGES, RESULT_SAFETY_MESSAGES, type ResultPayload } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { chosen, pick, setupUser, type User } from '../test-requests/order/order-test-helpers';
import { completedRequest, potassium, requestMarkers, requestWithMarkers, resultMarker, sampleResultDetail, storedValue } from './result-fixtures';
import ResultsArea from './ResultsArea';

jest.mock('../test-requests/order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
jest.mock('./report/result-report', () => ({ saveResultReport: jest.fn() }));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const requests = [completedRequest({ id: 77 }), completedRequest({ id: 78, test_name: 'Vitamin D', result_id: 45 })];
/** The result data the form writes for the two markers' values. */
const written = (cholesterol = '', cholesterolStatus = '', potassium = '', potassiumStatus = '') =>
  `Total Cholesterol\nValue: ${cholesterol}\nUnits: mmol/L\nRange: < 5.2\nStatus: ${cholesterolStatus}\n\nPotassium\nValue: ${potassium}\nUnits: mmol/L\nRange: 3.5 - 5.1\nStatus: ${potassiumStatus}`;
const template = written();

/** The form's routes answered, with what was saved collected. */
function formApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const saved: { method: string; body: ResultPayload }[] = [];
  api = mockApi({
    'GET /tests/requests': ({ params }) => {
      expect(params).toMatchObject({ status: 'completed', limit: 100 });
      return [200, { requests, pagination: { page: 1, limit: 100, total: requests.length, pages: 1 } }];
    },
    'GET /results/requests/77/markers': [200, requestMarkers()],
    'POST /results': ({ body }) => {
      saved.push({ method: 'POST', body: body as ResultPayload });
      return [201, sampleResultDetail({ id: 500 })];
    },
    'PUT /results/123': ({ body }) => {
      saved.push({ method: 'PUT', body: body as ResultPayload });
      return [200, sampleResultDetail()];
    },
    'GET /results/500': [200, sampleResultDetail({ id: 500 })],
    ...extra,
  });
  return saved;
}

/** Each option of a select: its text, and whether it is disabled. */
async function options(user: User, field: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  const items = await waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    if (open.length === 0) throw new Error(`No options in ${field}`);
    return [...open];
  });
  const states = items.map((o) => [o.getAttribute('title'), o.classList.contains('ant-select-item-option-disabled')]);
  await user.keyboard('{Escape}');
  return Object.fromEntries(states);
}

async function start(url: string, role: Parameters<typeof testUser>[0] = 'lab_user') {
  mockSession(testUser(role));
  const user = setupUser();
  renderArea('/results', ResultsArea, url);
  await screen.findByRole('button', { name: /Save/ });
  return user;
}

describe('new result', () => {
  it('preselects ?test_request_id, asks a value per marker with a live flag, and sends only the filled values', async () => {
    const saved = formApi();
    const user = await start('/results/new?test_request_id=77');
    expect(chosen('Test Request')).toEqual(['REQ-000077 · Lipid Panel · Olivia Harrington']);
    const cholesterol = await screen.findByLabelText('Total Cholesterol');
    expect(cholesterol).toHaveAccessibleDescription('Reference range: < 5.2 mmol/L · Range for: Any sex, from 18 years');
    expect(screen.getByLabelText('Potassium')).toHaveAccessibleDescription('Reference range: 3.5 - 5.1 mmol/L · Critical limits: < 2.5 or > 6.5 · Range for: Any sex, from 18 years');
    await waitFor(() => expect(screen.getByLabelText('Result Data')).toHaveValue(template));
    expect(chosen('Status')).toEqual(['Draft']);
    // whoever enters a result may not review or release it: the form says so beside the status
    expect(await options(user, 'Status')).toEqual({ Draft: false, Reviewed: true, Final: true, Amended: true });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(RESULT_SAFETY_MESSAGES.secondPerson);

    await user.type(cholesterol, '6.1');
    expect(screen.getByText('High')).toBeInTheDocument();
    // typed once: the result data is written from the value
    expect(screen.getByLabelText('Result Data')).toHaveValue(written('6.1', 'High'));
    expect(screen.getByLabelText('Result Data')).toHaveAccessibleDescription('Written from the marker values above; add any free text here');
    await user.type(screen.getByLabelText('Interpretation'), 'Raised cholesterol.');
    await user.click(screen.getByRole('button', { name: /Save Result/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      method: 'POST',
      body: { test_request_id: 77, result_data: written('6.1', 'High'), result_values: [{ marker_id: 7, value: 6.1 }], interpretation: 'Raised cholesterol.', status: 'draft' },
    });
    expect(await screen.findByRole('heading', { name: 'RES-000500' })).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /results/500'); // the detail shows what the save answered
  });

  it('requires the request and the result data, and offers requests that have a result only as disabled', async () => {
    const saved = formApi();
    const user = await start('/results/new');
    expect(await options(user, 'Test Request')).toEqual({
      'REQ-000077 · Lipid Panel · Olivia Harrington': false,
      'REQ-000078 · Vitamin D · Olivia Harrington (has RES-000045)': true,
    });
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    expect(await screen.findByText(RESULT_MESSAGES.requestRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Result Data')).toHaveAccessibleDescription(RESULT_MESSAGES.resultDataRequired);
    expect(screen.getByRole('combobox', { name: 'Test Request' })).toHaveFocus();
    expect(saved).toHaveLength(0);

    await pick(user, 'Test Request', 'REQ-000077 · Lipid Panel · Olivia Harrington');
    await waitFor(() => expect(screen.getByLabelText('Result Data')).toHaveValue(template));
    expect(screen.queryByText(RESULT_MESSAGES.requestRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(RESULT_MESSAGES.resultDataRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toMatchObject({ test_request_id: 77, result_values: null, interpretation: null, status: 'draft' });
    expect(saved[0].body).not.toHaveProperty('reason');
  });

  it('loads a request that is not among the completed ones, and chooses it', async () => {
    formApi({ 'GET /tests/requests/90': [200, requestWithMarkers({ id: 90, status: 'in_progress', test_name: 'Ferritin' })], 'GET /results/requests/90/markers': [200, requestMarkers()] });
    const user = await start('/results/new?test_request_id=90');
    expect(chosen('Test Request')).toEqual(['REQ-000090 · Ferritin · Olivia Harrington']);
    expect(await screen.findByLabelText('Potassium')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Test Results' });
  });

  it('says why a cancelled request cannot be chosen', async () => {
    formApi({ 'GET /tests/requests/91': [200, requestWithMarkers({ id: 91, status: 'cancelled', test_name: 'Ferritin' })] });
    const user = await start('/results/new?test_request_id=91');
    expect(screen.getByText(RESULT_MESSAGES.requestCancelled)).toBeInTheDocument();
    expect(chosen('Test Request')).toEqual([]);
    expect(await options(user, 'Test Request')).toMatchObject({ 'REQ-000091 · Ferritin · Olivia Harrington (cancelled)': true });
  });

  it('says why a request that has a result cannot be chosen, and one that is not found', async () => {
    formApi({ 'GET /tests/requests/92': [404, { error: 'Test request not found' }] });
    mockSession(testUser('lab_user'));
    const { unmount } = renderArea('/results', ResultsArea, '/results/new?test_request_id=78');
    expect(await screen.findByText(RESULT_MESSAGES.alreadyHasResult('RES-000045'))).toBeInTheDocument();
    expect(chosen('Test Request')).toEqual([]);
    unmount();
    renderArea('/results', ResultsArea, '/results/new?test_request_id=92');
    expect(await screen.findByText(RESULT_MESSAGES.requestNotFound)).toBeInTheDocument();
  });

  it("shows the server's text when saving fails and keeps the input, and refuses a double submit", async () => {
    let posts = 0;
    formApi({
      'POST /results': async () => {
        posts++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return [400, { error: RESULT_MESSAGES.alreadyHasResult('RES-000046') }];
      },
    });
    const user = await start('/results/new?test_request_id=77');
    await user.type(await screen.findByLabelText('Potassium'), '4');
    const save = screen.getByRole('button', { name: /Save Result/ });
    await user.click(save);
    await user.click(save);
    expect(await screen.findByText(RESULT_MESSAGES.alreadyHasResult('RES-000046'))).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(screen.getByLabelText('Potassium')).toHaveValue('4');
    expect(screen.getByLabelText('Result Data')).toHaveValue(written('', '', '4', 'Normal'));
  });

  it('flags a critical value in words, and says when a marker has no range for this patient', async () => {
    formApi({ 'GET /results/requests/77/markers': [200, requestMarkers([resultMarker(8, 'Potassium', 'mmol/L', 3.5, 5.3, [2.5, 6.5]), resultMarker(30, 'Osmolality', 'mOsm/kg', null, null, [null, null], false)])] });
    const user = await start('/results/new?test_request_id=77');
    const osmolality = await screen.findByLabelText('Osmolality');
    expect(osmolality).toHaveAccessibleDescription(NO_RANGE_TEXT);
    await user.type(screen.getByLabelText('Potassium'), '7.2');
    expect(screen.getByText('Critical high')).toBeInTheDocument();
    await user.type(osmolality, '410');
    expect(screen.getByText(NO_RANGE_TEXT, { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Result Data')).toHaveValue(
      `Potassium\nValue: 7.2\nUnits: mmol/L\nRange: 3.5 - 5.3\nStatus: Critical high\n\nOsmolality\nValue: 410\nUnits: mOsm/kg\nRange: \nStatus: ${NO_RANGE_TEXT}`,
    );
  });

  it('leaves the result data alone once the user has written it', async () => {
    const saved = formApi();
    const user = await start('/results/new?test_request_id=77');
    const data = screen.getByLabelText('Result Data');
    await waitFor(() => expect(data).toHaveValue(template));
    await user.clear(data);
    await user.type(data, 'Lipaemic sample, values approximate.');
    await user.type(screen.getByLabelText('Total Cholesterol'), '6.1');
    expect(data).toHaveValue('Lipaemic sample, values approximate.');
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body.result_data).toBe('Lipaemic sample, values approximate.');
  });
});

describe('edit result', () => {
  it('locks the request, prefills the values and keeps the status, and puts the changes', async () => {
    // an institution that lets one person enter and review
    const saved = formApi({ 'GET /results/123': [200, sampleResultDetail({ result_values: [potassium], second_person_required: false })] });
    const user = await start('/results/123/edit');
    expect(screen.getByRole('heading', { name: 'Edit RES-000123' })).toBeInTheDocument();
    const request = screen.getByRole('combobox', { name: 'Test Request' });
    expect(request).toBeDisabled();
    expect(request).toHaveAccessibleDescription('The test request cannot be changed');
    expect(screen.getByLabelText('Potassium')).toHaveValue('3.1');
    expect(screen.getByLabelText('Total Cholesterol')).toHaveValue('');
    expect(screen.getByText('Low')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason for amendment')).not.toBeInTheDocument();
    // entered by someone else: this user may review it, and release it as its values are not critical
    expect(await options(user, 'Status')).toEqual({ Draft: false, Reviewed: false, Final: false, Amended: true });

    await pick(user, 'Status', 'Reviewed');
    await user.clear(screen.getByLabelText('Potassium'));
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      method: 'PUT',
      body: { test_request_id: 77, result_data: sampleResultDetail().result_data, result_values: null, interpretation: 'Raised cholesterol; low potassium.', status: 'reviewed' },
    });
    expect(api.calls).not.toContain('GET /tests/requests/77');
    expect(api.calls).not.toContain('GET /results/requests/77/markers');
  });

  it('offers its enterer no review or release, and refuses another user the review once they change the values', async () => {
    const saved = formApi({ 'GET /results/123': [200, sampleResultDetail({ result_values: [potassium], entered_by: 1, values_by: 1 })] });
    let user = await start('/results/123/edit');
    expect(await options(user, 'Status')).toEqual({ Draft: false, Reviewed: true, Final: true, Amended: true });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(RESULT_SAFETY_MESSAGES.secondPerson);
    cleanup();

    formApi({ 'GET /results/123': [200, sampleResultDetail({ result_values: [potassium] })], 'PUT /results/123': [409, { error: RESULT_SAFETY_MESSAGES.secondPerson }] });
    user = await start('/results/123/edit');
    expect(await options(user, 'Status')).toEqual({ Draft: false, Reviewed: false, Final: false, Amended: true });
    await pick(user, 'Status', 'Reviewed');
    await user.clear(screen.getByLabelText('Potassium'));
    await user.type(screen.getByLabelText('Potassium'), '3.3');
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    expect(await screen.findByText(RESULT_SAFETY_MESSAGES.secondPerson, { selector: '#result-status-error' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    expect(saved).toHaveLength(0);
  });

  it('disables the release while a critical value has no call-back, and says so', async () => {
    formApi({ 'GET /results/123': [200, sampleResultDetail({ status: 'reviewed', result_values: [storedValue({ ...potassium, value: 7.2, flag: 'HH' })], critical_count: 1, critical_unacknowledged: true })] });
    const user = await start('/results/123/edit');
    expect(screen.getByText('Critical high')).toBeInTheDocument();
    expect(await options(user, 'Status')).toEqual({ Draft: false, Reviewed: false, Final: true, Amended: true });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(RESULT_SAFETY_MESSAGES.criticalNotAcknowledged);
  });

  it('asks a comment to release a value beyond its delta limit, sends it, and shows a refusal in the API words', async () => {
    const failedDelta = storedValue({ ...potassium, value: 4.9, flag: 'N', delta: { previous_value: 3.6, previous_at: '2026-11-10T09:00:00.000Z', previous_result_id: 98, failed: true } });
    const saved = formApi({
      'GET /results/123': [200, sampleResultDetail({ status: 'reviewed', result_values: [failedDelta] })],
      'PUT /results/123': ({ body }) => {
        saved.push({ method: 'PUT', body: body as ResultPayload });
        return [409, { error: RESULT_SAFETY_MESSAGES.criticalNotAcknowledged }];
      },
    });
    const user = await start('/results/123/edit');
    expect(screen.queryByLabelText('Comment confirming the change')).not.toBeInTheDocument();
    await pick(user, 'Status', 'Final');
    expect(screen.getByText(RESULT_SAFETY_MESSAGES.deltaNeedsComment)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    expect(await screen.findByText('Please enter a comment confirming the change')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment confirming the change')).toHaveFocus();
    expect(saved).toHaveLength(0);

    await user.type(screen.getByLabelText('Comment confirming the change'), 'Confirmed on repeat');
    await user.click(screen.getByRole('button', { name: /Save Result/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toMatchObject({ status: 'final', delta_comment: 'Confirmed on repeat' });
    expect(await screen.findByText(RESULT_SAFETY_MESSAGES.criticalNotAcknowledged)).toBeInTheDocument();
  });

  it('amends a final result only with a reason', async () => {
    const saved = formApi({ 'GET /results/123': [200, sampleResultDetail({ status: 'final' })] });
    const user = await start('/results/123/edit');
    expect(screen.getByRole('heading', { name: 'Amend RES-000123' })).toBeInTheDocument();
    expect(chosen('Status')).toEqual(['Amended']);
    expect(await options(user, 'Status')).toEqual({ Draft: true, Reviewed: true, Final: true, Amended: false });
    expect(screen.getByText(/The previous content is kept in the amendment history/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Save Amendment/ }));
    expect(await screen.findByText(RESULT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for amendment')).toHaveFocus();
    expect(saved).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for amendment'), 'Potassium re-run');
    await user.click(screen.getByRole('button', { name: /Save Amendment/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toMatchObject({ status: 'amended', reason: 'Potassium re-run' });
  });

  it("says 'Result Not Found' on 404, and the load failure otherwise", async () => {
    mockSession(testUser('clinician'));
    formApi({ 'GET /results/123': [404, { error: 'Test result not found' }], 'GET /results/124': [500, {}] });
    const { unmount } = renderArea('/results', ResultsArea, '/results/123/edit');
    expect(await screen.findByText(RESULT_MESSAGES.notFound)).toBeInTheDocument();
    unmount();
    renderArea('/results', ResultsArea, '/results/124/edit');
    expect(await screen.findByText(RESULT_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('goes back to the detail on Cancel', async () => {
    formApi({ 'GET /results/123': [200, sampleResultDetail()] });
    const user = await start('/results/123/edit');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'RES-000123' })).toBeInTheDocument();
  });
});

it.each(['client_admin', 'fulfillment_agent'] as const)('refuses a %s the form', async (role) => {
  mockSession(testUser(role));
  api = mockApi({});
  renderArea('/results', ResultsArea, '/results/new');
  expect(await screen.findByText(RESULT_MESSAGES.accessDenied)).toBeInTheDocument();
  expect(screen.getByText(RESULT_MESSAGES.enterDenied)).toBeInTheDocument();
  expect(within(document.body).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
