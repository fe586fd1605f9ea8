// A value another system measured (an external lab's report, an instrument's HL7 result) as a
// result value: the sender's comparator ('<5' stays a bound), its printed unit (else the
// marker's), its reference limits when it gave them (else those of the range matched to the
// patient), our critical limits, and the flag the sender's interpretation and the range give
// together (flagFromInterpretation). Both imports build values here, so they read alike.
import { flagFromInterpretation, type Comparator, type MatchedRange, type ResultValue } from '@lab/shared';

/** A measure as a sender reports it. */
export interface ReportedMeasure {
  value: number;
  comparator: Comparator | null;
  unit: string | null;
  low: number | null;
  high: number | null;
  /** The sender's interpretation or abnormal flag (H, LL, AA, N...), as given. */
  interpretation: string | null;
}

/** The marker the value is for, with the range matched to the patient. */
export interface RangedMarker {
  id: number;
  name: string;
  units: string | null;
  range: MatchedRange | null;
}

/** `senderRangeLabel`: how a range the sender gave is named beside the value. */
export function reportedValue(measure: ReportedMeasure, marker: RangedMarker, senderRangeLabel = "The lab's range"): ResultValue {
  const ours = marker.range;
  const senderRange = measure.low !== null || measure.high !== null;
  const [low, high] = senderRange ? [measure.low, measure.high] : [ours?.low ?? null, ours?.high ?? null];
  const range = senderRange || ours ? { low, high, critical_low: ours?.critical_low ?? null, critical_high: ours?.critical_high ?? null } : null;
  return {
    marker_id: marker.id,
    marker_name: marker.name,
    value: measure.value,
    comparator: measure.comparator,
    units: measure.unit ?? ours?.units ?? marker.units,
    range_min: low,
    range_max: high,
    critical_low: range?.critical_low ?? null,
    critical_high: range?.critical_high ?? null,
    range_id: ours?.id ?? null,
    range_label: senderRange ? senderRangeLabel : (ours?.label ?? null),
    flag: flagFromInterpretation(measure.interpretation, measure.value, range, measure.comparator),
    delta: null,
  };
}
