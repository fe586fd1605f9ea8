import { RESULT_MESSAGES } from '@lab/shared';
import { useState } from 'react';
import { downloadResultPdf } from './result-pdf-download';

/** The PDF buttons of a page: which results are being made; a failure's text goes to the page's `setError`. */
export function usePdfDownload(setError: (text: string | null) => void) {
  const [busyIds, setBusyIds] = useState<number[]>([]);

  async function download(id: number) {
    if (busyIds.includes(id)) return;
    setBusyIds((ids) => [...ids, id]);
    setError(null);
    try {
      await downloadResultPdf(id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : RESULT_MESSAGES.pdfFailed);
    } finally {
      setBusyIds((ids) => ids.filter((busy) => busy !== id));
    }
  }

  return { isBusy: (id: number) => busyIds.includes(id), download };
}
