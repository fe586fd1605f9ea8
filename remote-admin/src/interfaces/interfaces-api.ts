// The Interfaces page's calls, one function per request: the message log and its two actions, the
// instruments to pick from, and an instrument's worklist.
import {
  apiPath,
  INTERFACE_PATHS,
  type Instrument,
  type InstrumentListResponse,
  type InterfaceMessage,
  type InterfaceMessageListQuery,
  type InterfaceMessageListResponse,
  type InterfaceMessageResponse,
  type WorklistQuery,
  type WorklistResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

/** The most instruments a picker offers: the list's largest page (a lab runs a handful of analyzers). */
const INSTRUMENT_CHOICES = 100;

export async function fetchMessages(query: InterfaceMessageListQuery): Promise<InterfaceMessageListResponse> {
  const { data } = await apiClient.get<InterfaceMessageListResponse>(INTERFACE_PATHS.messages, { params: query });
  return data;
}

/** One message with its raw text and its ACK's (the server audits the reading). */
export async function fetchMessage(id: number): Promise<InterfaceMessage> {
  const { data } = await apiClient.get<InterfaceMessageResponse>(apiPath(INTERFACE_PATHS.message, { id }));
  return data.message;
}

/** Sends a dead message again (no body: the server decides what a retry resets). */
export async function retryMessage(id: number): Promise<void> {
  await apiClient.post(apiPath(INTERFACE_PATHS.retry, { id }));
}

/** Gives up a pending or dead message. */
export async function discardMessage(id: number): Promise<void> {
  await apiClient.post(apiPath(INTERFACE_PATHS.discard, { id }));
}

/** The instruments the viewer may see, for the filters and the worklist picker. */
export async function fetchInstrumentChoices(): Promise<Instrument[]> {
  const { data } = await apiClient.get<InstrumentListResponse>(INTERFACE_PATHS.instruments, { params: { limit: INSTRUMENT_CHOICES } });
  return data.data;
}

export async function fetchWorklist(instrumentId: number, query: WorklistQuery): Promise<WorklistResponse> {
  const { data } = await apiClient.get<WorklistResponse>(apiPath(INTERFACE_PATHS.worklist, { id: instrumentId }), { params: query });
  return data;
}
