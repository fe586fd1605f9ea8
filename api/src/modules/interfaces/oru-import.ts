// An instrument's result message, imported whole or not at all: one transaction stores the new
// result version and the message's log row, and the ACK says what happened. The version is a
// draft for a person to review (an instrument never releases a result); a correction of a released
// result waits as an amendment for a person to release. A control id already imported from the
// instrument is acknowledged again and imports nothing, even when two copies arrive at once (the
// accepted-message unique index decides).
import { HL7_ERROR_CODES as CODES, INTERFACE_MESSAGES as M, isReleasedResult, type MessageStatus } from '@lab/shared';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { createImportedResult, saveImportedContent, selectEntryMarkers, selectEntryPatient } from '../results/public';
import { ackOf, rejectUnreadable, type AckCode } from './ack';
import type { Hl7Message } from './hl7';
import * as queries from './inbound-queries';
import { importedContent, type ImportedContent } from './oru-values';
import { MessageRefusal, readHeader, readResultMessage, type ResultMessage } from './oru-read';
import { sameAddress } from './addresses';

export interface InboundOutcome {
  ack: Hl7Message;
  ackCode: AckCode;
  status: MessageStatus;
  /** What changed, for live updates: the request and result the message was stored on. */
  stored: { institutionId: number; testRequestId: number; resultId: number } | null;
}

interface Known {
  instrument: queries.SendingInstrument | null;
  header: { controlId: string; messageType: string } | null;
  requestId: number | null;
}

const searchTextOf = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase().slice(0, 1000);

async function logRefusal(db: Db, raw: string, remoteAddress: string | null, message: Hl7Message | null, known: Known, refusal: MessageRefusal): Promise<InboundOutcome> {
  const error = { code: refusal.hl7Code, text: refusal.message };
  const ack = message ? ackOf(message, refusal.ackCode, error) : rejectUnreadable(refusal.message);
  const status: MessageStatus = refusal.ackCode === 'AR' ? 'rejected' : 'error';
  await queries.insertInbound(db, {
    instrumentId: known.instrument?.id ?? null,
    institutionId: known.instrument?.institution_id ?? null,
    testRequestId: known.requestId,
    messageType: known.header?.messageType ?? null,
    controlId: known.header?.controlId ?? null,
    status,
    ackCode: refusal.ackCode,
    error: refusal.message,
    raw,
    ackRaw: ack.toString(),
    remoteAddress,
    searchText: searchTextOf([known.header?.controlId, known.header?.messageType, known.instrument?.name, refusal.message]),
  });
  return { ack, ackCode: refusal.ackCode, status, stored: null };
}

/**
 * Stores the content on the request's result inside `tx`; refuses what the result's state does not
 * allow. The audit row is the last write of each branch (see importMessage).
 */
async function storeContent(tx: Db, requestId: number, institutionId: number, key: string, instrument: string, content: ImportedContent): Promise<number> {
  const resultId = await queries.selectResultId(tx, requestId);
  const newContent = { resultData: content.resultData, resultValues: content.values, interpretation: null };
  if (resultId === null) return createImportedResult(tx, { testRequestId: requestId, institutionId }, newContent, instrument);
  const reason = content.correction ? M.correctionReason(instrument) : null;
  await saveImportedContent(tx, resultId, {
    source: 'instrument',
    by: { instrument, institutionId },
    // an instrument never releases a result: its correction waits for a person's release
    onReleased: 'amendment_waits',
    amendmentPending: () => new MessageRefusal('AE', CODES.tableValue, M.amendmentWaiting(key)),
    versionOf: async (state, previous) => {
      if (isReleasedResult(state.status) && !content.correction) throw new MessageRefusal('AE', CODES.tableValue, M.finalWithoutCorrection(key));
      return { content: { ...newContent, interpretation: previous.interpretation }, reason, details: { source: 'instrument' } };
    },
  });
  return resultId;
}

async function importMessage(db: Db, raw: string, remoteAddress: string | null, message: Hl7Message, read: ResultMessage, instrument: queries.SendingInstrument, known: Known): Promise<InboundOutcome> {
  const key = read.placer || read.barcode;
  const logRow = (status: MessageStatus, requestId: number | null, ack: Hl7Message, error: string | null): queries.InboundRow => ({
    instrumentId: instrument.id,
    institutionId: instrument.institution_id,
    testRequestId: requestId,
    messageType: read.messageType,
    controlId: read.controlId,
    status,
    ackCode: 'AA',
    error,
    raw,
    ackRaw: ack.toString(),
    remoteAddress,
    searchText: searchTextOf([read.controlId, read.messageType, instrument.name, read.placer, read.barcode]),
  });
  return db.transaction(async (tx) => {
    const ack = ackOf(message, 'AA', null);
    if (await queries.wasAccepted(tx, instrument.id, read.controlId)) {
      await queries.insertInbound(tx, logRow('duplicate', null, ack, null));
      return { ack, ackCode: 'AA' as const, status: 'duplicate' as const, stored: null };
    }
    const request = await queries.lockOrderedRequest(tx, read.placer, read.barcode);
    if (!request) throw new MessageRefusal('AE', CODES.unknownKey, M.unknownOrder(key));
    known.requestId = request.id;
    if (request.institution_id !== instrument.institution_id || (instrument.lab_id !== null && request.lab_id !== instrument.lab_id)) {
      // nothing about another institution's request is kept against this instrument
      known.requestId = null;
      throw new MessageRefusal('AE', CODES.unknownKey, M.notServed(key));
    }
    if (request.status === 'cancelled' || request.archived) throw new MessageRefusal('AE', CODES.unknownKey, M.requestClosed(key));
    const codeMap = await queries.selectCodeMap(tx, instrument.id, [...new Set(read.observations.flatMap((o) => [o.code, o.altCode]).filter(Boolean))]);
    const patient = (await selectEntryPatient(tx, request.id))!;
    const ucum = new Map(codeMap.map((c) => [c.marker_id, c.ucum_units]));
    const ordered = (await selectEntryMarkers(tx, request.id, patient)).map((m) => ({ ...m, ucum_units: ucum.get(m.id) ?? null }));
    const content = await importedContent(read.observations, new Map(codeMap.map((c) => [c.code, c.marker_id])), ordered);
    if (!content.resultData) {
      await queries.insertInbound(tx, logRow('accepted', request.id, ack, M.nothingImported));
      return { ack, ackCode: 'AA' as const, status: 'accepted' as const, stored: null };
    }
    // the log row before the result: the result's audit row, written last, adds to a daily count
    // every import shares, and holds that counter's row lock until the commit; the shorter that
    // hold, the more messages the connections import side by side
    await queries.insertInbound(tx, logRow('accepted', request.id, ack, null));
    const resultId = await storeContent(tx, request.id, request.institution_id, key, instrument.name, content);
    return { ack, ackCode: 'AA' as const, status: 'accepted' as const, stored: { institutionId: request.institution_id, testRequestId: request.id, resultId } };
  });
}

/**
 * Imports one message that arrived from `remoteAddress` and answers its ACK. Refusals are logged
 * with their reason outside the import's transaction (which changed nothing).
 */
export async function receiveResultMessage(db: Db, raw: string, remoteAddress: string | null, message: Hl7Message): Promise<InboundOutcome> {
  const known: Known = { instrument: null, header: null, requestId: null };
  try {
    const header = readHeader(message);
    known.header = header;
    const instrument = await queries.selectActiveInstrument(db, header.sendingApplication);
    if (!instrument || !instrument.allowed_addresses.some((a) => sameAddress(a, remoteAddress))) throw new MessageRefusal('AR', CODES.unknownKey, M.unknownSender);
    known.instrument = instrument;
    const read = readResultMessage(message);
    try {
      return await importMessage(db, raw, remoteAddress, message, read, instrument, known);
    } catch (error) {
      // two copies at once: the second finds the first's accepted row and is a repeat
      if (!isUniqueViolation(error)) throw error;
      return await importMessage(db, raw, remoteAddress, message, read, instrument, known);
    }
  } catch (error) {
    if (error instanceof MessageRefusal) return logRefusal(db, raw, remoteAddress, message, known, error);
    throw error;
  }
}

/** The answer to a frame that is not HL7 at all. */
export async function receiveUnreadable(db: Db, raw: string, remoteAddress: string | null): Promise<InboundOutcome> {
  return logRefusal(db, raw, remoteAddress, null, { instrument: null, header: null, requestId: null }, new MessageRefusal('AR', CODES.segmentSequence, M.unreadable));
}

