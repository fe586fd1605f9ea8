// What the CMS accepts as a marker's reference ranges and delta rule: bounds that keep input sane
// before the range rules (reference-ranges.ts) judge the ranges themselves. The API refuses with
// these words and the marker form says them inline, before anything is sent.
import { AGE_UNITS, rangeLabel, referenceRangesProblem, type AgeUnit, type ReferenceRange } from './reference-ranges';

/** More ranges than any marker needs (newborn to elderly, by sex): a longer list is a mistake. */
export const MAX_REFERENCE_RANGES = 20;
/** The oldest age a band may name, in each unit: about 150 years. */
export const MAX_AGE: Record<AgeUnit, number> = { days: 54_750, months: 1_800, years: 150 };
/** The largest limit numeric(12,4) holds with room to spare. */
export const MAX_RANGE_LIMIT = 99_999_999;
export const DELTA_WINDOW_DAYS_MIN = 1;
export const DELTA_WINDOW_DAYS_MAX = 3_650;

export const MARKER_MESSAGES = {
  tooManyRanges: `A marker has at most ${MAX_REFERENCE_RANGES} reference ranges`,
  ageInvalid: (label: string, unit: AgeUnit) => `Reference range ${label}: ages are whole numbers from 0 to ${MAX_AGE[unit]} ${unit}`,
  limitInvalid: (label: string) => `Reference range ${label}: limits are numbers between -${MAX_RANGE_LIMIT} and ${MAX_RANGE_LIMIT}`,
  rangeUnreadable: (n: number) => `Reference range ${n}: please fill in the age and a number in each limit used`,
  deltaLimitInvalid: 'The delta limit must be a number above 0 (leave it empty for no delta check)',
  deltaWindowInvalid: `The delta window must be a whole number of days from ${DELTA_WINDOW_DAYS_MIN} to ${DELTA_WINDOW_DAYS_MAX}`,
  noRanges: 'No reference ranges: values of this marker get no flag',
} as const;

/** The marker form's words for its ranges, codes and delta rule. */
export const MARKER_FORM_TEXT = {
  rangesTitle: 'Reference Ranges',
  rangesHint: 'One row per sex and age band; bands of one sex must not overlap. A value is flagged against the row that fits the patient.',
  addRange: 'Add range',
  removeRange: (n: number) => `Remove range ${n}`,
  sex: 'Sex',
  ageFrom: 'Age from',
  ageTo: 'Age to',
  ageToHint: 'Empty: no upper age',
  ageUnit: 'Age unit',
  low: 'Low',
  high: 'High',
  criticalLow: 'Critical low',
  criticalHigh: 'Critical high',
  rangeUnits: 'Units',
  rangeRow: (n: number) => `Range ${n}`,
  sexLabels: { any: 'Any sex', male: 'Male', female: 'Female' },
  ageUnitLabels: { days: 'days', months: 'months', years: 'years' },
  loincCode: 'LOINC Code',
  loincHint: 'What the marker measures, for other labs and systems (2823-3)',
  ucumUnits: 'UCUM Units',
  ucumHint: 'The units as a UCUM code (10*9/L, umol/L, m[IU]/L); Units above is what people read',
  deltaTitle: 'Delta Check',
  deltaLimit: 'Delta limit',
  deltaLimitHint: 'A change from the previous final value beyond this needs a confirmed release; empty: no check',
  deltaKind: 'Delta kind',
  deltaKindLabels: { absolute: 'Absolute (in the marker units)', percent: 'Percent of the previous value' },
  deltaWindow: 'Delta window (days)',
  deltaWindowHint: 'How far back a previous final value counts',
  snomedCode: 'SNOMED CT Code',
  snomedHint: 'The specimen concept (119297000 for blood)',
  loincColumn: 'LOINC',
  rangesColumn: 'Ranges',
} as const;

const isAge = (value: number | null, unit: AgeUnit) => value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_AGE[unit]);
const isLimit = (value: number | null) => value === null || (Number.isFinite(value) && Math.abs(value) <= MAX_RANGE_LIMIT);

/**
 * The first thing wrong with a marker's ranges as entered: too many, an age or limit out of
 * bounds, then what the range rules say (order of limits, overlapping bands), or null.
 */
export function referenceRangeInputProblem(ranges: readonly ReferenceRange[]): string | null {
  if (ranges.length > MAX_REFERENCE_RANGES) return MARKER_MESSAGES.tooManyRanges;
  for (const r of ranges) {
    const unit: AgeUnit = AGE_UNITS.includes(r.age_unit) ? r.age_unit : 'years';
    if (!isAge(r.age_from, unit) || !isAge(r.age_to, unit)) return MARKER_MESSAGES.ageInvalid(rangeLabel({ ...r, age_unit: unit }), unit);
    if (![r.low, r.high, r.critical_low, r.critical_high].every(isLimit)) return MARKER_MESSAGES.limitInvalid(rangeLabel(r));
  }
  return referenceRangesProblem(ranges);
}

/** A delta limit is null (no check) or a number above 0. */
export function deltaLimitProblem(limit: number | null): string | null {
  return limit === null || (Number.isFinite(limit) && limit > 0 && limit <= MAX_RANGE_LIMIT) ? null : MARKER_MESSAGES.deltaLimitInvalid;
}

export function deltaWindowProblem(days: number): string | null {
  return Number.isInteger(days) && days >= DELTA_WINDOW_DAYS_MIN && days <= DELTA_WINDOW_DAYS_MAX ? null : MARKER_MESSAGES.deltaWindowInvalid;
}
