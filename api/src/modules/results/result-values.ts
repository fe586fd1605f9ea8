import { deltaFails, flagFor, RESULT_MESSAGES as M, type ResultValue, type ResultValueInput } from '@lab/shared';
import { badRequest } from '../../platform/errors';
import type { EntryMarker, PreviousFinal } from './entry-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

type Copy = Pick<ResultValue, 'marker_name' | 'units' | 'range_min' | 'range_max' | 'critical_low' | 'critical_high' | 'range_id' | 'range_label'>;

/** What a value copies from its marker when first entered: the name, and the range that fits the patient. */
function copyOf(marker: EntryMarker): Copy {
  const r = marker.range;
  return {
    marker_name: marker.name,
    units: r?.units ?? marker.units,
    range_min: r?.low ?? null,
    range_max: r?.high ?? null,
    critical_low: r?.critical_low ?? null,
    critical_high: r?.critical_high ?? null,
    range_id: r?.id ?? null,
    range_label: r?.label ?? null,
  };
}

/** The previous final value beside this one, when it lies within the marker's window of the collection day. */
function deltaOf(marker: EntryMarker, value: number, previous: PreviousFinal | undefined, collectedAt: string): ResultValue['delta'] {
  if (!previous || Date.parse(previous.at) < Date.parse(collectedAt) - marker.delta_window_days * DAY_MS) return null;
  return { previous_value: previous.value, previous_at: previous.at, previous_result_id: previous.result_id, failed: deltaFails(marker, value, previous.value) };
}

/**
 * The structured values to store: each input's marker must be one of the request's; its name,
 * units and the range that fits the patient are copied at entry, so a later change of the
 * marker's ranges does not rewrite this result. A value the previous version already held for the
 * marker keeps that version's copy (an amendment of the interpretation does not move the ranges
 * under the values). The flag and the delta are computed here, never taken from the caller.
 */
export function structuredValues(
  inputs: ResultValueInput[] | null | undefined,
  markers: EntryMarker[],
  previous: ResultValue[],
  finals: { byMarker: Map<number, PreviousFinal>; collectedAt: string },
): ResultValue[] {
  const byId = new Map(markers.map((m) => [m.id, m]));
  const before = new Map(previous.map((v) => [v.marker_id, v]));
  const seen = new Set<number>();
  const values: ResultValue[] = [];
  for (const input of inputs ?? []) {
    const marker = byId.get(input.marker_id);
    if (!marker) throw badRequest(M.markerNotOfRequest(input.marker_id));
    if (seen.has(input.marker_id)) throw badRequest(M.markerValueTwice(input.marker_id));
    seen.add(input.marker_id);
    const kept = before.get(input.marker_id);
    const copy: Copy = kept ?? copyOf(marker);
    const range = copy.range_id === null && copy.range_min === null && copy.range_max === null ? null : { low: copy.range_min, high: copy.range_max, critical_low: copy.critical_low, critical_high: copy.critical_high };
    values.push({
      marker_id: input.marker_id,
      ...copy,
      value: input.value,
      flag: flagFor(input.value, range),
      delta: deltaOf(marker, input.value, finals.byMarker.get(input.marker_id), finals.collectedAt),
    });
  }
  return values;
}
