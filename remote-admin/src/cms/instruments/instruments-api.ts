// The CMS Instruments tab's calls, one function per request. The list answers { data, pagination },
// a write { instrument }.
import { apiPath, INTERFACE_PATHS, type Instrument, type InstrumentBody, type InstrumentListQuery, type InstrumentListResponse, type InstrumentResponse } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchInstruments(query: InstrumentListQuery): Promise<InstrumentListResponse> {
  const { data } = await apiClient.get<InstrumentListResponse>(INTERFACE_PATHS.instruments, { params: query });
  return data;
}

export async function createInstrument(body: InstrumentBody): Promise<Instrument> {
  const { data } = await apiClient.post<InstrumentResponse>(INTERFACE_PATHS.instruments, body);
  return data.instrument;
}

/** PUT is partial: the fields left out keep their values (the status toggle sends only { active }). */
export async function updateInstrument(id: number, body: InstrumentBody): Promise<Instrument> {
  const { data } = await apiClient.put<InstrumentResponse>(apiPath(INTERFACE_PATHS.instrument, { id }), body);
  return data.instrument;
}
