// A reference lab's interpretation code (v3 ObservationInterpretation: H, L, HH, LL, A, AA, N, and
// the off-scale > and <) onto our flags. The code and the range each say part of it: a direction
// (low or high) and a severity (normal, abnormal, critical). What one leaves open the other gives,
// and the severity is the higher of the two, so a lab's mild word never hides a value the range
// shows as critical. Codes we do not know give nothing: the range alone flags.
import { flagFor, type Comparator, type ReferenceRange, type ResultFlag } from './reference-ranges';

type Direction = 'low' | 'high';
/** 0 normal, 1 abnormal, 2 critical. */
type Severity = 0 | 1 | 2;
type Limits = Pick<ReferenceRange, 'low' | 'high' | 'critical_low' | 'critical_high'>;

/** What each code we read says; '>' and '<' (beyond what the method measures) are at least abnormal. */
const CODES: Record<string, { direction: Direction | null; severity: Severity }> = {
  N: { direction: null, severity: 0 },
  L: { direction: 'low', severity: 1 },
  H: { direction: 'high', severity: 1 },
  LL: { direction: 'low', severity: 2 },
  HH: { direction: 'high', severity: 2 },
  A: { direction: null, severity: 1 },
  AA: { direction: null, severity: 2 },
  '<': { direction: 'low', severity: 1 },
  '>': { direction: 'high', severity: 1 },
};

export const LAB_INTERPRETATION_CODES = Object.keys(CODES);

const SEVERITY: Record<ResultFlag, Severity> = { LL: 2, L: 1, N: 0, H: 1, HH: 2 };
const DIRECTION: Record<ResultFlag, Direction | null> = { LL: 'low', L: 'low', N: null, H: 'high', HH: 'high' };
const FLAG: Record<Direction, [ResultFlag, ResultFlag]> = { low: ['L', 'LL'], high: ['H', 'HH'] };

/**
 * The side of the range a value lies toward, for a code that says "abnormal" without saying which
 * way: below the midpoint of low and high is low; with one limit only, that limit's side.
 */
function sideOf(value: number, range: Limits | null): Direction | null {
  const low = range?.low ?? null;
  const high = range?.high ?? null;
  if (low !== null && high !== null) return value < (low + high) / 2 ? 'low' : 'high';
  if (high !== null) return 'high';
  if (low !== null) return 'low';
  return null;
}

/**
 * The flag of a value the lab interpreted with `code`, read against `range` (the lab's, else the one
 * matched to the patient). Without a code, or with one we do not read, the range alone flags. A
 * direction the code does not give comes from the range (its flag, else the side the value lies
 * toward); when the code and the range point to opposite sides the range's side is kept, since the
 * value is shown against it. Null when neither can say: no range and no usable code, or an
 * abnormal code with no range to give it a side.
 */
export function flagFromInterpretation(code: string | null | undefined, value: number, range: Limits | null, comparator?: Comparator | null): ResultFlag | null {
  const fromRange = flagFor(value, range, comparator);
  const said = code ? CODES[code] : undefined;
  if (!said) return fromRange;
  const severity = Math.max(said.severity, fromRange ? SEVERITY[fromRange] : 0) as Severity;
  if (severity === 0) return 'N';
  const rangeDirection = fromRange ? DIRECTION[fromRange] : null;
  const direction = rangeDirection ?? said.direction ?? sideOf(value, range);
  return direction ? FLAG[direction][severity - 1] : null;
}
