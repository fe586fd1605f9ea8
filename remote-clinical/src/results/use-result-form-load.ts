import { RESULT_MESSAGES, type TestRequestSummary, type TestResultDetail } from '@lab/shared';
import { useLoadedData, type LoadedData } from '@lab/shared/react';
import { fetchRequest } from '../test-requests';
import { requestOption, requestOptions, unavailableReason, type RequestOption } from './request-options';
import { fetchCompletedRequests, fetchResult } from './results-api';

/** What the form starts from. */
export interface ResultFormStart {
  /** The edited result; null on /results/new. */
  result: TestResultDetail | null;
  /** The requests to choose from: the completed ones (new), or the result's own (edit, locked). */
  requestOptions: RequestOption[];
  /** The request chosen at the start: the result's, or a usable ?test_request_id. */
  testRequestId: number | null;
  /** Why ?test_request_id was not chosen (it has a result, is cancelled, or was not found). */
  preselectNotice: string | null;
}

/** ?test_request_id: chosen when it is offered; a request not among the completed ones is loaded and added. */
async function newResultStart(wantedId: string | null): Promise<ResultFormStart> {
  const { requests } = await fetchCompletedRequests();
  const start = (testRequestId: number | null, preselectNotice: string | null, extra: TestRequestSummary[] = []): ResultFormStart => ({
    result: null,
    requestOptions: requestOptions([...extra, ...requests]),
    testRequestId,
    preselectNotice,
  });
  if (!wantedId) return start(null, null);
  const wanted = requests.find((r) => String(r.id) === wantedId) ?? (await fetchRequest(wantedId).catch(() => null));
  if (!wanted) return start(null, RESULT_MESSAGES.requestNotFound);
  const extra = requests.includes(wanted) ? [] : [wanted];
  const reason = unavailableReason(wanted);
  return start(reason ? null : wanted.id, reason, extra);
}

function editResultStart(result: TestResultDetail): ResultFormStart {
  const own = requestOption({
    id: result.test_request_id,
    test_name: result.test_name,
    patient_first_name: result.patient_first_name,
    patient_last_name: result.patient_last_name,
    status: result.test_request.status,
    result_id: null,
  });
  return { result, requestOptions: [own], testRequestId: result.test_request_id, preselectNotice: null };
}

/** The edited result, or the requests a new result may be entered for. */
export function useResultFormLoad(resultId: string | undefined, wantedRequestId: string | null): LoadedData<ResultFormStart> {
  return useLoadedData(async () => (resultId ? editResultStart(await fetchResult(resultId)) : newResultStart(wantedRequestId)), [resultId, wantedRequestId]);
}
