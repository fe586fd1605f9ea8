import { RESULT_MESSAGES } from '@lab/shared';
import { useState } from 'react';
import { downloadResultPdf } from './result-pdf-download';

/** The PDF buttons of a page: which results are being made, and the text of the last failure. */
export function usePdfDownload() {
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

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

  return { isBusy: (id: number) => busyIds.includes(id), error, download, clearError: () => setError(null) };
}
