import { INTERFACE_SCREEN_TEXTS as TEXTS, WORKLIST_PAGE_SIZE } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, instrumentPage, renderInterfaces, sampleEntry, sampleInstrument, setupUser, worklistPage } from '../interfaces-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const entries = [
  sampleEntry(42, { priority: 'stat', state: 'error', order_status: 'dead', last_error: 'Connection refused' }),
  sampleEntry(43, { barcode: null, patient_name: 'Noah Patient', state: 'resulted', order_status: 'delivered', result_id: 9, result_status: 'final' }),
];
const COUNTS = { waiting: 4, sent: 2, resulted: 10, error: 1 };

/** Two instruments; each worklist call is kept as [instrument id, query]. */
function worklistApi(reply: () => [number, unknown] = () => worklistPage(entries, COUNTS)) {
  const asked: [string, Record<string, unknown>][] = [];
  const worklist = (id: string) => ({ params }: { params: Record<string, unknown> }) => (asked.push([id, params]), reply());
  api = mockApi({
    'GET /interfaces/instruments': instrumentPage([sampleInstrument(1, 'DEMO-ANALYZER'), sampleInstrument(2, 'HEMA-2')]),
    'GET /interfaces/instruments/1/worklist': worklist('1'),
    'GET /interfaces/instruments/2/worklist': worklist('2'),
    'GET /interfaces/messages': [404, {}],
  });
  return asked;
}

const table = () => screen.getByRole('table', { name: TEXTS.worklistsTab });
const rowWith = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const states = () => screen.getByRole('group', { name: TEXTS.stateCounts });

describe('worklists tab', () => {
  it("opens the first instrument's worklist: request link, barcode, patient, priority, state, order and result status, last error", async () => {
    mockSession(testUser('super_admin'));
    const asked = worklistApi();
    renderInterfaces('/interfaces?tab=worklists');
    expect(await within(table()).findByRole('link', { name: 'REQ-000042' })).toHaveAttribute('href', '/tests/42');
    expect(asked[0]).toEqual(['1', { page: 1, limit: WORKLIST_PAGE_SIZE }]);
    expect(screen.getByLabelText(TEXTS.instrument).closest('.ant-select')).toHaveTextContent('DEMO-ANALYZER');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Request', 'Barcode', 'Patient', 'Priority', 'State', 'Order status', 'Result status', 'Last error']);
    for (const text of ['SPC42', 'Olivia Patient', 'STAT', 'In error', 'Dead', 'Connection refused']) expect(within(rowWith('SPC42')).getByText(text)).toBeInTheDocument();
    for (const text of ['Noah Patient', 'NORMAL', 'Resulted', 'Delivered', 'Final']) expect(within(rowWith('REQ-000043')).getByText(text)).toBeInTheDocument();
    for (const name of ['All 17', 'Waiting 4', 'Sent 2', 'Resulted 10', 'In error 1']) expect(within(states()).getByRole('button', { name })).toBeInTheDocument();
  });

  it('filters by state, scans a barcode on Enter, and changes instrument, all kept in the address', async () => {
    mockSession(testUser('institution_admin'));
    const asked = worklistApi();
    const user = setupUser();
    renderInterfaces('/interfaces?tab=worklists');
    await within(table()).findByText('SPC42');
    await user.click(within(states()).getByRole('button', { name: 'Waiting 4' }));
    await waitFor(() => expect(asked.at(-1)).toEqual(['1', { page: 1, limit: WORKLIST_PAGE_SIZE, state: 'waiting' }]));
    expect(within(states()).getByRole('button', { name: 'Waiting 4' })).toHaveAttribute('aria-pressed', 'true');

    const scan = screen.getByLabelText(TEXTS.scanBarcode);
    await user.type(scan, 'SPC42');
    expect(asked.at(-1)?.[1]).not.toMatchObject({ barcode: expect.anything() }); // nothing until Enter
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked.at(-1)).toEqual(['1', { page: 1, limit: WORKLIST_PAGE_SIZE, state: 'waiting', barcode: 'SPC42' }]));
    expect(currentUrl(screen)).toBe('/interfaces?tab=worklists&state=waiting&barcode=SPC42');
    // selected, so the next scan replaces it
    expect([(scan as HTMLInputElement).selectionStart, (scan as HTMLInputElement).selectionEnd]).toEqual([0, 5]);

    await user.click(screen.getByLabelText(TEXTS.instrument));
    await user.click(await screen.findByTitle('HEMA-2'));
    await waitFor(() => expect(asked.at(-1)).toEqual(['2', { page: 1, limit: WORKLIST_PAGE_SIZE }]));
    expect(currentUrl(screen)).toBe('/interfaces?tab=worklists&instrument=2');
  });

  it('shows a lab user only the worklists', async () => {
    mockSession(testUser('lab_user'));
    worklistApi();
    renderInterfaces('/interfaces');
    expect(await within(table()).findByText('SPC42')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([TEXTS.worklistsTab]);
    expect(api.calls).not.toContain('GET /interfaces/messages');
  });

  it('says when the worklist is empty, and why it cannot load', async () => {
    mockSession(testUser('super_admin'));
    let fail = false;
    worklistApi(() => (fail ? [500, { error: 'Database unavailable' }] : worklistPage([])));
    const { unmount } = renderInterfaces('/interfaces?tab=worklists&instrument=2');
    expect(await within(states()).findByRole('button', { name: 'All 0' })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.noWorklist)).toBeInTheDocument();
    unmount();
    fail = true;
    renderInterfaces('/interfaces?tab=worklists&instrument=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText(TEXTS.noWorklist)).not.toBeInTheDocument();
  });

  it('asks for an instrument when the viewer has none', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({ 'GET /interfaces/instruments': instrumentPage([]) });
    renderInterfaces('/interfaces?tab=worklists');
    expect(await screen.findByText(TEXTS.noInstrumentChosen)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.includes('worklist'))).toEqual([]);
  });
});
