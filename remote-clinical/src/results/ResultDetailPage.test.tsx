import { RESULT_MESSAGES, RESULT_SAFETY_MESSAGES as S } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../test-requests/order/order-test-helpers';
import { saveResultReport } from './report/result-report';
import { potassium, sampleResultDetail, sampleVersion } from './result-fixtures';
import ResultsArea from './ResultsArea';

jest.mock('../test-requests/order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
jest.mock('./report/result-report', () => ({ saveResultReport: jest.fn() }));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const amended = sampleResultDetail({
  status: 'amended',
  current_version: 3,
  reviewed_by_name: 'Sam',
  reviewed_by_lastname: 'Okafor',
  reviewed_at: '2026-11-21T11:00:00.000Z',
  result_values: [potassium],
  versions: [
    sampleVersion({ version: 3, status: 'amended', reason: 'Potassium re-run on a fresh sample', author_name: 'Sam', author_lastname: 'Okafor', result_data: 'Potassium\nValue: 3.1', result_values: [potassium] }),
    sampleVersion({ version: 2, status: 'final', reason: null, result_data: 'Second content' }),
    sampleVersion({ version: 1, status: 'draft', reason: null, result_data: 'First content' }),
  ],
});

describe('test result detail', () => {
  it('shows every section, the flags in words, and the amendment history newest first', async () => {
    mockSession(testUser('clinician'));
    api = mockApi({ 'GET /results/123': [200, amended] });
    const user = setupUser();
    renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByRole('heading', { name: 'RES-000123' })).toBeInTheDocument();
    for (const section of ['Patient and Test Information', 'Markers', 'Result Data', 'Interpretation', 'Staff Information', 'Amendment History']) {
      expect(screen.getByText(section, { selector: '.ant-card-head-title' })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'REQ-000077' })).toHaveAttribute('href', '/tests/77');
    expect(screen.getByText('This result was amended')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Potassium re-run on a fresh sample · Amended by Sam Okafor/)).toBeInTheDocument();

    const potassiumCard = screen.getByText('Potassium', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(within(potassiumCard).getByText('3.1 mmol/L')).toBeInTheDocument();
    expect(within(potassiumCard).getByText('Reference range: 3.5 - 5.1')).toBeInTheDocument();
    expect(within(potassiumCard).getByText('Low')).toBeInTheDocument();

    const history = screen.getByText('Amendment History').closest('.ant-card') as HTMLElement;
    const headers = within(history).getAllByRole('button', { expanded: false });
    expect(headers.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Version 3Amended.*Reason: Potassium re-run on a fresh sample$/),
      expect.stringMatching(/^Version 2Final.*Reason: —$/),
      expect.stringMatching(/^Version 1Draft.*Reason: —$/),
    ]);
    await user.click(headers[2]);
    expect(await within(history).findByText('First content')).toBeInTheDocument();
    expect(within(history).getByText('High')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: /Amend$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
  });

  it('shows an amendment waiting for a second person, refuses its author the release, and lets another release it', async () => {
    const waiting = sampleResultDetail({
      status: 'final',
      current_version: 1,
      result_values: [potassium],
      pending_amendment: sampleVersion({ version: 2, status: 'amended', reason: 'Wrong sample tube', author_id: 7, author_name: 'Tom', author_lastname: 'Fletcher', result_values: [{ ...potassium, value: 4.4, flag: 'N' }] }),
    });
    waiting.versions = [waiting.pending_amendment!, sampleVersion({ version: 1, status: 'final' })];
    // its author sees why they may not release it, and cannot write another
    mockSession(testUser('lab_user', { id: 7 }));
    api = mockApi({ 'GET /results/123': [200, waiting] });
    renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByText(S.amendmentPending)).toBeInTheDocument();
    expect(screen.getByText(/Reason: Wrong sample tube · Written by Tom Fletcher/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Release amendment/ })).toBeDisabled();
    expect(screen.getByText(S.amendmentOwnWork)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Amend$/ })).toBeDisabled();
    expect(screen.getByText('Awaiting release')).toBeInTheDocument();
    api.restore();
    cleanup();

    // a second person releases it after confirming
    mockSession(testUser('lab_user', { id: 8 }));
    const releases: unknown[] = [];
    api = mockApi({
      'GET /results/124': [200, { ...waiting, id: 124 }],
      'POST /results/124/release-amendment': ({ body }) => {
        releases.push(body);
        return [200, { ...waiting, id: 124, status: 'amended', current_version: 2, pending_amendment: null, result_values: waiting.pending_amendment!.result_values }];
      },
    });
    const user = setupUser();
    renderArea('/results', ResultsArea, '/results/124');
    await user.click(await screen.findByRole('button', { name: /Release amendment/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Release the amendment of RES-000124?');
    await user.click(within(dialog).getByRole('button', { name: 'Release amendment' }));
    await waitFor(() => expect(releases).toEqual([{}]));
    await waitFor(() => expect(screen.queryByText(S.amendmentPending)).not.toBeInTheDocument());
    expect(screen.getByText('This result was amended')).toBeInTheDocument();
  });

  it('marks a draft as reviewed after a confirmation, and says when it is not reviewed yet', async () => {
    mockSession(testUser('lab_user'));
    const reviews: unknown[] = [];
    api = mockApi({
      'GET /results/123': [200, sampleResultDetail()],
      'POST /results/123/review': ({ body }) => {
        reviews.push(body);
        return [200, sampleResultDetail({ status: 'reviewed', reviewed_by_name: 'Test', reviewed_by_lastname: 'User', reviewed_at: '2026-11-22T10:00:00.000Z' })];
      },
    });
    const user = setupUser();
    renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByText('Not reviewed yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Mark as reviewed/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark RES-000123 as reviewed?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(reviews).toEqual([{ id: 123, status: 'reviewed' }]));
    expect(await screen.findByRole('button', { name: /Mark as final/ })).toBeInTheDocument();
    expect(screen.getByText('Test User')).toBeInTheDocument();
  });

  it('shows the review failure, and generates the PDF', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /results/123': [200, sampleResultDetail({ status: 'reviewed' })], 'GET /results/123/report': [200, sampleResultDetail({ status: 'reviewed' })], 'POST /results/123/review': [409, { error: 'The test result was changed meanwhile; reload it' }] });
    const user = setupUser();
    renderArea('/results', ResultsArea, '/results/123');
    await user.click(await screen.findByRole('button', { name: /Mark as final/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as final' }));
    expect(await screen.findByText('The test result was changed meanwhile; reload it')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Generate PDF/ }));
    await waitFor(() => expect(saveResultReport).toHaveBeenCalledWith(expect.objectContaining({ id: 123 })));
  });

  it('says when there are no structured values', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /results/123': [200, sampleResultDetail({ result_values: [] })] });
    renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByText('No structured values were entered for this result.')).toBeInTheDocument();
  });

  it('shows a draft whose data is still the empty template as having no result data, not the template', async () => {
    mockSession(testUser('lab_user'));
    const emptyTemplate = 'Total Cholesterol\nValue: \nUnits: mmol/L\nRange: < 5.2\nStatus: ';
    api = mockApi({ 'GET /results/123': [200, sampleResultDetail({ status: 'draft', result_values: [], result_data: emptyTemplate })] });
    renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByText('No result data yet')).toBeInTheDocument();
    expect(screen.queryByText(/Value:/)).not.toBeInTheDocument();
  });

  it("says 'Result Not Found' on 404, and the default text on other failures", async () => {
    mockSession(testUser('clinician'));
    api = mockApi({ 'GET /results/123': [404, { error: 'Test result not found' }], 'GET /results/124': [500, {}] });
    const { unmount } = renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByText(RESULT_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Test Results/ })).toBeInTheDocument();
    unmount();
    renderArea('/results', ResultsArea, '/results/124');
    expect(await screen.findByText(RESULT_MESSAGES.detailFailed)).toBeInTheDocument();
  });

  it.each(['client_admin', 'fulfillment_agent'] as const)('refuses a %s', async (role) => {
    mockSession(testUser(role));
    api = mockApi({});
    renderArea('/results', ResultsArea, '/results/123');
    expect(await screen.findByText(RESULT_MESSAGES.viewDenied)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
