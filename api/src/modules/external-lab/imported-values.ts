// A lab's report as the result's content. Numbers become structured values (ResultValue), each
// with the lab's comparator ('<5' stays a bound), the lab's printed unit (else the marker's), the
// lab's reference limits when it gave them (else those of the range matched to the patient), our
// critical limits, and the flag the lab's interpretation and the range give together
// (flagFromInterpretation). Results in words ('Positive') are never numbers: they become blocks of
// the result data, beside the values' blocks.
import { flagFromInterpretation, resultDataFromValues, textResultBlock, type MatchedRange, type ResultValue } from '@lab/shared';
import { markerOf } from './lab-matching';
import type { ExternalReport } from './provider';
import type { CodedMarker } from './queries';

export type RangedMarker = CodedMarker & { range: MatchedRange | null };

export interface ImportedContent {
  values: ResultValue[];
  /** The result data: one block a value, then one a result in words. */
  resultData: string;
  /** How many of the request's markers the report gave a result for (values and words). */
  count: number;
}

function valueOf(obs: ExternalReport['observations'][number] & { value: number }, marker: RangedMarker): ResultValue {
  const ours = marker.range;
  const labRange = obs.low !== null || obs.high !== null;
  const [low, high] = labRange ? [obs.low, obs.high] : [ours?.low ?? null, ours?.high ?? null];
  const range = labRange || ours ? { low, high, critical_low: ours?.critical_low ?? null, critical_high: ours?.critical_high ?? null } : null;
  return {
    marker_id: marker.id,
    marker_name: marker.name,
    value: obs.value,
    comparator: obs.comparator,
    units: obs.unit ?? ours?.units ?? marker.units,
    range_min: low,
    range_max: high,
    critical_low: range?.critical_low ?? null,
    critical_high: range?.critical_high ?? null,
    range_id: ours?.id ?? null,
    range_label: labRange ? "The lab's range" : (ours?.label ?? null),
    flag: flagFromInterpretation(obs.interpretation, obs.value, range, obs.comparator),
    delta: null,
  };
}

/** The report's results for the request's markers (LOINC first, then our code); one result a marker. */
export function importedContent(report: ExternalReport, markers: RangedMarker[]): ImportedContent {
  const values: ResultValue[] = [];
  const texts: string[] = [];
  const done = new Set<number>();
  for (const obs of report.observations) {
    const marker = markerOf(obs, markers);
    if (!marker || done.has(marker.id)) continue;
    done.add(marker.id);
    if (obs.value === null) texts.push(textResultBlock(marker.name, obs.text ?? ''));
    else values.push(valueOf({ ...obs, value: obs.value }, marker));
  }
  const resultData = [resultDataFromValues(values), ...texts].filter(Boolean).join('\n\n');
  return { values, resultData, count: done.size };
}
