// A lab's report as the result's content. Numbers become structured values (reportedValue, the
// same for every import). Results in words ('Positive') are never numbers: they become blocks of
// the result data, beside the values' blocks.
import { resultDataFromValues, textResultBlock, type MatchedRange, type ResultValue } from '@lab/shared';
import { reportedValue } from '../results/public';
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
    else values.push(reportedValue({ ...obs, value: obs.value }, marker));
  }
  const resultData = [resultDataFromValues(values), ...texts].filter(Boolean).join('\n\n');
  return { values, resultData, count: done.size };
}
