import { composeResultData, hasFailedDelta, isReleasedResult, isUnfilledResultData, RESULT_MESSAGES, RESULT_SAFETY_MESSAGES, toBlockMarker, type ResultPayload, type TestResultDetail } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { useLoadedData, useSubmit } from '@lab/shared/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formErrors, hasErrors, initialValues, toPayload, type FormMarker, type ResultFormErrors, type ResultFormValues } from './result-form-values';
import { statusRefusals } from './result-status-gate';
import { createResult, fetchRequestMarkers, updateResult } from './results-api';
import type { ResultFormStart } from './use-result-form-load';

/** The ids of the fields that can be in error, in the form's order: the first one in error gets the focus. */
export const RESULT_FIELD_IDS: Record<keyof ResultFormErrors, string> = {
  testRequest: 'result-test-request',
  resultData: 'result-data',
  status: 'result-status',
  reason: 'result-reason',
  deltaComment: 'result-delta-comment',
};
const NO_ERRORS: ResultFormErrors = { testRequest: null, resultData: null, status: null, reason: null, deltaComment: null };

const written = (markers: FormMarker[], values: Record<number, number | null>) => composeResultData(markers.map(toBlockMarker), values);

/**
 * The markers whose values the form takes: the edited result's, or those of the request chosen for a
 * new result with the range that fits its patient, loaded when it is chosen. The result data is
 * written from the markers' values, so a value is typed once: it follows them while it is empty,
 * the unfilled template, or what was last written from them; once the user writes it themselves,
 * it is theirs.
 */
function useFormMarkers(result: TestResultDetail | null, values: ResultFormValues, setValues: (update: (v: ResultFormValues) => ResultFormValues) => void) {
  const load = useLoadedData(async () => (result || values.testRequestId === null ? null : (await fetchRequestMarkers(values.testRequestId)).markers), [result, values.testRequestId]);
  const markers: FormMarker[] = result ? result.markers : (load.data ?? []);
  const last = useRef<string | null>(result ? written(result.markers, initialValues(result, null).values) : null);
  const next = markers.length ? written(markers, values.values) : null;

  useEffect(() => {
    if (next === null) return;
    const previous = last.current;
    last.current = next;
    setValues((v) => (isUnfilledResultData(v.resultData) || v.resultData === previous ? { ...v, resultData: next } : v));
  }, [next]);

  return { markers, loading: !result && values.testRequestId !== null && load.loading, failed: !!load.error };
}

/** The result form's state, its checks and saving. `onSaved` gets the saved result. */
export function useResultForm({ start, onSaved }: { start: ResultFormStart; onSaved(result: TestResultDetail): void }) {
  const { result } = start;
  const userId = useSession((s) => s.user?.id ?? 0);
  const amending = !!result && isReleasedResult(result.status);
  const [values, setValues] = useState(() => {
    const initial = initialValues(result, start.testRequestId);
    // one who may not review their own work edits a reviewed result back to draft, saying why beside the status
    const refused = statusRefusals({ result, userId, markers: result?.markers ?? [], values: initial.values });
    return refused[initial.status] ? { ...initial, status: 'draft' as const } : initial;
  });
  const [submitted, setSubmitted] = useState(false);
  const markers = useFormMarkers(result, values, setValues);
  const saving = useSubmit(async (payload: ResultPayload) => onSaved(result ? await updateResult(result.id, payload) : await createResult(payload)), RESULT_MESSAGES.saveFailed);
  const refusals = statusRefusals({ result, userId, markers: markers.markers, values: values.values });
  // a release past a failed delta check needs a comment: asked when the stored values failed it, or the API said so
  const asksDeltaComment = values.status === 'final' && ((!!result && hasFailedDelta(result.result_values)) || saving.error === RESULT_SAFETY_MESSAGES.deltaNeedsComment);
  const context = { amending, statusRefusal: refusals[values.status] ?? null, asksDeltaComment };
  const errors = formErrors(values, context);

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
    void saving.submit(toPayload(values, markers.markers, context));
  }

  return {
    values,
    set,
    setMarkerValue,
    chooseRequest,
    markers,
    amending,
    refusals,
    asksDeltaComment,
    errors: submitted ? errors : NO_ERRORS,
    saving: saving.busy,
    saveError: saving.error,
    submit,
  };
}
