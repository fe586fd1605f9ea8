// Why an import changes the result. When the lab corrected values it reported before
// (Observation.status corrected or amended), its reason is the note it wrote on them
// (Observation.note: FHIR has no field of its own for a correction's reason); without a note,
// the reason names what it corrected. Otherwise the import's standard reason.
import { EXTERNAL_LAB_MESSAGES as M } from '@lab/shared';
import type { ExternalReport } from './provider';
import type { CodedMarker } from './queries';

/** The version's reason column keeps what a person reads, not an essay. */
const MAX_REASON = 1000;

export function importReason(report: ExternalReport, markers: readonly CodedMarker[]): string {
  const names = new Map(markers.filter((m) => m.code).map((m) => [m.code!, m.name]));
  const corrected = report.observations.filter((o) => o.corrected && names.has(o.code));
  if (corrected.length === 0) return M.amendReason;
  const notes = corrected.filter((o) => o.note).map((o) => `${names.get(o.code)}: ${o.note}`);
  const reason = notes.length ? notes.join('; ') : M.labCorrected(corrected.map((o) => names.get(o.code)!));
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}
