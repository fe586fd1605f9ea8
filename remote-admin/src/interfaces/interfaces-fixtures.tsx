// For the Interfaces tests only: messages and worklists as the API answers them, and the area
// mounted under a router with the address shown.
import { MESSAGE_STATUSES, MESSAGES_PAGE_SIZE, WORKLIST_PAGE_SIZE, WORKLIST_STATES, type InterfaceMessage, type InterfaceMessageSummary, type MessageStatus, type WorklistEntry, type WorklistState } from '@lab/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import InterfacesArea from './InterfacesArea';

export { instrumentPage, sampleInstrument } from '../cms/instruments/instrument-fixtures';

/** userEvent without the pointer-events check (it walks computed styles on every click). */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const currentUrl = (screen: { getByTestId(id: string): HTMLElement }) => screen.getByTestId('location').textContent;

/** The Interfaces area at `url`, as the host mounts it. */
export function renderInterfaces(url = '/interfaces') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/interfaces/*" element={<InterfacesArea />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function sampleMessage(id: number, overrides: Partial<InterfaceMessageSummary> = {}): InterfaceMessageSummary {
  return {
    id,
    direction: 'in',
    protocol: 'mllp',
    instrument_id: 1,
    instrument_name: 'DEMO-ANALYZER',
    institution_id: 1,
    test_request_id: 42,
    message_type: 'ORU^R01',
    control_id: `MSG${id}`,
    status: 'accepted',
    ack_code: 'AA',
    attempts: 1,
    next_attempt_at: null,
    last_error: null,
    remote_address: '127.0.0.1',
    created_at: '2026-11-22T14:05:00Z',
    updated_at: '2026-11-22T14:05:00Z',
    delivered_at: null,
    ...overrides,
  };
}

export const RAW_ORU = 'MSH|^~\\&|DEMO-ANALYZER|LAB|LABPORTAL|LAB|20261122140500||ORU^R01|MSG5|P|2.5.1\rPID|1||MRN1\rOBX|1|NM|GLU||5.4|mmol/L\r';
export const RAW_ACK = 'MSH|^~\\&|LABPORTAL|LAB|DEMO-ANALYZER|LAB|20261122140501||ACK|A5|P|2.5.1\rMSA|AA|MSG5\r';

export function fullMessage(id: number, overrides: Partial<InterfaceMessage> = {}): InterfaceMessage {
  return { ...sampleMessage(id), raw: RAW_ORU, ack_raw: RAW_ACK, ...overrides };
}

const countsOf = <K extends string>(keys: readonly K[], given: Partial<Record<K, number>>) => Object.fromEntries(keys.map((k) => [k, given[k] ?? 0])) as Record<K, number>;

/** A page of the message log with the counts of each status. */
export const messagePage = (data: InterfaceMessageSummary[], counts: Partial<Record<MessageStatus, number>> = {}, total = data.length, page = 1) =>
  [200, { data, pagination: { page, limit: MESSAGES_PAGE_SIZE, total, pages: Math.ceil(total / MESSAGES_PAGE_SIZE) }, counts: countsOf(MESSAGE_STATUSES, counts) }] as [number, unknown];

export function sampleEntry(requestId: number, overrides: Partial<WorklistEntry> = {}): WorklistEntry {
  return {
    test_request_id: requestId,
    barcode: `SPC${requestId}`,
    patient_name: 'Olivia Patient',
    priority: 'normal',
    state: 'waiting',
    order_status: 'pending',
    result_id: null,
    result_status: null,
    last_error: null,
    updated_at: '2026-11-22T14:05:00Z',
    ...overrides,
  };
}

/** A page of a worklist with the counts of each state. */
export const worklistPage = (data: WorklistEntry[], counts: Partial<Record<WorklistState, number>> = {}, total = data.length) =>
  [200, { data, pagination: { page: 1, limit: WORKLIST_PAGE_SIZE, total, pages: Math.ceil(total / WORKLIST_PAGE_SIZE) }, counts: countsOf(WORKLIST_STATES, counts) }] as [number, unknown];
