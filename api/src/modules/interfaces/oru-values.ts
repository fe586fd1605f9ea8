// An ORU's observations as a result's content. Each OBX names its marker through the sending
// instrument's code map (OBX-3.1, else OBX-3.4); X (cannot be obtained) and D (deleted) are not
// imported. A number (NM, SN) keeps its comparator ('<0.5' is a bound, not a measure); words (ST,
// TX, FT, CE, CWE) become a text block, never a number. The instrument's range (OBX-7) and flags
// (OBX-8) are kept beside our critical limits, and a unit that is not the marker's is refused:
// ranges, limits and earlier results are all in the marker's unit.
import { HL7_ERROR_CODES as CODES, INTERFACE_MESSAGES as M, isComparator, resultDataFromValues, textResultBlock, type Comparator, type ResultValue } from '@lab/shared';
import { ucumFactor } from '../cms/public';
import { reportedValue, type ReportedMarker } from '../results/public';
import { MessageRefusal, type Observation } from './oru-read';

export type ImportMarker = ReportedMarker & { ucum_units: string | null };

export interface ImportedContent {
  values: ResultValue[];
  resultData: string;
  /** Some OBX was sent as a correction (OBX-11 C). */
  correction: boolean;
}

const NUMBER = /^(<=|>=|<|>)?\s*(-?\d+(?:\.\d+)?)$/;
const NUMERIC_TYPES = ['NM', 'SN'];
const NOT_IMPORTED = ['X', 'D'];

/** '<0.5' → { value: 0.5, comparator: '<' }; anything else → null. */
export function numberOf(text: string): { value: number; comparator: Comparator | null } | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const comparator = match[1] && isComparator(match[1]) ? match[1] : null;
  return { value: Number(match[2]), comparator };
}

/** OBX-7: '3.5-5.1', '3.5 - 5.1', '<5', '>60'; anything else gives no limits. */
export function rangeOf(text: string): { low: number | null; high: number | null } {
  const t = text.trim();
  const between = /^(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)$/.exec(t);
  if (between) return { low: Number(between[1]), high: Number(between[2]) };
  const bound = /^(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)$/.exec(t);
  if (!bound) return { low: null, high: null };
  return bound[1].startsWith('<') ? { low: null, high: Number(bound[2]) } : { low: Number(bound[2]), high: null };
}

const SAME = 1e-9;

/** The instrument's unit is the marker's (as printed, as UCUM, or the same UCUM unit spelled otherwise). */
async function sameUnit(unit: string, marker: ImportMarker): Promise<boolean> {
  if (!unit || unit === marker.units || unit === marker.ucum_units || !marker.ucum_units) return true;
  const factor = await ucumFactor(unit, marker.ucum_units).catch(() => null);
  return factor !== null && Math.abs(factor - 1) < SAME;
}

/**
 * The content the observations give. `markerOfCode` is the instrument's code map; `ordered` the
 * request's markers with their matched ranges. Throws the first OBX that cannot be imported (AE).
 */
export async function importedContent(observations: readonly Observation[], markerOfCode: ReadonlyMap<string, number>, ordered: readonly ImportMarker[]): Promise<ImportedContent> {
  const values: ResultValue[] = [];
  const texts: string[] = [];
  const done = new Set<number>();
  let correction = false;
  for (const obs of observations) {
    if (NOT_IMPORTED.includes(obs.status)) continue;
    const code = markerOfCode.has(obs.code) ? obs.code : obs.altCode;
    const markerId = markerOfCode.get(code);
    if (markerId === undefined) throw new MessageRefusal('AE', CODES.tableValue, M.unmappedCode(obs.code));
    const marker = ordered.find((m) => m.id === markerId);
    if (!marker) throw new MessageRefusal('AE', CODES.tableValue, M.notOrdered(code));
    if (done.has(marker.id)) continue;
    done.add(marker.id);
    correction ||= obs.status === 'C';
    if (!NUMERIC_TYPES.includes(obs.valueType)) {
      if (!obs.value) throw new MessageRefusal('AE', CODES.requiredField, M.badValue(code));
      texts.push(textResultBlock(marker.name, obs.value));
      continue;
    }
    const number = numberOf(obs.value);
    if (!number) throw new MessageRefusal('AE', CODES.requiredField, M.badValue(code));
    if (!(await sameUnit(obs.units, marker))) throw new MessageRefusal('AE', CODES.tableValue, M.unitNotMarkers(code, obs.units, marker.units ?? ''));
    const { low, high } = rangeOf(obs.range);
    // a UCUM code the marker prints otherwise ('umol/L' for 'µmol/L') is shown as the marker prints it
    const unit = obs.units && obs.units !== marker.ucum_units ? obs.units : (marker.units ?? (obs.units || null));
    values.push(reportedValue({ ...number, unit, low, high, interpretation: obs.flags || null }, marker, "The instrument's range"));
  }
  const resultData = [resultDataFromValues(values), ...texts].filter(Boolean).join('\n\n');
  return { values, resultData, correction };
}
