import { composeResultData, isReleasedResult, isUnfilledResultData, RESULT_MESSAGES, type ResultPayload, type TestResultDetail } from '@lab/shared';
import { useLoadedData, useSubmit } from '@lab/shared/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchRequest } from '../test-requests';
import { formErrors, hasErrors, initialValues, toPayload, type FormMarker, type ResultFormErrors, type ResultFormValues } from './result-form-values';
import { createResult, updateResult } from './results-api';
import type { ResultFormStart } from './use-result-form-load';

/** The ids of the fields that can be in error, in the form's order: the first one in error gets the focus. */
export const RESULT_FIELD_IDS: Record<keyof ResultFormErrors, string> = { testRequest: 'result-test-request', resultData: 'result-data', reason: 'result-reason' };
const NO_ERRORS: ResultFormErrors = { testRequest: null, resultData: null, reason: null };

/**
 * The markers whose values the form takes: the edited result's, or those of the request chosen for a
 * new result, loaded when it is chosen. The result data is written from the markers' values, so a
 * value is typed once: it follows them while it is empty, the unfilled template, or what was last
 * written from them; once the user writes it themselves, it is theirs.
 */
function useFormMarkers(result: TestResultDetail | null, values: ResultFormValues, setValues: (update: (v: ResultFormValues) => ResultFormValues) => void) {
  const load = useLoadedData(async () => (result || values.testRequestId === null ? null : (await fetchRequest(values.testRequestId)).markers), [result, values.testRequestId]);
  const markers: FormMarker[] = result ? result.markers : (load.data ?? []);
  const written = useRef<string | null>(result ? composeResultData(result.markers, initialValues(result, null).values) : null);
  const next = markers.length ? composeResultData(markers, values.values) : null;

  useEffect(() => {
    if (next === null) return;
    const previous = written.current;
    written.current = next;
    setValues((v) => (isUnfilledResultData(v.resultData) || v.resultData === previous ? { ...v, resultData: next } : v));
  }, [next]);

  return { markers, loading: !result && values.testRequestId !== null && load.loading, failed: !!load.error };
}

/** The result form's state, its checks and saving. `onSaved` gets the saved result. */
export function useResultForm({ start, onSaved }: { start: ResultFormStart; onSaved(result: TestResultDetail): void }) {
  const { result } = start;
  const amending = !!result && isReleasedResult(result.status);
  const [values, setValues] = useState(() => initialValues(result, start.testRequestId));
  const [submitted, setSubmitted] = useState(false);
  const markers = useFormMarkers(result, values, setValues);
  const saving = useSubmit(async (payload: ResultPayload) => onSaved(result ? await updateResult(result.id, payload) : await createResult(payload)), RESULT_MESSAGES.saveFailed);
  const errors = formErrors(values, amending);

  const set = <K extends keyof ResultFormValues>(key: K, value: ResultFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setMarkerValue = (markerId: number, value: number | null) => setValues((v) => ({ ...v, values: { ...v.values, [markerId]: value } }));
  /** Another request has other markers: the values typed for the previous one go. */
  const chooseRequest = (testRequestId: number) => setValues((v) => ({ ...v, testRequestId, values: {} }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      const first = (Object.keys(RESULT_FIELD_IDS) as (keyof ResultFormErrors)[]).find((field) => errors[field]);
      if (first) document.getElementById(RESULT_FIELD_IDS[first])?.focus();
      return;
    }
    void saving.submit(toPayload(values, markers.markers, amending));
  }

  return { values, set, setMarkerValue, chooseRequest, markers, amending, errors: submitted ? errors : NO_ERRORS, saving: saving.busy, saveError: saving.error, submit };
}
