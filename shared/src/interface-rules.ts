// The analyzer interfaces: instruments that send results over HL7 v2 (MLLP) and receive orders,
// and the message log every message in or out is kept in. The API, the screens and the docs
// (docs/areas/interfaces.md, docs/hl7-interface.md) read these lists and texts.
import { isSuperAdmin, type AccessSubject } from './access';
import { canEditCmsTab, canViewCmsTab } from './cms-rules';

export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/**
 * What became of a message. In: `accepted` (stored, ACK AA), `error` (understood and refused,
 * ACK AE), `rejected` (unreadable or from no known instrument, ACK AR), `duplicate` (a control id
 * already accepted: acknowledged, nothing imported again). Out: `pending` (waiting for delivery or
 * its next attempt), `sending` (a worker holds it), `delivered` (the instrument acknowledged it),
 * `dead` (given up: the instrument refused it or the attempts ran out), `discarded` (a person gave
 * it up).
 */
export const INBOUND_STATUSES = ['accepted', 'error', 'rejected', 'duplicate'] as const;
export const OUTBOUND_STATUSES = ['pending', 'sending', 'delivered', 'dead', 'discarded'] as const;
export const MESSAGE_STATUSES = [...INBOUND_STATUSES, ...OUTBOUND_STATUSES] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The outbox's state machine: a worker claims a pending message (sending) and ends it delivered,
 * pending again (a later attempt) or dead; a person retries a dead or pending one or discards it.
 */
export const OUTBOX_TRANSITIONS: Readonly<Record<(typeof OUTBOUND_STATUSES)[number], readonly MessageStatus[]>> = {
  pending: ['sending', 'discarded'],
  sending: ['delivered', 'pending', 'dead'],
  delivered: [],
  dead: ['pending', 'discarded'],
  discarded: [],
};

/** A message a person may send again (Retry) or give up (Discard). */
export const canRetryMessage = (status: string) => status === 'dead';
export const canDiscardMessage = (status: string) => status === 'dead' || status === 'pending';

/** The order messages an instrument may take. */
export const ORDER_MESSAGE_TYPES = ['OML^O21', 'ORM^O01'] as const;
export type OrderMessageType = (typeof ORDER_MESSAGE_TYPES)[number];

/** The HL7 versions a result message may carry. */
export const HL7_VERSIONS = ['2.3', '2.3.1', '2.4', '2.5', '2.5.1'] as const;

/** How many attempts an outgoing message gets before it is dead, and the back-off between them. */
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_FIRST_DELAY_MS = 5_000;
export const OUTBOX_MAX_DELAY_MS = 15 * 60_000;
/** The wait before attempt `attempts + 1`: doubling from the first delay, capped. */
export const outboxDelayMs = (attempts: number) => Math.min(OUTBOX_MAX_DELAY_MS, OUTBOX_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));

/** Instruments are kept in the CMS Instruments tab: an institution's admin keeps their own, a super_admin every one. */
export const canViewInstruments = (user: AccessSubject | null | undefined) => canViewCmsTab(user, 'instruments');
export const canEditInstruments = (user: AccessSubject | null | undefined) => canEditCmsTab(user, 'instruments');
/**
 * Only a super_admin sets where orders go: the portal opens a connection out to that host and
 * port, so an institution's admin could otherwise point the portal at any machine of its network.
 */
export const canEditOrderAddress = (user: AccessSubject | null | undefined) => !!user && isSuperAdmin(user);
/** The Interfaces screen (messages in and out): the same people as the instruments. */
export const canViewInterfaces = canViewInstruments;

export const INSTRUMENT_NAME_MAX = 100;
export const INSTRUMENT_CODE_MAX = 50;
/** An instrument's name is what it sends in MSH-3: letters, digits and - _ . only. */
export const INSTRUMENT_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';

/**
 * Why a message was refused, as the ACK's ERR segment and the message log say it. The HL7 codes are
 * table 0357's: 100 segment sequence error, 101 required field missing, 103 table value not found,
 * 200 unsupported message type, 203 unsupported version, 204 unknown key identifier, 207 application
 * internal error.
 */
export const INTERFACE_MESSAGES = {
  unreadable: 'The message is not HL7 v2: it must start with an MSH segment',
  unsupportedType: (type: string) => `Message type ${type || '(none)'} is not accepted: send ORU^R01`,
  unsupportedVersion: (version: string) => `HL7 version ${version || '(none)'} is not accepted: send 2.3 to 2.5.1`,
  noControlId: 'MSH-10 (message control id) is required',
  unknownSender: 'The sending application (MSH-3) is not an active instrument allowed from this address',
  noOrderKey: 'No placer order number (ORC-2, OBR-2) or specimen barcode (OBR-3, SPM-2) in the message',
  unknownOrder: (key: string) => `Unknown order ${key}`,
  notServed: (key: string) => `Order ${key} is not served by this instrument`,
  requestClosed: (key: string) => `Order ${key} is cancelled or archived`,
  unmappedCode: (code: string) => `Code ${code || '(none)'} is not mapped to a marker for this instrument`,
  notOrdered: (code: string) => `Code ${code} names a marker the order did not ask for`,
  badValue: (code: string) => `OBX-5 of ${code} is not a value of its type`,
  unitNotMarkers: (code: string, unit: string, ours: string) => `Unit ${unit} of ${code} is not the marker's unit ${ours || '(none)'}`,
  nothingImported: 'No observation to import: each was X (cannot be obtained) or D (deleted)',
  finalWithoutCorrection: (key: string) => `The result of ${key} is already final: send a correction (OBX-11 C)`,
  amendmentWaiting: (key: string) => `A correction of ${key} is already waiting for release`,
  internal: 'The message could not be stored; send it again',
  correctionReason: (instrument: string) => `Correction sent by instrument ${instrument}`,
  // the screens and routes
  notFound: 'Message not found',
  instrumentNotFound: 'Instrument not found',
  retryRefused: 'Only a dead message can be sent again',
  discardRefused: 'Only a pending or dead message can be discarded',
  nameTaken: 'An instrument with this name already exists',
  codeTwice: (code: string) => `Code ${code} is mapped twice`,
  badAddress: (value: string) => `${value} is not an IP address`,
  labOrInstitution: 'Choose the institution the instrument serves',
  labNotFound: 'Lab not found',
  codeRequired: 'Each mapped code needs a value',
  markerNotFound: (id: number) => `Marker ${id} not found`,
  orderAddressDenied: "Only a super admin sets where an instrument's orders go",
  orderAddressPair: 'Give both the order host and the order port, or neither',
  badHost: (value: string) => `${value} is not a host name or IP address`,
} as const;

/** The ERR-3 code of each refusal. */
export const HL7_ERROR_CODES = {
  segmentSequence: '100',
  requiredField: '101',
  tableValue: '103',
  messageType: '200',
  version: '203',
  unknownKey: '204',
  internal: '207',
} as const;
