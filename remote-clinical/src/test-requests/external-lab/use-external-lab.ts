import { EXTERNAL_LAB_MESSAGES, type ExternalApiStatus, type TestRequestDetail } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useEffect, useState } from 'react';
import { externalFailure, fetchApiStatus, fetchExternalResults, submitOrder, syncStatus, type ExternalFailure } from './external-lab-api';

export type ExternalAction = 'submit' | 'sync' | 'fetch';

/** The success texts of the panel's actions. */
export const EXTERNAL_LAB_NOTICES = {
  submitted: 'Order submitted to the external lab',
  imported: 'Results imported',
  nothingNew: 'No new results from the external lab',
} as const;

export interface ExternalLabPanelState {
  status: ExternalApiStatus;
  /** Why GET api-status failed (the panel keeps showing the request's own answer). */
  loadError: string | null;
  /** The call under way: its button loads, the others wait. */
  running: ExternalAction | null;
  failure: ExternalFailure | null;
  /** What the last successful call did, when it says something. */
  notice: string | null;
  submit(): void;
  sync(): void;
  fetchResults(): void;
  dismiss(): void;
}

/**
 * The panel's status and its three calls. It starts from the request's `external_lab`; once the
 * request has a result, the result's api-status is the fresher answer (the request detail is read
 * when the page loads, api-status asks as the panel opens).
 */
export function useExternalLab(request: TestRequestDetail, onChanged: () => void): ExternalLabPanelState {
  const [status, setStatus] = useState(request.external_lab);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [running, setRunning] = useState<ExternalAction | null>(null);
  const [failure, setFailure] = useState<ExternalFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    setStatus(request.external_lab);
    setLoadError(null);
    const resultId = request.external_lab.result_id;
    if (!resultId) return;
    let current = true; // an answer for a request since reloaded is dropped
    fetchApiStatus(resultId).then(
      (answer) => current && setStatus(answer),
      (error: unknown) => current && setLoadError(errorText(error, EXTERNAL_LAB_MESSAGES.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, [request]);

  /** Runs one call: its answer (or the status a failure carries) becomes the panel's status. */
  async function run<T extends { status: ExternalApiStatus }>(action: ExternalAction, call: () => Promise<T>, fallback: string, done: (answer: T) => void) {
    setRunning(action);
    setFailure(null);
    setNotice(null);
    try {
      const answer = await call();
      setStatus(answer.status);
      done(answer);
    } catch (error) {
      const failed = externalFailure(error, fallback);
      if (failed.status) setStatus(failed.status);
      setFailure(failed);
    } finally {
      setRunning(null);
    }
  }

  const provider = status.provider ?? '';
  const resultId = status.result_id;
  return {
    status,
    loadError,
    running,
    failure,
    notice,
    submit: () =>
      void run('submit', () => submitOrder(provider, request.id), EXTERNAL_LAB_MESSAGES.submitFailed, (answer) => {
        setNotice(answer.message || EXTERNAL_LAB_NOTICES.submitted);
        onChanged(); // the order created the request's result
      }),
    sync: () => {
      // the panel offers Check Status only with a result to ask about
      if (resultId) void run('sync', async () => ({ status: await syncStatus(resultId) }), EXTERNAL_LAB_MESSAGES.syncFailed, () => undefined);
    },
    fetchResults: () =>
      void run('fetch', () => fetchExternalResults(provider, request.id), EXTERNAL_LAB_MESSAGES.fetchFailed, (answer) => {
        setNotice(answer.imported ? EXTERNAL_LAB_NOTICES.imported : EXTERNAL_LAB_NOTICES.nothingNew);
        onChanged(); // the Results section shows the imported version
      }),
    dismiss: () => {
      setFailure(null);
      setNotice(null);
    },
  };
}
