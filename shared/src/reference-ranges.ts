// Reference ranges by sex and age, and the flag a value gets from the one that matches its
// patient. The CMS checks a marker's ranges with these functions, the API matches and flags with
// them at entry, and the screens and the PDF label with them: a flag means the same everywhere.
import dayjs from 'dayjs';

export const RANGE_SEXES = ['any', 'male', 'female'] as const;
export type RangeSex = (typeof RANGE_SEXES)[number];
/** Labs write a newborn's range in days, an infant's in months, everyone else's in years. */
export const AGE_UNITS = ['days', 'months', 'years'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];

/**
 * One range of a marker. The age band is [age_from, age_to) in completed units of age_unit: a
 * patient of exactly age_to belongs to the next band, so adjacent bands (0-18, 18-65, 65-) never
 * overlap. age_to null: no upper age. Every limit is optional.
 */
export interface ReferenceRange {
  sex: RangeSex;
  age_from: number;
  age_to: number | null;
  age_unit: AgeUnit;
  low: number | null;
  high: number | null;
  critical_low: number | null;
  critical_high: number | null;
  units: string | null;
}

/** A range as stored: its id is what a value records as "the range it was flagged against". */
export interface StoredReferenceRange extends ReferenceRange {
  id: number;
}

/** LL and HH are critical (beyond the critical limits), L and H abnormal, N within range. */
export const RESULT_FLAGS = ['LL', 'L', 'N', 'H', 'HH'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];
export const CRITICAL_FLAGS: readonly ResultFlag[] = ['LL', 'HH'];
/** Every flag but N: a value outside its range (the results list counts these in SQL from this list). */
export const ABNORMAL_FLAGS: readonly ResultFlag[] = RESULT_FLAGS.filter((flag) => flag !== 'N');
export const isCriticalFlag = (flag: string | null | undefined) => CRITICAL_FLAGS.includes(flag as ResultFlag);
export const isAbnormalFlag = (flag: string | null | undefined) => ABNORMAL_FLAGS.includes(flag as ResultFlag);

export const RESULT_FLAG_LABELS: Record<ResultFlag, string> = { LL: 'Critical low', L: 'Low', N: 'Normal', H: 'High', HH: 'Critical high' };
/** What a value without a flag says instead: never a Normal it has not earned. */
export const NO_RANGE_TEXT = 'No reference range for this patient';

/**
 * The flag as the PDF's flag column prints it: H and L as letters (explained in the legend), the
 * critical ones in words so they never rest on colour or a letter alone; N and no flag blank.
 */
export const REPORT_FLAG_TEXTS: Record<ResultFlag, string> = { LL: 'CRITICAL LOW', L: 'L', N: '', H: 'H', HH: 'CRITICAL HIGH' };
/** The marker character printed before a critical flag in the PDF (the built-in font has no icons). */
export const REPORT_CRITICAL_MARK = '!!';
/** The PDF's range cell of a value flagged against no range. */
export const REPORT_NO_RANGE = '—';
/** Under the PDF's marker table: what its flags mean, and what a value without a range shows. */
export const REPORT_FLAG_LEGEND = `Flags: H ${RESULT_FLAG_LABELS.H}, L ${RESULT_FLAG_LABELS.L} (outside the reference range); ${REPORT_CRITICAL_MARK} ${REPORT_FLAG_TEXTS.HH}, ${REPORT_CRITICAL_MARK} ${REPORT_FLAG_TEXTS.LL} (beyond the critical limits). No flag: within the range. Range ${REPORT_NO_RANGE} and no flag: ${NO_RANGE_TEXT.toLowerCase()}.`;

/** The label of a flag, or the no-range text for a value without one. */
export const flagLabel = (flag: ResultFlag | null | undefined) => (flag ? RESULT_FLAG_LABELS[flag] : NO_RANGE_TEXT);

/** A value reported as a bound ('<5': below the lowest figure the method measures). */
export const COMPARATORS = ['<', '<=', '>', '>='] as const;
export type Comparator = (typeof COMPARATORS)[number];
export const isComparator = (value: unknown): value is Comparator => typeof value === 'string' && (COMPARATORS as readonly string[]).includes(value);

/** '<5', '5': a value as it is shown and printed, its comparator first so a bound never reads as a measure. */
export const valueText = (value: number | string, comparator?: Comparator | null) => `${comparator ?? ''}${value}`;

/**
 * A value's flag against its range: beyond a critical limit LL or HH, beyond a reference limit L
 * or H, N otherwise. A value at a limit belongs to the less severe side (5.2 against a high of 5.2
 * is N). A comparator ('<5' from a lab) flags only what the bound proves: '<5' against a low of 10
 * is L; against a low of 3 it may or may not be low, so it gets no flag. No range: null, never N.
 */
export function flagFor(value: number, range: Pick<ReferenceRange, 'low' | 'high' | 'critical_low' | 'critical_high'> | null, comparator?: Comparator | null): ResultFlag | null {
  if (!range) return null;
  const { low, high, critical_low: criticalLow, critical_high: criticalHigh } = range;
  if (!comparator) {
    if (criticalLow !== null && value < criticalLow) return 'LL';
    if (criticalHigh !== null && value > criticalHigh) return 'HH';
    if (low !== null && value < low) return 'L';
    if (high !== null && value > high) return 'H';
    return 'N';
  }
  // '<x' or '<=x': the true value lies below x. It is low (or critical) when x proves it, normal
  // only when nothing below x is low; otherwise the bound alone cannot say, and no flag is given.
  if (comparator === '<' || comparator === '<=') {
    const below = (limit: number | null) => limit !== null && (comparator === '<' ? value <= limit : value < limit);
    if (below(criticalLow)) return 'LL';
    if (below(low)) return 'L';
    return low === null && criticalLow === null && (high === null || value <= high) ? 'N' : null;
  }
  const above = (limit: number | null) => limit !== null && (comparator === '>' ? value >= limit : value > limit);
  if (above(criticalHigh)) return 'HH';
  if (above(high)) return 'H';
  return high === null && criticalHigh === null && (low === null || value >= low) ? 'N' : null;
}

/** The patient's completed age in a unit on a day: the measure a range's band is written in. */
export function ageOn(dateOfBirth: string, on: string | Date, unit: AgeUnit): number {
  const birth = dayjs(dateOfBirth);
  const day = dayjs(on);
  return day.startOf('day').diff(birth.startOf('day'), unit === 'days' ? 'day' : unit === 'months' ? 'month' : 'year');
}

/** A band covering every age: it matches a patient whose date of birth is not known. */
const coversEveryAge = (range: Pick<ReferenceRange, 'age_from' | 'age_to'>) => range.age_from === 0 && range.age_to === null;

function ageFits(range: ReferenceRange, dateOfBirth: string | null, on: string | Date): boolean {
  if (coversEveryAge(range)) return true;
  if (!dateOfBirth || !dayjs(dateOfBirth).isValid()) return false;
  const age = ageOn(dateOfBirth, on, range.age_unit);
  if (age < 0) return false;
  return age >= range.age_from && (range.age_to === null || age < range.age_to);
}

/** 'Male', 'Female' (as patients record it) to a range's sex; anything else matches only 'any' ranges. */
function sexOf(gender: string | null | undefined): RangeSex | null {
  const g = gender?.trim().toLowerCase();
  return g === 'male' ? 'male' : g === 'female' ? 'female' : null;
}

/**
 * The range for a patient of this sex and date of birth on the collection day: one written for
 * their sex before one for any sex (ranges of one sex never overlap, the CMS refuses it). None when
 * no range fits, or the age is unknown and no range covers every age.
 */
export function matchRange<R extends ReferenceRange>(ranges: readonly R[], patient: { gender: string | null; date_of_birth: string | null }, collectedOn: string | Date): R | null {
  const sex = sexOf(patient.gender);
  const fitting = ranges.filter((r) => ageFits(r, patient.date_of_birth, collectedOn));
  return (sex && fitting.find((r) => r.sex === sex)) || fitting.find((r) => r.sex === 'any') || null;
}

const SEX_LABELS: Record<RangeSex, string> = { any: 'Any sex', male: 'Male', female: 'Female' };

/** 'Female, 18-65 years', 'Any sex, all ages', 'Male, from 65 years': which range a value was flagged against. */
export function rangeLabel(range: Pick<ReferenceRange, 'sex' | 'age_from' | 'age_to' | 'age_unit'>): string {
  const age = coversEveryAge(range)
    ? 'all ages'
    : range.age_to === null
      ? `from ${range.age_from} ${range.age_unit}`
      : `${range.age_from}-${range.age_to} ${range.age_unit}`;
  return `${SEX_LABELS[range.sex]}, ${age}`;
}

/** Fixed lengths for comparing bands written in different units (12 months make a year exactly). */
const DAYS_PER: Record<AgeUnit, number> = { days: 1, months: 365.25 / 12, years: 365.25 };
const inDays = (age: number, unit: AgeUnit) => age * DAYS_PER[unit];

function bandsOverlap(a: ReferenceRange, b: ReferenceRange): boolean {
  const [aFrom, aTo] = [inDays(a.age_from, a.age_unit), a.age_to === null ? Infinity : inDays(a.age_to, a.age_unit)];
  const [bFrom, bTo] = [inDays(b.age_from, b.age_unit), b.age_to === null ? Infinity : inDays(b.age_to, b.age_unit)];
  return aFrom < bTo && bFrom < aTo;
}

export const REFERENCE_RANGE_MESSAGES = {
  overlap: (a: string, b: string) => `Reference ranges overlap: ${a} and ${b}`,
  ageOrder: (label: string) => `Reference range ${label}: the age "to" must be greater than the age "from"`,
  limitOrder: (label: string) => `Reference range ${label}: low must not be above high`,
  criticalLowOrder: (label: string) => `Reference range ${label}: critical low must not be above low`,
  criticalHighOrder: (label: string) => `Reference range ${label}: critical high must not be below high`,
  criticalOrder: (label: string) => `Reference range ${label}: critical low must be below critical high`,
} as const;

/** The first thing wrong with a marker's ranges, in words naming the range(s), or null. */
export function referenceRangesProblem(ranges: readonly ReferenceRange[]): string | null {
  const M = REFERENCE_RANGE_MESSAGES;
  for (const r of ranges) {
    const label = rangeLabel(r);
    if (r.age_to !== null && r.age_to <= r.age_from) return M.ageOrder(label);
    if (r.low !== null && r.high !== null && r.low > r.high) return M.limitOrder(label);
    if (r.critical_low !== null && r.low !== null && r.critical_low > r.low) return M.criticalLowOrder(label);
    if (r.critical_high !== null && r.high !== null && r.critical_high < r.high) return M.criticalHighOrder(label);
    if (r.critical_low !== null && r.critical_high !== null && r.critical_low >= r.critical_high) return M.criticalOrder(label);
  }
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      if (ranges[i].sex === ranges[j].sex && bandsOverlap(ranges[i], ranges[j])) return M.overlap(rangeLabel(ranges[i]), rangeLabel(ranges[j]));
    }
  }
  return null;
}

/** '3.5 - 5.1', '< 5.2', '> 60', or '' without limits. */
export function formatRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min} - ${max}`;
  if (max !== null) return `< ${max}`;
  if (min !== null) return `> ${min}`;
  return '';
}

/** The critical limits as a range reads them: '< 2.5 or > 6.5', '> 6.5', or ''. */
export function formatCriticalLimits(low: number | null, high: number | null): string {
  return [low !== null ? `< ${low}` : null, high !== null ? `> ${high}` : null].filter(Boolean).join(' or ');
}
