import {
  INSTRUMENT_NAME_PATTERN,
  INTERFACE_MESSAGES,
  INTERFACE_SCREEN_TEXTS as TEXTS,
  ORDER_MESSAGE_TYPES,
  type Instrument,
  type InstrumentBody,
  type OrderMessageType,
} from '@lab/shared';
import { numberText, textOrNull, wholeNumber } from '../list/form-values';

/** One row of the test code map; `key` keeps React's rows apart while rows are added and removed. */
export interface CodeRow {
  key: number;
  code: string;
  marker_id: number | undefined;
}

export interface InstrumentFormValues {
  name: string;
  model: string;
  institution_id: number | undefined;
  lab_id: number | null;
  active: boolean;
  order_host: string;
  order_port: string;
  order_message: OrderMessageType;
  allowed_addresses: string[];
  codes: CodeRow[];
}

/** What the person filling the form may set beyond the common fields. */
export interface InstrumentFormRights {
  /** A super_admin: the order host, port and message type (canEditOrderAddress). */
  orderAddress: boolean;
  /** A super_admin picks the institution; others' is their own, fixed. */
  picksInstitution: boolean;
}

let lastRowKey = 0;
export const codeRow = (code = '', marker_id?: number): CodeRow => ({ key: ++lastRowKey, code, marker_id });

/** The form's values for `instrument`, or for a new one of `ownInstitution` (null: to be picked). */
export function instrumentFormValues(instrument: Instrument | undefined, ownInstitution: number | null): InstrumentFormValues {
  return {
    name: instrument?.name ?? '',
    model: instrument?.model ?? '',
    institution_id: instrument?.institution_id ?? ownInstitution ?? undefined,
    lab_id: instrument?.lab_id ?? null,
    active: instrument?.active ?? true,
    order_host: instrument?.order_host ?? '',
    order_port: numberText(instrument?.order_port),
    order_message: instrument?.order_message ?? ORDER_MESSAGE_TYPES[0],
    allowed_addresses: instrument?.allowed_addresses ?? [],
    codes: (instrument?.codes ?? []).map((c) => codeRow(c.code, c.marker_id)),
  };
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

/**
 * A plain IPv4 or IPv6 address, checked before the round trip so the form can say which entry is
 * wrong; the server (node's isIP) has the last word.
 */
export function isIpAddress(text: string): boolean {
  if (IPV4.test(text)) return true;
  if (!text.includes(':') || !/^[0-9A-Fa-f:.]+$/.test(text) || text.split('::').length > 2) return false;
  const groups = text.split(':');
  const last = groups[groups.length - 1];
  const embedsIpv4 = last.includes('.');
  if (embedsIpv4 && !IPV4.test(last)) return false;
  const hexGroups = embedsIpv4 ? groups.slice(0, -1) : groups;
  const limit = embedsIpv4 ? 6 : 8;
  return hexGroups.length <= limit + 1 && hexGroups.every((g) => /^[0-9A-Fa-f]{0,4}$/.test(g)) && (text.includes('::') || hexGroups.length === limit);
}

function codesOf(rows: readonly CodeRow[]): { codes: { code: string; marker_id: number }[] } | { error: string } {
  const codes: { code: string; marker_id: number }[] = [];
  for (const [index, row] of rows.entries()) {
    const code = row.code.trim();
    if (!code && row.marker_id === undefined) continue; // an untouched row is no mapping
    if (!code || row.marker_id === undefined) return { error: TEXTS.codeRowIncomplete(index + 1) };
    if (codes.some((c) => c.code === code)) return { error: INTERFACE_MESSAGES.codeTwice(code) };
    codes.push({ code, marker_id: row.marker_id });
  }
  return { codes };
}

function orderAddressOf(v: InstrumentFormValues): Pick<InstrumentBody, 'order_host' | 'order_port' | 'order_message'> | { error: string } {
  const host = v.order_host.trim();
  const port = wholeNumber(v.order_port, 1, null);
  if (Number.isNaN(port) || (port !== null && port > 65535)) return { error: TEXTS.orderPortInvalid };
  if (!host !== (port === null)) return { error: INTERFACE_MESSAGES.orderAddressPair };
  return { order_host: host || null, order_port: port, order_message: v.order_message };
}

/**
 * The POST or PUT body, or the first problem in the form's order. The order address is sent only
 * by who may set it, and the institution only on creation or by who picks it: a field left out
 * keeps its stored value, so nobody is refused for a field they could not change.
 */
export function instrumentBody(v: InstrumentFormValues, rights: InstrumentFormRights, isNew: boolean): { body: InstrumentBody } | { error: string } {
  const name = v.name.trim();
  if (!name) return { error: TEXTS.nameRequired };
  if (!new RegExp(INSTRUMENT_NAME_PATTERN).test(name)) return { error: TEXTS.nameInvalid };
  if (v.institution_id === undefined && (isNew || rights.picksInstitution)) return { error: INTERFACE_MESSAGES.labOrInstitution };
  const badAddress = v.allowed_addresses.find((a) => !isIpAddress(a));
  if (badAddress !== undefined) return { error: INTERFACE_MESSAGES.badAddress(badAddress) };
  const mapped = codesOf(v.codes);
  if ('error' in mapped) return mapped;
  const order = rights.orderAddress ? orderAddressOf(v) : {};
  if ('error' in order) return order;
  const body: InstrumentBody = {
    name,
    model: textOrNull(v.model),
    ...(isNew || rights.picksInstitution ? { institution_id: v.institution_id } : {}),
    lab_id: v.lab_id,
    active: v.active,
    ...order,
    allowed_addresses: [...new Set(v.allowed_addresses)],
    codes: mapped.codes,
  };
  return { body };
}

/** 'host:port' of the order address, or null for an instrument that takes no orders. */
export const orderAddressText = (i: Pick<Instrument, 'order_host' | 'order_port'>): string | null => (i.order_host && i.order_port ? `${i.order_host}:${i.order_port}` : null);
