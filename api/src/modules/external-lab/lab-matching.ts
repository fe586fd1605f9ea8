// Which of the request's markers a lab's Observation reports: by LOINC first (the code labs share),
// then by our own marker code. A LOINC code two markers share names neither: our code decides.
import type { ExternalObservation } from './provider';
import type { CodedMarker } from './queries';

export function markerOf<M extends Pick<CodedMarker, 'code' | 'loinc_code'>>(obs: Pick<ExternalObservation, 'codes'>, markers: readonly M[]): M | undefined {
  const { loinc, local } = obs.codes;
  const byLoinc = loinc ? markers.filter((m) => m.loinc_code === loinc) : [];
  if (byLoinc.length === 1) return byLoinc[0];
  return local ? markers.find((m) => m.code === local) : undefined;
}
