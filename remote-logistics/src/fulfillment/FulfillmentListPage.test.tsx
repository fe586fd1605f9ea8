import { FULFILLMENT_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../common/test-helpers';
import FulfillmentArea from './FulfillmentArea';
import { sampleActivity, samplePage, sampleSummary } from './fulfillment-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const rows = [
  sampleSummary({ id: 1, status: 'pending', priority: 'stat' }),
  sampleSummary({
    id: 2,
    status: 'dispatched',
    test_request_id: 78,
    item_name: 'Saliva Kit',
    item_sku: 'KIT-SAL-2',
    quantity_requested: 3,
    assigned_to: 5,
    assigned_to_name: 'Marcus',
    assigned_to_lastname: 'Reid',
    tracking_number: 'RM123456789GB',
  }),
];

function listApi(page = samplePage(rows)) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /fulfillment': ({ params }) => {
      queries.push(params);
      return [200, page];
    },
  });
  return queries;
}

const tile = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement;
const rowOf = (id: string) => screen.getByRole('link', { name: id }).closest('tr') as HTMLElement;

describe('fulfillment list', () => {
  it('shows the four status tiles, the rows and the first 5 recent activities', async () => {
    mockSession(testUser('fulfillment_agent'));
    const activity = [1, 2, 3, 4, 5, 6, 7].map((n) => sampleActivity({ id: n, fulfillment_request_id: 10 + n, description: `Change ${n}` }));
    const queries = listApi(samplePage(rows, { recent_activity: activity }));
    renderArea('/fulfillment', FulfillmentArea);
    expect(await screen.findByRole('link', { name: 'FUL-000001' })).toHaveAttribute('href', '/fulfillment/1');
    expect(screen.getByRole('heading', { name: 'Fulfillment' })).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 1, limit: 20 });

    expect([tile('Pending'), tile('Assigned'), tile('Dispatched'), tile('Delivered')].map((t) => within(t).getByText(/^\d+$/).textContent)).toEqual(['4', '3', '2', '7']);
    expect(screen.queryByText('Cancelled', { selector: '.ant-statistic-title' })).not.toBeInTheDocument();

    const second = rowOf('FUL-000002');
    for (const text of ['REQ-000078', 'Olivia Harrington', 'MRN-P100042', 'Saliva Kit', 'KIT-SAL-2', '3', 'Dispatched', 'Marcus Reid', 'RM123456789GB']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf('FUL-000001')).getByText('Unassigned')).toBeInTheDocument();
    expect(within(rowOf('FUL-000001')).getByText('STAT')).toBeInTheDocument();

    const recent = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).getByText('Change 5')).toBeInTheDocument();
    expect(within(recent).queryByText('Change 6')).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'FUL-000013' })).toHaveAttribute('href', '/fulfillment/13');
    expect(within(recent).getAllByText(/Marcus Reid ·/)).toHaveLength(5);
  });

  it('sends each filter, shows it as a chip, and drops it when its chip is closed', async () => {
    mockSession(testUser('client_admin'));
    const queries = listApi();
    const user = setupUser();
    renderArea('/fulfillment', FulfillmentArea);
    await screen.findByRole('link', { name: 'FUL-000001' });
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await user.click(await screen.findByTitle('Pending'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, status: 'pending' }));

    await user.click(screen.getByRole('combobox', { name: 'Priority filter' }));
    await user.click(await screen.findByTitle('Urgent'));
    await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await user.type(screen.getByRole('textbox', { name: 'Search fulfillment requests' }), 'RM123');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, status: 'pending', priority: 'urgent', assigned_to_me: true, search: 'RM123' }));

    const chips = screen.getByRole('group', { name: 'Active filters' });
    for (const chip of ['Search: RM123', 'Status: Pending', 'Priority: Urgent', 'Assigned to me']) expect(within(chips).getByText(chip)).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Status: Pending' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, priority: 'urgent', assigned_to_me: true, search: 'RM123' }));
    expect(within(chips).queryByText('Status: Pending')).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Search: RM123' }));
    await waitFor(() => expect(queries.at(-1)?.search).toBeUndefined());
    expect(screen.getByRole('textbox', { name: 'Search fulfillment requests' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20 }));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Assigned to me' })).not.toBeChecked();
  });

  it('reads a date range from the address, shows it as a chip, and removes both dates with it', async () => {
    mockSession(testUser('fulfillment_agent'));
    const queries = listApi();
    const user = setupUser();
    renderArea('/fulfillment', FulfillmentArea, '/fulfillment?date_from=2026-11-01&date_to=2026-11-30&page=2');
    await screen.findByRole('link', { name: 'FUL-000001' });
    expect(queries[0]).toEqual({ page: 2, limit: 20, date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(screen.getByPlaceholderText('Created from')).toHaveValue('2026-11-01');
    expect(screen.getByPlaceholderText('Created to')).toHaveValue('2026-11-30');

    await user.click(screen.getByRole('button', { name: 'Remove filter Dates: 01 Nov 2026 – 30 Nov 2026' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20 }));
    expect(screen.getByPlaceholderText('Created from')).toHaveValue('');

    await user.type(screen.getByPlaceholderText('Created from'), '2026-10-05{Enter}');
    await user.type(screen.getByPlaceholderText('Created to'), '2026-10-09{Enter}');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 20, date_from: '2026-10-05', date_to: '2026-10-09' }));
    expect(screen.getByText('Dates: 05 Oct 2026 – 09 Oct 2026')).toBeInTheDocument();
  });

  it('pages with the pager, keeping the filters', async () => {
    mockSession(testUser('fulfillment_agent'));
    const queries = listApi(samplePage(rows, { pagination: { page: 1, limit: 20, total: 45, pages: 3 } }));
    const user = setupUser();
    renderArea('/fulfillment', FulfillmentArea, '/fulfillment?status=dispatched');
    expect(await screen.findByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 2, limit: 20, status: 'dispatched' }));
  });

  it('says when there are no requests, or none match the filters', async () => {
    mockSession(testUser('fulfillment_agent'));
    listApi(samplePage([], { recent_activity: [] }));
    const { unmount } = renderArea('/fulfillment', FulfillmentArea);
    expect(await screen.findByText('No fulfillment requests yet')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    unmount();
    renderArea('/fulfillment', FulfillmentArea, '/fulfillment?priority=stat');
    expect(await screen.findByText('No fulfillment requests found')).toBeInTheDocument();
  });

  it("shows the server's text when the list fails, else the default", async () => {
    mockSession(testUser('fulfillment_agent'));
    api = mockApi({ 'GET /fulfillment': [500, {}] });
    const { unmount } = renderArea('/fulfillment', FulfillmentArea);
    expect(await screen.findByText(FULFILLMENT_MESSAGES.listFailed)).toBeInTheDocument();
    unmount();
    api.restore();
    api = mockApi({ 'GET /fulfillment': [400, { error: FULFILLMENT_MESSAGES.dateRange }] });
    renderArea('/fulfillment', FulfillmentArea);
    expect(await screen.findByText(FULFILLMENT_MESSAGES.dateRange)).toBeInTheDocument();
  });

  it('answers an unknown page of the area with a not-found result', () => {
    mockSession(testUser('fulfillment_agent'));
    api = mockApi({});
    renderArea('/fulfillment', FulfillmentArea, '/fulfillment/1/2/3');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
