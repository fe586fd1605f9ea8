// Instruments as the CMS Instruments tab keeps them: an institution_admin keeps their own
// institution's, a super_admin every one. Only a super_admin sets where orders go (the portal
// connects out to that host and port, so it is not an address any institution may point at the
// provider's network). Each write and its audit row are one transaction.
import {
  CMS_MESSAGES,
  canEditInstruments,
  canViewInstruments,
  INTERFACE_MESSAGES as M,
  canEditOrderAddress,
  isInScope,
  may,
  toPagination,
  INSTRUMENTS_PAGE_SIZE,
  type Instrument,
  type InstrumentBody,
  type InstrumentListQuery,
  type InstrumentListResponse,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { INSTITUTION_NOT_FOUND } from '../../platform/scope';
import { isAddress } from './addresses';
import * as queries from './instrument-queries';

function requireViewer(caller: Caller) {
  if (!canViewInstruments(caller.user)) throw forbidden(CMS_MESSAGES.pageDenied);
}
function requireEditor(caller: Caller) {
  if (!canEditInstruments(caller.user)) throw forbidden(CMS_MESSAGES.pageDenied);
}

export async function listInstruments(db: Db, caller: Caller, q: InstrumentListQuery): Promise<InstrumentListResponse> {
  // the CMS tab's readers, and the worklists' users picking an instrument
  if (!canViewInstruments(caller.user) && !may(caller.user, 'interfaces.worklists')) throw forbidden(CMS_MESSAGES.pageDenied);
  const page = q.page ?? 1;
  const limit = q.limit ?? INSTRUMENTS_PAGE_SIZE;
  const { rows, total } = await queries.selectInstrumentPage(db, caller.scope, q.search, page, limit);
  return { data: rows, pagination: toPagination(page, limit, { matches: total, exact: true }) };
}

export async function getInstrument(db: Db, caller: Caller, id: number): Promise<Instrument> {
  requireViewer(caller);
  const instrument = await queries.selectInstrument(db, caller.scope, id);
  if (!instrument) throw notFound(M.instrumentNotFound);
  return instrument;
}

const cleanText = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored values after `body`, checked: 400 with the first problem. */
async function valuesAfter(tx: Db, caller: Caller, body: InstrumentBody, before: queries.InstrumentValues | null): Promise<queries.InstrumentValues> {
  const name = body.name?.trim() ?? before?.name;
  if (!name) throw badRequest(CMS_MESSAGES.nameRequired);
  const institutionId = body.institution_id ?? before?.institution_id;
  if (!institutionId) throw badRequest(M.labOrInstitution);
  // an institution outside the caller's scope is one that does not exist for them
  if (!isInScope(caller.scope, institutionId)) throw notFound(INSTITUTION_NOT_FOUND);
  const labId = body.lab_id === undefined ? (before?.lab_id ?? null) : body.lab_id;
  if (labId !== null && !(await queries.labExists(tx, labId))) throw badRequest(M.labNotFound);
  const addressChange = body.order_host !== undefined || body.order_port !== undefined;
  const orderHost = body.order_host === undefined ? (before?.order_host ?? null) : cleanText(body.order_host);
  const orderPort = body.order_port === undefined ? (before?.order_port ?? null) : body.order_port;
  if (addressChange && !canEditOrderAddress(caller.user) && (orderHost !== (before?.order_host ?? null) || orderPort !== (before?.order_port ?? null))) throw forbidden(M.orderAddressDenied);
  if ((orderHost === null) !== (orderPort === null)) throw badRequest(M.orderAddressPair);
  if (orderHost !== null && !/^[A-Za-z0-9.:-]+$/.test(orderHost)) throw badRequest(M.badHost(orderHost));
  const addresses = body.allowed_addresses ?? before?.allowed_addresses ?? [];
  const bad = addresses.find((a) => !isAddress(a));
  if (bad !== undefined) throw badRequest(M.badAddress(bad));
  return {
    name,
    model: body.model === undefined ? (before?.model ?? null) : cleanText(body.model),
    institution_id: institutionId,
    lab_id: labId,
    active: body.active ?? before?.active ?? true,
    order_host: orderHost,
    order_port: orderPort,
    order_message: body.order_message ?? before?.order_message ?? 'OML^O21',
    allowed_addresses: [...new Set(addresses.map((a) => a.trim()))],
  };
}

async function checkCodes(tx: Db, codes: InstrumentBody['codes']): Promise<void> {
  if (!codes) return;
  const seen = new Set<string>();
  for (const c of codes) {
    const code = c.code.trim();
    if (!code) throw badRequest(M.codeRequired);
    if (seen.has(code)) throw badRequest(M.codeTwice(code));
    seen.add(code);
  }
  const markers = await queries.existingMarkers(tx, [...new Set(codes.map((c) => c.marker_id))]);
  const missing = codes.find((c) => !markers.has(c.marker_id));
  if (missing) throw badRequest(M.markerNotFound(missing.marker_id));
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.nameTaken);
    throw error;
  }
}

export async function createInstrument(db: Db, caller: Caller, body: InstrumentBody): Promise<Instrument> {
  requireEditor(caller);
  const id = await saving(() =>
    db.transaction(async (tx) => {
      const values = await valuesAfter(tx, caller, body, null);
      await checkCodes(tx, body.codes);
      const created = await queries.insertInstrument(tx, values);
      await queries.replaceCodes(tx, created, (body.codes ?? []).map((c) => ({ ...c, code: c.code.trim() })));
      await queries.refreshWorklist(tx, created);
      await writeAudit(tx, { action: 'instrument.created', entityType: 'instrument', entityId: created, institutionId: values.institution_id, details: { name: values.name, codes: body.codes?.length ?? 0 } }, caller);
      return created;
    }),
  );
  return getInstrument(db, caller, id);
}

export async function updateInstrument(db: Db, caller: Caller, id: number, body: InstrumentBody): Promise<Instrument> {
  requireEditor(caller);
  await saving(() =>
    db.transaction(async (tx) => {
      const before = await queries.lockInstrument(tx, id);
      if (!before || !isInScope(caller.scope, before.institution_id)) throw notFound(M.instrumentNotFound);
      const values = await valuesAfter(tx, caller, body, before);
      await checkCodes(tx, body.codes);
      await queries.updateInstrument(tx, id, values);
      if (body.codes) await queries.replaceCodes(tx, id, body.codes.map((c) => ({ ...c, code: c.code.trim() })));
      await queries.refreshWorklist(tx, id);
      const changed = Object.keys(body).filter((k) => k !== 'codes');
      await writeAudit(tx, { action: 'instrument.updated', entityType: 'instrument', entityId: id, institutionId: values.institution_id, details: { fields: changed, codes: body.codes?.length ?? null } }, caller);
    }),
  );
  return getInstrument(db, caller, id);
}
