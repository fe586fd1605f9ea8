import { formStatuses, RESULT_MESSAGES, type ResultMarker, type ResultPayload, type ResultStatus, type TestResultDetail } from '@lab/shared';

/** What the form needs of a marker to take its value. */
export type FormMarker = Pick<ResultMarker, 'id' | 'name' | 'units' | 'range_min' | 'range_max'>;

/** What the form edits. `values` holds the number typed for each marker (null when cleared). */
export interface ResultFormValues {
  testRequestId: number | null;
  resultData: string;
  interpretation: string;
  status: ResultStatus;
  reason: string;
  values: Record<number, number | null>;
}

/** A new result starts as draft; an edited one keeps its status when the form may save it, else (final, amended) becomes amended. */
export function initialStatus(current: ResultStatus | null): ResultStatus {
  const allowed = formStatuses(current);
  return current && allowed.includes(current) ? current : allowed[0];
}

export function initialValues(result: TestResultDetail | null, testRequestId: number | null): ResultFormValues {
  return {
    testRequestId: result?.test_request_id ?? testRequestId,
    resultData: result?.result_data ?? '',
    interpretation: result?.interpretation ?? '',
    status: initialStatus(result?.status ?? null),
    reason: '',
    values: Object.fromEntries((result?.result_values ?? []).map((v) => [v.marker_id, v.value])),
  };
}

export interface ResultFormErrors {
  testRequest: string | null;
  resultData: string | null;
  reason: string | null;
}

/** The form's required fields: the request, the result data, and a reason to amend a released result. */
export function formErrors(values: ResultFormValues, amending: boolean): ResultFormErrors {
  return {
    testRequest: values.testRequestId === null ? RESULT_MESSAGES.requestRequired : null,
    resultData: values.resultData.trim() ? null : RESULT_MESSAGES.resultDataRequired,
    reason: amending && !values.reason.trim() ? RESULT_MESSAGES.reasonRequired : null,
  };
}

export const hasErrors = (errors: ResultFormErrors) => Object.values(errors).some(Boolean);

/** What POST /results or PUT /results/{id} gets: the values of the shown markers that were filled, a reason only when amending. */
export function toPayload(values: ResultFormValues, markers: FormMarker[], amending: boolean): ResultPayload {
  const filled = markers.flatMap((m) => {
    const value = values.values[m.id];
    return value === null || value === undefined ? [] : [{ marker_id: m.id, value }];
  });
  return {
    test_request_id: values.testRequestId!,
    result_data: values.resultData,
    result_values: filled.length > 0 ? filled : null,
    interpretation: values.interpretation.trim() || null,
    status: values.status,
    ...(amending ? { reason: values.reason.trim() } : {}),
  };
}
