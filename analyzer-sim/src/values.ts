import { createHash } from 'node:crypto';
import { analyteFor, flagFor, rangeText, type Analyte, type Flag } from './analytes';

/** A source of fractions in [0, 1). */
export type Random = () => number;

/** mulberry32: a small, fast generator; good enough to spread simulated values, not for secrets. */
function mulberry32(state: number): Random {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The random source for one value. With a seed (ANALYZER_SIM_SEED) it depends only on the seed and
 * the keys (placer, code, purpose), not on the order in which orders arrived, so a test gets the
 * same values however its orders interleave; without a seed every run differs.
 */
export function randomFor(seed: string | undefined, ...keys: string[]): Random {
  if (seed === undefined) return Math.random;
  const digest = createHash('sha256').update([seed, ...keys].join('|')).digest();
  return mulberry32(digest.readUInt32BE(0));
}

/** One OBX's worth of result. */
export interface TestResult {
  /** The code exactly as the order sent it (local or LOINC): the answer uses the order's code. */
  code: string;
  name: string;
  value: number;
  /** OBX-5: the value with the analyte's decimals. */
  text: string;
  /** OBX-6, '' for a code the analyzer does not know. */
  unit: string;
  /** OBX-7, '' for an unknown code. */
  range: string;
  /** OBX-8, '' for an unknown code (no range to judge by). */
  flag: Flag | '';
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const between = (from: number, to: number, random: Random) => from + (to - from) * (0.1 + 0.8 * random());

/** Outside the range but not critical: high, or low when the range has a lower limit above zero. */
function abnormal(analyte: Analyte, random: Random): number {
  const { low, high, decimals } = analyte;
  const step = 10 ** -decimals;
  if (low > 0 && random() < 0.5) {
    const value = round(between(analyte.criticalLow ?? low / 2, low, random), decimals);
    return value < low ? Math.max(step, value) : round(low - step, decimals);
  }
  const value = round(between(high, analyte.criticalHigh ?? high + (high - low), random), decimals);
  return value > high ? value : round(high + step, decimals);
}

/** Past a critical limit; undefined when the analyte has none (the caller falls back to abnormal). */
function critical(analyte: Analyte, random: Random): number | undefined {
  const { criticalLow, criticalHigh, decimals } = analyte;
  const step = 10 ** -decimals;
  const side = criticalLow !== undefined && (criticalHigh === undefined || random() < 0.5) ? 'low' : criticalHigh !== undefined ? 'high' : undefined;
  if (side === 'low') {
    const value = round((criticalLow as number) * (0.6 + 0.35 * random()), decimals);
    return value < (criticalLow as number) ? Math.max(step, value) : round((criticalLow as number) - step, decimals);
  }
  if (side === 'high') {
    const value = round((criticalHigh as number) * (1.05 + 0.3 * random()), decimals);
    return value > (criticalHigh as number) ? value : round((criticalHigh as number) + step, decimals);
  }
  return undefined;
}

/** About 82% normal, 15% high or low, 3% critical (where the analyte has critical limits). */
export function valueFor(analyte: Analyte, random: Random): number {
  const roll = random();
  if (roll < 0.03) return critical(analyte, random) ?? abnormal(analyte, random);
  if (roll < 0.18) return abnormal(analyte, random);
  return round(between(analyte.low, analyte.high, random), analyte.decimals);
}

function describe(code: string, name: string, value: number, analyte: Analyte | undefined): TestResult {
  if (!analyte) return { code, name, value, text: value.toFixed(1), unit: '', range: '', flag: '' };
  return { code, name, value, text: value.toFixed(analyte.decimals), unit: analyte.unit, range: rangeText(analyte), flag: flagFor(value, analyte) };
}

/** The result for one ordered test; `name` is the order's OBR-4.2 (the analyte's own name when empty). */
export function resultFor(code: string, name: string, random: Random): TestResult {
  const analyte = analyteFor(code);
  const shownName = name || analyte?.name || code;
  // An unknown code still gets an answer: a bare number 0-100, no unit, range or flag.
  const value = analyte ? valueFor(analyte, random) : round(100 * random(), 1);
  return describe(code, shownName, value, analyte);
}

/** A corrected result: as after a re-run, 5-15% up or down, never the same printed value. */
export function correctedResult(previous: TestResult, random: Random): TestResult {
  const analyte = analyteFor(previous.code);
  const decimals = analyte?.decimals ?? 1;
  const factor = 1 + (random() < 0.5 ? -1 : 1) * (0.05 + 0.1 * random());
  let value = round(previous.value * factor, decimals);
  if (value === previous.value) value = round(previous.value + 10 ** -decimals, decimals);
  return describe(previous.code, previous.name, value, analyte);
}
