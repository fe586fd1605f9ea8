import { RESULT_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../test-requests/order/order-test-helpers';
import { saveResultReport } from './report/result-report';
import { resultPage, sampleActivity, sampleResultDetail, sampleResultSummary } from './result-fixtures';
import ResultsArea from './ResultsArea';

jest.mock('../test-requests/order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
jest.mock('./report/result-report', () => ({ saveResultReport: jest.fn() }));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.mocked(saveResultReport).mockClear();
});

const rows = [
  sampleResultSummary({ id: 1, status: 'draft' }),
  sampleResultSummary({ id: 2, status: 'reviewed', abnormal_count: 2, reviewed_by_name: 'Sam', reviewed_by_lastname: 'Okafor', reviewed_at: '2026-11-21T11:00:00.000Z' }),
  sampleResultSummary({ id: 3, status: 'final', abnormal_count: 1, critical_count: 1, critical_unacknowledged: true }),
  sampleResultSummary({ id: 4, status: 'amended' }),
];

function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /results': ({ params }) => {
      queries.push(params);
      return [200, resultPage(rows)];
    },
    'GET /results/recent-activity': [200, { activity: [sampleActivity(), sampleActivity({ result_id: 2, status: 'reviewed', description: 'Result reviewed' })] }],
    ...extra,
  });
  return queries;
}

const tile = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement;

describe('test results list', () => {
  it('shows the tiles from the counts, the rows, and the recent activity', async () => {
    mockSession(testUser('lab_user'));
    listApi();
    renderArea('/results', ResultsArea);
    expect(await screen.findByRole('link', { name: 'RES-000001' })).toHaveAttribute('href', '/results/1');
    expect(screen.getByRole('heading', { name: 'Test Results' })).toBeInTheDocument();
    expect(within(tile('Draft')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Reviewed')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Final')).getByText('6')).toBeInTheDocument();
    expect(within(tile('Final')).getByText('incl. 1 amended')).toBeInTheDocument();
    expect(within(tile('Total')).getByText('11')).toBeInTheDocument();
    expect(screen.getByText('2 abnormal')).toBeInTheDocument();
    // a critical value is counted apart, in words, with its call-back pending
    const critical = screen.getByRole('row', { name: /RES-000003/ });
    expect(within(critical).getByText('1 abnormal')).toBeInTheDocument();
    expect(within(critical).getByText('1 critical')).toBeInTheDocument();
    expect(within(critical).getByText('call-back pending')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /RES-000002/ })).queryByText(/critical/)).not.toBeInTheDocument();
    expect(screen.getByText('Sam Okafor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Result/ })).toBeInTheDocument();

    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByText('Result finalised')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'RES-000002' })).toHaveAttribute('href', '/results/2');
    expect(within(activity).getAllByText('Lipid Panel · Olivia Harrington')).toHaveLength(2);
  });

  it('offers the Review menu only on reviewed rows, and finalises after a confirmation', async () => {
    mockSession(testUser('clinician'));
    const reviews: unknown[] = [];
    const queries = listApi({
      'POST /results/2/review': ({ body }) => {
        reviews.push(body);
        return [200, sampleResultDetail({ id: 2, status: 'final' })];
      },
    });
    const user = setupUser();
    renderArea('/results', ResultsArea);
    await screen.findByRole('link', { name: 'RES-000001' });
    for (const id of ['RES-000001', 'RES-000003', 'RES-000004']) expect(screen.queryByRole('button', { name: `Review ${id}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review RES-000002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as final' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Finalise RES-000002?');
    expect(dialog).toHaveTextContent('A final result changes only by amendment, with a reason.');
    expect(reviews).toHaveLength(0);
    const loads = queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Mark as final' }));
    await waitFor(() => expect(reviews).toEqual([{ id: 2, status: 'final' }]));
    await waitFor(() => expect(queries.length).toBe(loads + 1));
  });

  it("shows the server's text when finalising fails, else the default", async () => {
    mockSession(testUser('clinician'));
    listApi({ 'POST /results/2/review': [500, {}] });
    const user = setupUser();
    renderArea('/results', ResultsArea);
    await user.click(await screen.findByRole('button', { name: 'Review RES-000002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as final' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as final' }));
    expect(await screen.findByText(RESULT_MESSAGES.reviewFailed)).toBeInTheDocument();
  });

  it('sends the status and the search, from the first page', async () => {
    mockSession(testUser('institution_admin'));
    const queries = listApi();
    const user = setupUser();
    renderArea('/results', ResultsArea);
    await screen.findByRole('link', { name: 'RES-000001' });
    expect(queries[0]).toEqual({ page: 1, limit: 20 });

    await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await user.click(await screen.findByTitle('Reviewed'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'reviewed', page: 1 }));

    await user.type(screen.getByRole('textbox', { name: 'Search test results' }), 'RES-000002');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'reviewed', search: 'RES-000002', page: 1 }));
  });

  it('filters the results whose critical values await their call-back, and removes that filter', async () => {
    mockSession(testUser('lab_user'));
    const queries = listApi();
    const user = setupUser();
    renderArea('/results', ResultsArea);
    await screen.findByRole('link', { name: 'RES-000001' });
    await user.click(screen.getByRole('combobox', { name: 'Critical values filter' }));
    await user.click(await screen.findByTitle('Critical values awaiting call-back'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, critical: 'unacknowledged' }));

    const filter = screen.getByRole('combobox', { name: 'Critical values filter' }).closest('.ant-select') as HTMLElement;
    await user.hover(filter);
    await user.click(filter.querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20 }));
  });

  it('makes the PDF of a row, and shows why it could not', async () => {
    mockSession(testUser('lab_user'));
    listApi({ 'GET /results/1/report': [200, sampleResultDetail({ id: 1 })], 'GET /results/3/report': [403, { error: 'Forbidden' }] });
    const user = setupUser();
    renderArea('/results', ResultsArea);
    await user.click(await screen.findByRole('button', { name: 'PDF RES-000001' }));
    await waitFor(() => expect(saveResultReport).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));

    await user.click(screen.getByRole('button', { name: 'PDF RES-000003' }));
    expect(await screen.findByText(RESULT_MESSAGES.pdfForbidden)).toBeInTheDocument();
  });

  it('links to /results/new from an empty list, and says nothing was found when filtering', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /results': [200, resultPage([], { draft: 0, reviewed: 0, final: 0, amended: 0, total: 0 })], 'GET /results/recent-activity': [200, { activity: [] }] });
    const user = setupUser();
    renderArea('/results', ResultsArea);
    expect(await screen.findByText('No test results yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a result' })).toHaveAttribute('href', '/results/new');
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(within(tile('Final')).queryByText(/amended/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search test results' }), 'nobody');
    expect(await screen.findByText('No test results found')).toBeInTheDocument();
  });

  it("shows the list's failure", async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /results': [500, {}], 'GET /results/recent-activity': [200, { activity: [] }] });
    renderArea('/results', ResultsArea);
    expect(await screen.findByText(RESULT_MESSAGES.listFailed)).toBeInTheDocument();
  });

  it.each(['client_admin', 'fulfillment_agent'] as const)('refuses a %s without loading anything', async (role) => {
    mockSession(testUser(role));
    api = mockApi({});
    renderArea('/results', ResultsArea);
    expect(await screen.findByText(RESULT_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByText(RESULT_MESSAGES.viewDenied)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
