// An ORU^R01 as the import needs it: who sent it, which order it answers, and each OBX's code,
// value, units, range, flags and status. Only reading: what the fields mean for a result is
// decided in oru-import.ts. Field numbers are HL7 v2's (the library counts them the same way).
import { HL7_ERROR_CODES as CODES, HL7_VERSIONS, INTERFACE_MESSAGES as M } from '@lab/shared';
import type { Hl7Message, Hl7Segment } from './hl7';

export interface Observation {
  setId: string;
  /** OBX-2: NM (number), SN (structured number), ST/TX/FT/CE/CWE (words). */
  valueType: string;
  /** OBX-3.1, and OBX-3.4 (an alternate code, often LOINC) when given. */
  code: string;
  altCode: string;
  name: string;
  /** OBX-5 as sent (an SN's components joined: '<^5' is '<5'). */
  value: string;
  units: string;
  /** OBX-7 as sent ('3.5-5.1', '<5', '>60'). */
  range: string;
  /** OBX-8: H, L, HH, LL, N, A, AA... */
  flags: string;
  /** OBX-11: F final, C correction, P preliminary, X cannot be obtained, D deleted. */
  status: string;
}

export interface ResultMessage {
  controlId: string;
  sendingApplication: string;
  messageType: string;
  version: string;
  /** ORC-2 or OBR-2 (placer order number), OBR-3 or SPM-2 (specimen barcode). */
  placer: string;
  barcode: string;
  observations: Observation[];
}

/** Why a message is refused: AR (not a result message we take) or AE (understood, not stored). */
export class MessageRefusal extends Error {
  constructor(
    readonly ackCode: 'AE' | 'AR',
    readonly hl7Code: string,
    message: string,
  ) {
    super(message);
  }
}

const first = (...values: string[]) => values.find((v) => v.trim() !== '')?.trim() ?? '';

function observation(obx: Hl7Segment): Observation {
  const field = (n: number) => obx.getField(n);
  const valueType = field(2).toString().trim().toUpperCase();
  // a structured number (SN) is comparator^number: '<^5' reads '<5', '^5' reads '5'
  const value = valueType === 'SN' ? field(5).components[0].join('') : field(5).toString();
  return {
    setId: field(1).toString(),
    valueType,
    code: field(3).getComponent(1).trim(),
    altCode: field(3).getComponent(4).trim(),
    name: field(3).getComponent(2).trim(),
    value: value.trim(),
    units: field(6).getComponent(1).trim(),
    range: field(7).toString().trim(),
    // OBX-8 may repeat (H~A): the first says the direction
    flags: field(8).getComponent(1).trim().toUpperCase(),
    status: field(11).toString().trim().toUpperCase(),
  };
}

/** The header's checks: an ORU^R01 of a version we read, with a control id (else AR). */
export function readHeader(message: Hl7Message): { controlId: string; sendingApplication: string; messageType: string; version: string } {
  const msh = message.getSegment('MSH');
  if (!msh) throw new MessageRefusal('AR', CODES.segmentSequence, M.unreadable);
  const type = msh.getField(9);
  const messageType = [type.getComponent(1), type.getComponent(2)].filter(Boolean).join('^');
  const version = msh.getField(12).getComponent(1).trim();
  const controlId = msh.getField(10).toString().trim();
  if (messageType !== 'ORU^R01') throw new MessageRefusal('AR', CODES.messageType, M.unsupportedType(messageType));
  if (!(HL7_VERSIONS as readonly string[]).includes(version)) throw new MessageRefusal('AR', CODES.version, M.unsupportedVersion(version));
  if (!controlId) throw new MessageRefusal('AR', CODES.requiredField, M.noControlId);
  return { controlId, sendingApplication: msh.getField(3).getComponent(1).trim(), messageType, version };
}

/** The whole message (the header first: its refusal wins). */
export function readResultMessage(message: Hl7Message): ResultMessage {
  const header = readHeader(message);
  const orc = message.getSegment('ORC');
  const obr = message.getSegment('OBR');
  const spm = message.getSegment('SPM');
  const placer = first(orc?.getField(2).getComponent(1) ?? '', obr?.getField(2).getComponent(1) ?? '');
  // SPM-2 is an EIP: its first component's first subcomponent is the barcode
  const barcode = first(obr?.getField(3).getComponent(1) ?? '', spm?.getField(2).getComponent(1, 1) ?? '');
  if (!placer && !barcode) throw new MessageRefusal('AE', CODES.requiredField, M.noOrderKey);
  return { ...header, placer, barcode, observations: message.getAllSegments('OBX').map(observation) };
}
