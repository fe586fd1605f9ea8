import { flagFor, formStatuses, releaseRefusal, RESULT_STATUSES, type ResultStatus, type TestResultDetail } from '@lab/shared';
import type { FormMarker } from './result-form-values';

interface GateInput {
  /** The edited result; null for a new one. */
  result: TestResultDetail | null;
  userId: number;
  markers: FormMarker[];
  values: Record<number, number | null>;
}

/** The values as they will be saved, flagged as the API will flag them (the marker's matched range). */
function flaggedValues(markers: FormMarker[], values: Record<number, number | null>) {
  return markers.flatMap((m) => {
    const value = values[m.id];
    return value === null || value === undefined ? [] : [{ marker_id: m.id, value, flag: flagFor(value, m.range) }];
  });
}

const sameValues = (a: { marker_id: number; value: number }[], b: { marker_id: number; value: number }[]) => {
  const key = (list: { marker_id: number; value: number }[]) => JSON.stringify([...list].sort((x, y) => x.marker_id - y.marker_id).map((v) => [v.marker_id, v.value]));
  return key(a) === key(b);
};

/**
 * Why each status may not be saved by this user now, by the API's own release rules: who enters
 * or changes the values may not review or release them (a new result is always the user's own:
 * the form does not know yet whether its institution asks for a second person, so it offers
 * the safe choice), and critical values need their call-back before release. The delta check is
 * not a refusal here: the form asks for its comment instead.
 */
export function statusRefusals({ result, userId, markers, values }: GateInput): Partial<Record<ResultStatus, string>> {
  const allowed = formStatuses(result?.status ?? null);
  const flagged = flaggedValues(markers, values);
  const valuesChanged = !!result && !sameValues(flagged, result.result_values);
  const refusals: Partial<Record<ResultStatus, string>> = {};
  for (const to of RESULT_STATUSES) {
    if (!allowed.includes(to) || to === 'amended') continue;
    const refusal = releaseRefusal({
      to,
      secondPersonRequired: result?.second_person_required ?? true,
      userId,
      enteredBy: result?.entered_by ?? userId,
      valuesBy: !result || valuesChanged ? userId : result.values_by,
      values: flagged,
      acknowledged: result?.critical_notifications.flatMap((n) => n.values) ?? [],
      deltaComment: 'asked for separately',
    });
    if (refusal) refusals[to] = refusal;
  }
  return refusals;
}
