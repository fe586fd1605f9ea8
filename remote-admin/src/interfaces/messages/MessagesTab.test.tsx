import { INTERFACE_SCREEN_TEXTS as TEXTS, MESSAGES_PAGE_SIZE, SEARCH_BOXES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, instrumentPage, messagePage, renderInterfaces, sampleInstrument, sampleMessage, setupUser } from '../interfaces-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const dead = sampleMessage(7, {
  direction: 'out',
  message_type: 'OML^O21',
  control_id: 'LP0000000007',
  status: 'dead',
  ack_code: 'AE',
  attempts: 8,
  last_error: 'Connection refused',
  // the API keeps the last attempt's time: a message no longer waiting shows none
  next_attempt_at: '2026-11-22T13:00:00Z',
  test_request_id: 42,
});
const pending = sampleMessage(8, { direction: 'out', message_type: 'OML^O21', control_id: 'LP0000000008', status: 'pending', ack_code: null, attempts: 2, next_attempt_at: '2026-11-22T14:10:00Z' });
const rejected = sampleMessage(9, { instrument_id: null, instrument_name: null, remote_address: '10.9.9.9', control_id: null, message_type: null, status: 'rejected', ack_code: 'AR', last_error: 'The sending application (MSH-3) is not an active instrument allowed from this address' });

function messagesApi(reply: () => [number, unknown] = () => messagePage([dead, pending, rejected], { accepted: 120, dead: 1, pending: 1, rejected: 1 })) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /interfaces/messages': ({ params }) => (queries.push(params), reply()),
    'GET /interfaces/instruments': instrumentPage([sampleInstrument(1, 'DEMO-ANALYZER'), sampleInstrument(2, 'HEMA-2')]),
  });
  return queries;
}

const table = () => screen.getByRole('table', { name: TEXTS.messagesTab });
const rowWith = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const counts = () => screen.getByRole('group', { name: TEXTS.statusCounts });

describe('messages tab', () => {
  beforeEach(() => mockSession(testUser('super_admin')));

  it('lists the messages: time, direction, instrument, type, control id, status, ACK, attempts, last error, next attempt', async () => {
    const queries = messagesApi();
    renderInterfaces('/interfaces');
    expect(await within(table()).findByText('LP0000000007')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 1, limit: MESSAGES_PAGE_SIZE });
    expect(screen.getByRole('tab', { name: TEXTS.messagesTab })).toHaveAttribute('aria-selected', 'true');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time / Direction', 'Instrument / Type', 'Control ID', 'Status / ACK', 'Attempts', 'Last error', 'Next attempt']);
    for (const text of ['Nov 22, 2026, 14:05', 'Out', 'DEMO-ANALYZER', 'OML^O21', 'Dead', 'ACK AE', '8', 'Connection refused']) expect(within(rowWith('LP0000000007')).getByText(text)).toBeInTheDocument();
    expect(within(rowWith('LP0000000007')).queryByText('Nov 22, 2026, 13:00')).not.toBeInTheDocument();
    expect(within(rowWith('LP0000000008')).getByText('Nov 22, 2026, 14:10')).toBeInTheDocument();
    expect(within(rowWith('LP0000000008')).getByText('No ACK')).toBeInTheDocument();
    expect(within(rowWith('ACK AR')).getByText('Unknown instrument (10.9.9.9)')).toBeInTheDocument();
    expect(within(rowWith('ACK AR')).getByText('In')).toBeInTheDocument();
    // the counts of each status, their total under "All"
    expect(within(counts()).getByRole('button', { name: 'All 123' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(counts()).getByRole('button', { name: 'Accepted 120' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(counts()).getByRole('button', { name: 'Delivered 0' })).toBeInTheDocument();
  });

  it('sends the filters to the API and keeps them in the address: a status count, the direction, the instrument, the search', async () => {
    const queries = messagesApi();
    const user = setupUser();
    renderInterfaces('/interfaces?tab=messages');
    await within(table()).findByText('LP0000000007');
    await user.click(within(counts()).getByRole('button', { name: 'Dead 1' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: MESSAGES_PAGE_SIZE, status: 'dead' }));
    expect(within(counts()).getByRole('button', { name: 'Dead 1' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Direction filter' }));
    await user.click(await screen.findByTitle('Out'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: MESSAGES_PAGE_SIZE, status: 'dead', direction: 'out' }));
    // only the outgoing statuses are counted once the direction is Out
    expect(within(counts()).queryByRole('button', { name: /Accepted/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Instrument filter' }));
    await user.click(await screen.findByTitle('HEMA-2'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ instrument_id: 2 }));

    await user.type(screen.getByRole('textbox', { name: SEARCH_BOXES.interfaceMessages.label }), 'LP00');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: MESSAGES_PAGE_SIZE, status: 'dead', direction: 'out', instrument_id: 2, search: 'LP00' }));
    expect(currentUrl(screen)).toBe('/interfaces?tab=messages&status=dead&direction=out&instrument_id=2&search=LP00');

    // the pressed count again clears its filter
    await user.click(within(counts()).getByRole('button', { name: 'Dead 1' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: MESSAGES_PAGE_SIZE, direction: 'out', instrument_id: 2, search: 'LP00' }));
  });

  it('shows a count the server stopped at its cap as "1,000+", and the total as at least', async () => {
    messagesApi(() => messagePage([dead], { accepted: 1001, dead: 3 }));
    renderInterfaces('/interfaces');
    expect(await within(counts()).findByRole('button', { name: 'Accepted 1,000+' })).toBeInTheDocument();
    expect(within(counts()).getByRole('button', { name: 'All 1,003+' })).toBeInTheDocument();
    expect(within(counts()).getByRole('button', { name: 'Dead 3' })).toBeInTheDocument();
  });

  it('pages through the log', async () => {
    const queries = messagesApi(() => messagePage([dead], { dead: 60 }, 60, 2));
    const user = setupUser();
    renderInterfaces('/interfaces?page=2');
    expect(await screen.findByText('Showing 26 to 50 of 60 results')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 2, limit: MESSAGES_PAGE_SIZE });
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 3, limit: MESSAGES_PAGE_SIZE }));
  });

  it('says "No messages" when there are none', async () => {
    messagesApi(() => messagePage([]));
    renderInterfaces('/interfaces');
    expect(await screen.findByText(TEXTS.noMessages)).toBeInTheDocument();
    expect(within(counts()).getByRole('button', { name: 'All 0' })).toBeInTheDocument();
  });

  it("shows the server's reason when the log cannot load, and does not claim there are no messages", async () => {
    messagesApi(() => [500, { error: 'Database unavailable' }]);
    renderInterfaces('/interfaces');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText(TEXTS.noMessages)).not.toBeInTheDocument();
    expect(within(counts()).getByRole('button', { name: 'All —' })).toBeInTheDocument();
  });
});
