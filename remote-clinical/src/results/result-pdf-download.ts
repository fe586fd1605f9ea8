import { RESULT_MESSAGES, type TestResultDetail } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import { fetchResultReport } from './results-api';

/** Why the result could not be read for its PDF: 404, 403, else the server's text. */
function pdfLoadError(error: unknown): string {
  const status = errorStatus(error);
  if (status === 404) return RESULT_MESSAGES.pdfNotFound;
  if (status === 403) return RESULT_MESSAGES.pdfForbidden;
  return errorText(error, RESULT_MESSAGES.pdfFailed);
}

/**
 * Reads the result and saves its PDF report (test-result-{id}-{patient}.pdf). The report builder
 * (jspdf) is a chunk of its own, loaded on the first download. Fails with the text to show.
 */
export async function downloadResultPdf(id: number): Promise<void> {
  let detail: TestResultDetail;
  try {
    detail = await fetchResultReport(id);
  } catch (error) {
    throw new Error(pdfLoadError(error), { cause: error });
  }
  try {
    const { saveResultReport } = await import(/* webpackChunkName: "result-report" */ './report/result-report');
    saveResultReport(detail);
  } catch (error) {
    throw new Error(RESULT_MESSAGES.pdfFailed, { cause: error });
  }
}
