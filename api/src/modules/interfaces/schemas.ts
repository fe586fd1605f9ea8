import {
  ErrorBody,
  IdParams,
  InstrumentBody,
  InstrumentListQuery,
  InstrumentListResponse,
  InstrumentResponse,
  InterfaceMessageListQuery,
  InterfaceMessageListResponse,
  InterfaceMessageResponse,
  WorklistQuery,
  WorklistResponse,
} from '@lab/shared';

// The analyzer interfaces' routes: their documentation and which contract schema each takes
// (@lab/shared's interfaces contract).
const tags = ['interfaces'];

export const listInstrumentsSchema = {
  operationId: 'listInstruments',
  tags,
  summary: 'The instruments the caller keeps (CMS Instruments tab)',
  querystring: InstrumentListQuery,
  response: { 200: InstrumentListResponse, 403: ErrorBody },
};

export const getInstrumentSchema = {
  operationId: 'getInstrument',
  tags,
  summary: 'One instrument with its code map',
  params: IdParams,
  response: { 200: InstrumentResponse, 403: ErrorBody, 404: ErrorBody },
};

export const createInstrumentSchema = {
  operationId: 'createInstrument',
  tags,
  summary: 'Add an instrument (audited)',
  body: InstrumentBody,
  response: { 201: InstrumentResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
};

export const updateInstrumentSchema = {
  operationId: 'updateInstrument',
  tags,
  summary: 'Change an instrument: any of its fields, its code map replaced whole when given (audited)',
  params: IdParams,
  body: InstrumentBody,
  response: { 200: InstrumentResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
};

export const worklistSchema = {
  operationId: 'getInstrumentWorklist',
  tags,
  summary: "An instrument's worklist: waiting, sent, resulted, in error",
  params: IdParams,
  querystring: WorklistQuery,
  response: { 200: WorklistResponse, 404: ErrorBody },
};

export const listMessagesSchema = {
  operationId: 'listInterfaceMessages',
  tags,
  summary: 'Messages in and out, newest first, with the counts of each status',
  querystring: InterfaceMessageListQuery,
  response: { 200: InterfaceMessageListResponse },
};

export const getMessageSchema = {
  operationId: 'getInterfaceMessage',
  tags,
  summary: 'One message with its raw text and its acknowledgement (the view is audited)',
  params: IdParams,
  response: { 200: InterfaceMessageResponse, 404: ErrorBody },
};

export const retryMessageSchema = {
  operationId: 'retryInterfaceMessage',
  tags,
  summary: 'Send a dead outgoing message again (audited)',
  params: IdParams,
  response: { 200: InterfaceMessageResponse, 404: ErrorBody, 409: ErrorBody },
};

export const discardMessageSchema = {
  operationId: 'discardInterfaceMessage',
  tags,
  summary: 'Give up a pending or dead outgoing message (audited)',
  params: IdParams,
  response: { 200: InterfaceMessageResponse, 404: ErrorBody, 409: ErrorBody },
};
