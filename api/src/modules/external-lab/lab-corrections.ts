// Why an import changes the result. When the lab corrected values it reported before
// (Observation.status corrected or amended), its reason is the note it wrote on them
// (Observation.note: FHIR has no field of its own for a correction's reason); without a note,
// the reason names what it corrected. Only the values this import changes count: a correction
// already imported does not speak again. Otherwise the import's standard reason.
import { EXTERNAL_LAB_MESSAGES as M, type ResultValue } from '@lab/shared';
import { markerOf } from './lab-matching';
import type { ExternalReport } from './provider';
import type { CodedMarker } from './queries';

/** The version's reason column keeps what a person reads, not an essay. */
const MAX_REASON = 1000;

const FIELDS = ['value', 'comparator', 'units', 'range_min', 'range_max', 'flag'] as const;

const changed = (value: ResultValue, previous: readonly ResultValue[]) => {
  const before = previous.find((p) => p.marker_id === value.marker_id);
  return !before || FIELDS.some((field) => (before[field] ?? null) !== (value[field] ?? null));
};

export function importReason(report: ExternalReport, markers: readonly CodedMarker[], values: readonly ResultValue[], previous: readonly ResultValue[]): string {
  const corrected = report.observations.flatMap((o) => {
    const marker = o.corrected ? markerOf(o, markers) : undefined;
    const value = marker && values.find((v) => v.marker_id === marker.id);
    return value && changed(value, previous) ? [{ name: marker.name, note: o.note }] : [];
  });
  if (corrected.length === 0) return M.amendReason;
  const notes = corrected.filter((o) => o.note).map((o) => `${o.name}: ${o.note}`);
  const reason = notes.length ? notes.join('; ') : M.labCorrected(corrected.map((o) => o.name));
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}
