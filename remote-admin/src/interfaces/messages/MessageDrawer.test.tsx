import { INTERFACE_SCREEN_TEXTS as TEXTS, type InterfaceMessage } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fullMessage, instrumentPage, messagePage, renderInterfaces, sampleMessage, setupUser } from '../interfaces-fixtures';
import { segmentsOf } from './RawSegments';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const DEAD = { direction: 'out', message_type: 'OML^O21', control_id: 'LP7', status: 'dead', ack_code: 'AE', attempts: 8, last_error: 'Connection refused' } as const;

/** The log with one message (`stored`, as GET /interfaces/messages/7 answers it), and counts of the list calls. */
function drawerApi(stored: () => InterfaceMessage, more: Parameters<typeof mockApi>[0] = {}) {
  const calls = { list: 0, one: 0 };
  api = mockApi({
    'GET /interfaces/messages': () => {
      calls.list += 1;
      const { raw: _raw, ack_raw: _ack, ...summary } = stored();
      return messagePage([summary], { [summary.status]: 1 });
    },
    'GET /interfaces/messages/7': () => {
      calls.one += 1;
      return [200, { message: stored() }];
    },
    'GET /interfaces/instruments': instrumentPage([]),
    ...more,
  });
  return calls;
}

/**
 * The drawer by its title. Not by its accessible name: under jest every antd id is 'test-id', so its
 * aria-labelledby points at the first such element (a filter); a browser gets unique ids.
 */
async function drawerTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

/** A confirmation by its title, for the same reason. */
async function confirmTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

async function openMessage(controlId: string) {
  const user = setupUser();
  mockSession(testUser('super_admin'));
  renderInterfaces('/interfaces');
  await user.click(await screen.findByRole('button', { name: 'Nov 22, 2026, 14:05' }));
  return { user, drawer: await drawerTitled(`Message ${controlId}`) };
}

describe('message drawer', () => {
  it('shows the summary, the raw message and its ACK one segment per line, and no action for an accepted message', async () => {
    drawerApi(() => fullMessage(7, { control_id: 'MSG7' }));
    const { drawer } = await openMessage('MSG7');
    expect(await within(drawer).findByText('Remote address')).toBeInTheDocument();
    for (const text of ['ORU^R01', 'MSG7', 'AA', '127.0.0.1', 'Accepted']) expect(within(drawer).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(drawer).getByRole('link', { name: 'REQ-000042' })).toHaveAttribute('href', '/tests/42');
    const raw = within(drawer).getByRole('region', { name: TEXTS.rawMessage });
    expect(raw.textContent!.split('\n')).toEqual([
      'MSH|^~\\&|DEMO-ANALYZER|LAB|LABPORTAL|LAB|20261122140500||ORU^R01|MSG5|P|2.5.1',
      'PID|1||MRN1',
      'OBX|1|NM|GLU||5.4|mmol/L',
    ]);
    expect(within(drawer).getByRole('region', { name: TEXTS.rawAck }).textContent!.split('\n')).toHaveLength(2);
    expect(within(drawer).queryByRole('button', { name: TEXTS.retry })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: TEXTS.discard })).not.toBeInTheDocument();
  });

  it('splits segments on CR, CR LF or LF, and says when there is no ACK', async () => {
    expect(segmentsOf('MSH|a\r\nPID|b\nOBX|c\r')).toEqual(['MSH|a', 'PID|b', 'OBX|c']);
    drawerApi(() => fullMessage(7, { ...DEAD, status: 'pending', ack_raw: null }));
    const { drawer } = await openMessage('LP7');
    expect(await within(drawer).findByText(TEXTS.noAck)).toBeInTheDocument();
    // a pending message may be discarded, not retried
    expect(within(drawer).getByRole('button', { name: TEXTS.discard })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: TEXTS.retry })).not.toBeInTheDocument();
  });

  it("an external lab's order: the lab in the instrument's place, its JSON line by line, the lab's answer", async () => {
    const order = { provider: 'reference-lab', order: { requestNumber: 'REQ-000042' } };
    const fhir = {
      direction: 'out', protocol: 'fhir', instrument_id: null, instrument_name: TEXTS.externalLab('reference-lab'), message_type: 'Bundle', control_id: 'REQ-000042',
      status: 'delivered', ack_code: null, remote_address: null, raw: JSON.stringify(order, null, 2),
    } as const;
    drawerApi(() => fullMessage(7, { ...fhir, ack_raw: JSON.stringify({ external_lab_id: 'T9' }, null, 2) }));
    const { drawer } = await openMessage('REQ-000042');
    expect((await within(drawer).findAllByText(TEXTS.externalLab('reference-lab'))).length).toBeGreaterThan(0);
    expect(within(drawer).getByRole('region', { name: TEXTS.rawMessage }).textContent).toContain('"requestNumber": "REQ-000042"');
    expect(within(drawer).getByRole('region', { name: TEXTS.rawLabAnswer }).textContent).toContain('"external_lab_id": "T9"');
    expect(within(drawer).queryByText(TEXTS.noAck)).not.toBeInTheDocument();
  });

  it("an external lab's order the lab has not taken yet says so, not that an ACK is missing", async () => {
    drawerApi(() => fullMessage(7, { direction: 'out', protocol: 'fhir', instrument_id: null, instrument_name: TEXTS.externalLab('reference-lab'), control_id: 'REQ-000042', status: 'pending', ack_code: null, raw: '{}', ack_raw: null }));
    const { drawer } = await openMessage('REQ-000042');
    expect(await within(drawer).findByText(TEXTS.noLabAnswer)).toBeInTheDocument();
  });

  it('retries a dead message after the confirmation, then loads the list, its counts and the message again', async () => {
    let status: 'dead' | 'pending' = 'dead';
    const posted: string[] = [];
    const calls = drawerApi(() => fullMessage(7, { ...DEAD, status }), {
      'POST /interfaces/messages/7/retry': () => {
        posted.push('retry');
        status = 'pending';
        return [200, { message: fullMessage(7, { ...DEAD, status }) }];
      },
    });
    const { user, drawer } = await openMessage('LP7');
    await user.click(await within(drawer).findByRole('button', { name: TEXTS.retry }));
    const confirm = await confirmTitled(TEXTS.retryTitle);
    expect(within(confirm).getByText(TEXTS.retryQuestion)).toBeInTheDocument();
    expect(posted).toEqual([]);
    const listsBefore = calls.list;
    await user.click(within(confirm).getByRole('button', { name: TEXTS.retry }));
    await waitFor(() => expect(posted).toEqual(['retry']));
    await waitFor(() => expect(calls.list).toBe(listsBefore + 1));
    expect(calls.one).toBe(2);
    // pending now: Discard stays, Retry is gone, and the list's counts say so
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: TEXTS.retry })).not.toBeInTheDocument());
    expect(within(drawer).getByRole('button', { name: TEXTS.discard })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: TEXTS.statusCounts })).getByRole('button', { name: 'Pending 1' })).toBeInTheDocument();
  });

  it('discards only once confirmed: Cancel sends nothing', async () => {
    const posted: string[] = [];
    drawerApi(() => fullMessage(7, DEAD), { 'POST /interfaces/messages/7/discard': () => (posted.push('discard'), [200, {}]) });
    const { user, drawer } = await openMessage('LP7');
    await user.click(await within(drawer).findByRole('button', { name: TEXTS.discard }));
    await user.click(within(await confirmTitled(TEXTS.discardTitle)).getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);
    await user.click(within(drawer).getByRole('button', { name: TEXTS.discard }));
    const confirm = await confirmTitled(TEXTS.discardTitle);
    expect(within(confirm).getByText(TEXTS.discardQuestion)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: TEXTS.discard }));
    await waitFor(() => expect(posted).toEqual(['discard']));
  });

  it("shows the server's refusal of a retry in the drawer", async () => {
    drawerApi(() => fullMessage(7, DEAD), { 'POST /interfaces/messages/7/retry': [409, { error: 'Only a dead message can be sent again' }] });
    const { user, drawer } = await openMessage('LP7');
    await user.click(await within(drawer).findByRole('button', { name: TEXTS.retry }));
    await user.click(within(await confirmTitled(TEXTS.retryTitle)).getByRole('button', { name: TEXTS.retry }));
    expect(await within(drawer).findByText('Only a dead message can be sent again')).toBeInTheDocument();
  });

  it('says when the message cannot load', async () => {
    mockSession(testUser('super_admin'));
    api = mockApi({
      'GET /interfaces/messages': messagePage([sampleMessage(7)], { accepted: 1 }),
      'GET /interfaces/messages/7': [404, { error: 'Message not found' }],
      'GET /interfaces/instruments': instrumentPage([]),
    });
    const user = setupUser();
    renderInterfaces('/interfaces');
    await user.click(await screen.findByRole('button', { name: 'Nov 22, 2026, 14:05' }));
    const drawer = await drawerTitled('Message');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Message not found');
  });
});
