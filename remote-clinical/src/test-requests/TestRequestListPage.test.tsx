import type { TestRequestSummary } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TestsArea from './TestsArea';
import { sampleSummary } from './test-fixtures';

// the order form has its own tests (order/)
jest.mock('./order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const counts = { pending: 120, in_progress: 34, completed: 910, urgent: 7 };
const page = (requests: TestRequestSummary[], total = requests.length) => ({ requests, pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) }, counts });
const rows = [
  sampleSummary({ id: 1, status: 'pending', priority: 'stat' }),
  sampleSummary({ id: 2, status: 'pending', priority: 'urgent' }),
  sampleSummary({ id: 3, status: 'in_progress' }),
  sampleSummary({ id: 4, status: 'completed' }),
  sampleSummary({ id: 5, status: 'cancelled' }),
];

describe('test requests list', () => {
  it("shows the server's counts in four tiles, not the page's rows, and offers Archive only on open requests", async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({ 'GET /tests/requests': [200, page(rows, 45)] });
    renderArea('/tests', TestsArea);
    expect(await screen.findByRole('link', { name: 'REQ-000001' })).toBeInTheDocument();
    const tile = (title: string) => within(screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')! as HTMLElement).getByText(/^\d+$/).textContent;
    expect([tile('Pending'), tile('In Progress'), tile('Completed'), tile('Urgent')]).toEqual(['120', '34', '910', '7']);
    expect(screen.getByText('Open, incl. stat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive REQ-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive REQ-000004' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive REQ-000005' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
  });

  it('hides New and Archive from a lab_user', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /tests/requests': [200, page(rows)] });
    renderArea('/tests', TestsArea);
    await screen.findByRole('link', { name: 'REQ-000001' });
    expect(screen.queryByRole('button', { name: /New$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('filters by status and archives after a confirmation', async () => {
    mockSession(testUser('clinician'));
    const seen: Record<string, unknown>[] = [];
    let archived = 0;
    api = mockApi({
      'GET /tests/requests': ({ params }) => {
        seen.push(params);
        return [200, page(rows)];
      },
      'DELETE /tests/requests/1': () => {
        archived++;
        return [200, { success: true }];
      },
    });
    renderArea('/tests', TestsArea);
    await screen.findByRole('link', { name: 'REQ-000001' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await userEvent.click(await screen.findByTitle('In progress'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'in_progress', page: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Archive REQ-000001' }));
    expect((await screen.findAllByText('Archive test request?')).length).toBeGreaterThan(0);
    expect(archived).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archived).toBe(1));
  });

  it("says 'No test requests yet' when there are none", async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /tests/requests': [200, page([])] });
    renderArea('/tests', TestsArea);
    expect(await screen.findByText('No test requests yet')).toBeInTheDocument();
  });
});
