// The analyzer interfaces over HTTP: instruments (CMS Instruments tab), the message log and outbox
// (Interfaces screen: Retry, Discard, the raw text), and each instrument's worklist.
import { INSTRUMENT_CODE_MAX, INSTRUMENT_NAME_MAX, INSTRUMENT_NAME_PATTERN, MESSAGE_DIRECTIONS, MESSAGE_STATUSES, ORDER_MESSAGE_TYPES } from '../interface-rules';
import { Id, Nullable, NullableId, PageAfter, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const INTERFACE_PATHS = {
  instruments: '/interfaces/instruments',
  instrument: '/interfaces/instruments/:id',
  worklist: '/interfaces/instruments/:id/worklist',
  messages: '/interfaces/messages',
  message: '/interfaces/messages/:id',
  retry: '/interfaces/messages/:id/retry',
  discard: '/interfaces/messages/:id/discard',
} as const;

export const WORKLIST_STATES = ['waiting', 'sent', 'resulted', 'error'] as const;
export type WorklistState = (typeof WORKLIST_STATES)[number];

export const INSTRUMENTS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 25;
export const WORKLIST_PAGE_SIZE = 25;
export const INSTRUMENT_CODES_MAX = 500;
export const INSTRUMENT_ADDRESSES_MAX = 20;

const instant = Type.String({ description: 'ISO 8601' });

/** A count for each of `keys`. */
const countsOf = <K extends readonly string[]>(keys: K) => Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Integer()])) as Record<K[number], ReturnType<typeof Type.Integer>>);

export const InstrumentCode = Type.Object({
  code: Type.String({ minLength: 1, maxLength: INSTRUMENT_CODE_MAX, description: "The instrument's code (OBX-3, OBR-4)." }),
  marker_id: Id,
});
export type InstrumentCode = Static<typeof InstrumentCode>;

export const Instrument = Type.Object({
  id: Id,
  name: Type.String({ description: 'What the instrument sends in MSH-3.' }),
  model: Nullable(Type.String()),
  institution_id: Id,
  institution_name: Type.String(),
  lab_id: NullableId,
  lab_name: Nullable(Type.String()),
  active: Type.Boolean(),
  order_host: Nullable(Type.String({ description: 'Where orders go (MLLP); null: no orders.' })),
  order_port: Nullable(Type.Integer()),
  order_message: StringEnum(ORDER_MESSAGE_TYPES),
  allowed_addresses: Type.Array(Type.String(), { description: 'The IP addresses results may come from.' }),
  codes: Type.Array(Type.Object({ code: Type.String(), marker_id: Id, marker_name: Type.String() })),
  created_at: instant,
  updated_at: instant,
});
export type Instrument = Static<typeof Instrument>;

export const InstrumentResponse = Type.Object({ instrument: Instrument });
export type InstrumentResponse = Static<typeof InstrumentResponse>;

export const InstrumentListQuery = Type.Object(
  { page: Type.Optional(PageNumber), limit: Type.Optional(PageLimit(INSTRUMENTS_PAGE_SIZE)), search: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type InstrumentListQuery = Static<typeof InstrumentListQuery>;

export const InstrumentListResponse = Type.Object({ data: Type.Array(Instrument), pagination: PaginationSchema });
export type InstrumentListResponse = Static<typeof InstrumentListResponse>;

/** POST (name and institution required) and PUT (any subset). The order address is a super_admin's to set. */
export const InstrumentBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: INSTRUMENT_NAME_MAX, pattern: INSTRUMENT_NAME_PATTERN })),
    model: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    institution_id: Type.Optional(Id),
    lab_id: Type.Optional(NullableId),
    active: Type.Optional(Type.Boolean()),
    order_host: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 253 }))),
    order_port: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 65535 }))),
    order_message: Type.Optional(StringEnum(ORDER_MESSAGE_TYPES)),
    allowed_addresses: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 45 }), { maxItems: INSTRUMENT_ADDRESSES_MAX })),
    codes: Type.Optional(Type.Array(InstrumentCode, { maxItems: INSTRUMENT_CODES_MAX })),
  },
  { additionalProperties: false },
);
export type InstrumentBody = Static<typeof InstrumentBody>;

export const InterfaceMessageSummary = Type.Object({
  id: Id,
  direction: StringEnum(MESSAGE_DIRECTIONS),
  protocol: Type.String(),
  instrument_id: NullableId,
  instrument_name: Nullable(Type.String()),
  institution_id: NullableId,
  test_request_id: NullableId,
  message_type: Nullable(Type.String()),
  control_id: Nullable(Type.String()),
  status: StringEnum(MESSAGE_STATUSES),
  ack_code: Nullable(Type.String()),
  attempts: Type.Integer(),
  next_attempt_at: Nullable(instant),
  last_error: Nullable(Type.String()),
  remote_address: Nullable(Type.String()),
  created_at: instant,
  updated_at: instant,
  delivered_at: Nullable(instant),
});
export type InterfaceMessageSummary = Static<typeof InterfaceMessageSummary>;

/** One message with its raw text and its ACK's (reading it is audited). */
export const InterfaceMessage = Type.Object({ ...InterfaceMessageSummary.properties, raw: Type.String(), ack_raw: Nullable(Type.String()) });
export type InterfaceMessage = Static<typeof InterfaceMessage>;

export const InterfaceMessageResponse = Type.Object({ message: InterfaceMessage });
export type InterfaceMessageResponse = Static<typeof InterfaceMessageResponse>;

export const InterfaceMessageListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(MESSAGES_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
    direction: Type.Optional(StringEnum(MESSAGE_DIRECTIONS)),
    status: Type.Optional(StringEnum(MESSAGE_STATUSES)),
    instrument_id: Type.Optional(Id),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Control id, message type, order number, barcode, instrument, error.' })),
  },
  { additionalProperties: false },
);
export type InterfaceMessageListQuery = Static<typeof InterfaceMessageListQuery>;

export const InterfaceMessageListResponse = Type.Object({
  data: Type.Array(InterfaceMessageSummary),
  pagination: PaginationSchema,
  /** The caller's messages of each status, in the asked direction (the instrument and the search narrow the list, not the counts), each counted up to the cap. */
  counts: countsOf(MESSAGE_STATUSES),
});
export type InterfaceMessageListResponse = Static<typeof InterfaceMessageListResponse>;


export const WorklistQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(WORKLIST_PAGE_SIZE)),
    after: Type.Optional(PageAfter),
    state: Type.Optional(StringEnum(WORKLIST_STATES)),
    barcode: Type.Optional(Type.String({ maxLength: 100, description: 'A scanned specimen barcode: that specimen only.' })),
  },
  { additionalProperties: false },
);
export type WorklistQuery = Static<typeof WorklistQuery>;

export const WorklistEntry = Type.Object({
  test_request_id: Id,
  barcode: Nullable(Type.String()),
  patient_name: Type.String(),
  priority: Type.String(),
  state: StringEnum(WORKLIST_STATES),
  order_status: Nullable(StringEnum(MESSAGE_STATUSES)),
  result_id: NullableId,
  result_status: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  updated_at: instant,
});
export type WorklistEntry = Static<typeof WorklistEntry>;

export const WorklistResponse = Type.Object({ data: Type.Array(WorklistEntry), pagination: PaginationSchema, counts: countsOf(WORKLIST_STATES) });
export type WorklistResponse = Static<typeof WorklistResponse>;

