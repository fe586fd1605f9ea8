import { formStatuses, RESULT_MESSAGES, RESULT_SAFETY_TEXTS, type ResultMarker, type ResultPayload, type ResultStatus, type TestResultDetail } from '@lab/shared';

/** What the form needs of a marker to take its value: its range is the one matched to the patient (null: none). */
export type FormMarker = Pick<ResultMarker, 'id' | 'name' | 'units' | 'range'>;

/** What the form edits. `values` holds the number typed for each marker (null when cleared). */
export interface ResultFormValues {
  testRequestId: number | null;
  resultData: string;
  interpretation: string;
  status: ResultStatus;
  reason: string;
  /** Confirms a release despite a value beyond its delta limit. */
  deltaComment: string;
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
    deltaComment: '',
    values: Object.fromEntries((result?.result_values ?? []).map((v) => [v.marker_id, v.value])),
  };
}

export interface ResultFormErrors {
  testRequest: string | null;
  resultData: string | null;
  status: string | null;
  reason: string | null;
  deltaComment: string | null;
}

/** What the form knows besides its values: amending, why the chosen status may not be saved, whether a delta comment is asked. */
export interface FormContext {
  amending: boolean;
  statusRefusal: string | null;
  asksDeltaComment: boolean;
}

/** The form's required fields: the request, the result data, a status the user may save, a reason to amend, a comment for a failed delta. */
export function formErrors(values: ResultFormValues, { amending, statusRefusal, asksDeltaComment }: FormContext): ResultFormErrors {
  return {
    testRequest: values.testRequestId === null ? RESULT_MESSAGES.requestRequired : null,
    resultData: values.resultData.trim() ? null : RESULT_MESSAGES.resultDataRequired,
    status: statusRefusal,
    reason: amending && !values.reason.trim() ? RESULT_MESSAGES.reasonRequired : null,
    deltaComment: asksDeltaComment && !values.deltaComment.trim() ? RESULT_SAFETY_TEXTS.deltaCommentRequired : null,
  };
}

export const hasErrors = (errors: ResultFormErrors) => Object.values(errors).some(Boolean);

/** What POST /results or PUT /results/{id} gets: the values of the shown markers that were filled, a reason only when amending. */
export function toPayload(values: ResultFormValues, markers: FormMarker[], { amending, asksDeltaComment }: Pick<FormContext, 'amending' | 'asksDeltaComment'>): ResultPayload {
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
    ...(asksDeltaComment ? { delta_comment: values.deltaComment.trim() } : {}),
  };
}
