import { flagFor, RESULT_MESSAGES as M, type ResultMarker, type ResultValue, type ResultValueInput } from '@lab/shared';
import { badRequest } from '../../platform/errors';

/**
 * The structured values to store: each input's marker must be one of the request's; its name,
 * units and range are copied at entry, so a later change of the marker's range does not rewrite
 * this result. A value the previous version already held for the marker keeps that version's
 * copy (an amendment of the interpretation does not move the ranges under the values). The flag
 * is computed here, never taken from the caller.
 */
export function structuredValues(inputs: ResultValueInput[] | null | undefined, markers: ResultMarker[], previous: ResultValue[]): ResultValue[] {
  const byId = new Map(markers.map((m) => [m.id, m]));
  const before = new Map(previous.map((v) => [v.marker_id, v]));
  const seen = new Set<number>();
  const values: ResultValue[] = [];
  for (const input of inputs ?? []) {
    const marker = byId.get(input.marker_id);
    if (!marker) throw badRequest(M.markerNotOfRequest(input.marker_id));
    if (seen.has(input.marker_id)) throw badRequest(M.markerValueTwice(input.marker_id));
    seen.add(input.marker_id);
    const copy = before.get(input.marker_id) ?? { marker_name: marker.name, units: marker.units, range_min: marker.range_min, range_max: marker.range_max };
    values.push({
      marker_id: input.marker_id,
      marker_name: copy.marker_name,
      value: input.value,
      units: copy.units,
      range_min: copy.range_min,
      range_max: copy.range_max,
      flag: flagFor(input.value, copy.range_min, copy.range_max),
    });
  }
  return values;
}
