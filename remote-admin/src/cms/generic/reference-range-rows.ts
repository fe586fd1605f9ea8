// The marker form's reference ranges as typed: one row of texts per range, read into the ranges
// the API takes, and checked with the same shared rules the API applies.
import { MARKER_MESSAGES, referenceRangeInputProblem, type AgeUnit, type RangeSex, type ReferenceRange, type StoredReferenceRangeItem } from '@lab/shared';
import { decimalOrNull, numberText, textOrNull } from '../list/form-values';

export interface RangeRow {
  /** The row's identity while the form is open (React keys, focus after removal). */
  key: number;
  sex: RangeSex;
  age_from: string;
  age_to: string;
  age_unit: AgeUnit;
  low: string;
  high: string;
  critical_low: string;
  critical_high: string;
  units: string;
}

let nextKey = 1;

/** A new row: any sex, from 0 years with no upper age, no limits yet. */
export const emptyRangeRow = (): RangeRow => ({
  key: nextKey++, sex: 'any', age_from: '0', age_to: '', age_unit: 'years', low: '', high: '', critical_low: '', critical_high: '', units: '',
});

export const rangeRowsOf = (ranges: readonly StoredReferenceRangeItem[] = []): RangeRow[] =>
  ranges.map((r) => ({
    key: nextKey++,
    sex: r.sex,
    age_from: String(r.age_from),
    age_to: numberText(r.age_to),
    age_unit: r.age_unit,
    low: numberText(r.low),
    high: numberText(r.high),
    critical_low: numberText(r.critical_low),
    critical_high: numberText(r.critical_high),
    units: r.units ?? '',
  }));

/**
 * The rows as ranges, or what stops one being read: a blank "age from", or a text that is not a
 * number. Whether an age is whole and in bounds is the shared rules' to say, in their words.
 */
export function readRangeRows(rows: readonly RangeRow[]): { ranges: ReferenceRange[] } | { error: string } {
  const ranges: ReferenceRange[] = [];
  for (const [i, row] of rows.entries()) {
    const [ageFrom, ageTo, low, high, criticalLow, criticalHigh] = [row.age_from, row.age_to, row.low, row.high, row.critical_low, row.critical_high].map(decimalOrNull);
    if (ageFrom === null || [ageFrom, ageTo, low, high, criticalLow, criticalHigh].some((n) => Number.isNaN(n))) return { error: MARKER_MESSAGES.rangeUnreadable(i + 1) };
    ranges.push({ sex: row.sex, age_from: ageFrom, age_to: ageTo, age_unit: row.age_unit, low, high, critical_low: criticalLow, critical_high: criticalHigh, units: textOrNull(row.units) });
  }
  return { ranges };
}

/** What is wrong with the rows, in the API's words (naming the ranges), or null. */
export function rangeRowsProblem(rows: readonly RangeRow[]): string | null {
  const read = readRangeRows(rows);
  return 'error' in read ? read.error : referenceRangeInputProblem(read.ranges);
}
