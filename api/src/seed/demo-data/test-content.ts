import { flagFor, flagLabel, isAbnormalFlag, matchRange, rangeLabel, resultDataFromValues, type ResultValue, type StoredReferenceRange } from '@lab/shared';
import type { SeededRandom } from './random';
import { COLLECTION_DEVICES, LAB_ASSIGNMENTS, MARKERS, PANELS, type MarkerSeed } from './reference-data';
import type { InstitutionKey } from '../demo-accounts';

export interface TestContent {
  testName: string;
  category: string;
  sample: string;
  panel: string | null;
  markers: MarkerSeed[];
  device: string;
  lab: string;
}

const CATEGORY_BY_SAMPLE: Record<string, string> = { Blood: 'Haematology', Serum: 'Biochemistry', Plasma: 'Biochemistry', Urine: 'Urinalysis', Saliva: 'Endocrinology' };

function deviceFor(rng: SeededRandom, sample: string, volume: number): string {
  const fitting = COLLECTION_DEVICES.filter((d) => d.capacity >= volume && d.tubes.some((tube) => MARKERS.some((m) => m.sample === sample && m.tube === tube)));
  return rng.pick(fitting).name;
}

/** What one demo request orders: a panel (mostly) or a few markers, with a lab the institution uses for the sample. */
export function pickTestContent(rng: SeededRandom, institution: InstitutionKey): TestContent {
  const labFor = (sample: string) => LAB_ASSIGNMENTS[institution].find(([, s]) => s === sample)?.[0];
  for (;;) {
    if (rng.chance(0.7)) {
      const panel = rng.pick(PANELS);
      const lab = labFor(panel.sample);
      if (!lab) continue;
      const markers = MARKERS.filter((m) => (panel.markers as readonly string[]).includes(m.name));
      const volume = markers.reduce((sum, m) => sum + m.volume, 0);
      return { testName: panel.name, category: panel.category, sample: panel.sample, panel: panel.name, markers, device: deviceFor(rng, panel.sample, volume), lab };
    }
    const first = rng.pick(MARKERS.filter((m) => m.name !== 'Salivary Cortisol' || institution === 'C'));
    const lab = labFor(first.sample);
    if (!lab) continue;
    const sameSample = MARKERS.filter((m) => m.sample === first.sample && m.name !== first.name && m.name !== 'Salivary Cortisol');
    const markers = [first, ...(rng.chance(0.4) && sameSample.length ? [rng.pick(sameSample)] : [])];
    const volume = markers.reduce((sum, m) => sum + m.volume, 0);
    return { testName: markers.map((m) => m.name).join(', '), category: CATEGORY_BY_SAMPLE[first.sample], sample: first.sample, panel: null, markers, device: deviceFor(rng, first.sample, volume), lab };
  }
}

/** One marker's value: in range mostly, sometimes low or high. */
export function markerValue(rng: SeededRandom, m: MarkerSeed): number {
  const span = m.max - m.min || m.max || 1;
  const roll = rng.next();
  const raw = roll < 0.08 ? m.min - span * 0.2 * rng.next() : roll > 0.85 ? m.max + span * 0.3 * rng.next() : m.min + span * rng.next();
  return Math.max(0, Math.round(raw * 100) / 100);
}

/** Whom a result is for: the seed's patients, or an adult of unrecorded sex for the generator's shared contents. */
export type SeedPatient = { gender: string | null; date_of_birth: string | null };
export const ADULT: SeedPatient = { gender: null, date_of_birth: '1980-01-01' };

/**
 * A result's content: its text in the block format the PDF report reads (name, then Value, Units,
 * Range, Status), its structured values (the range that fits the patient copied, flag as the API
 * computes it) and its interpretation.
 */
export function resultContent(
  markers: MarkerSeed[],
  values: number[],
  ref: { marker: Map<string, number>; ranges: Map<string, StoredReferenceRange[]> },
  patient: SeedPatient,
  collectedOn: Date,
): { text: string; values: ResultValue[]; interpretation: string } {
  const abnormal: string[] = [];
  const structured = markers.map((m, i): ResultValue => {
    const range = matchRange(ref.ranges.get(m.name) ?? [], patient, collectedOn);
    return {
      marker_id: ref.marker.get(m.name)!,
      marker_name: m.name,
      value: values[i],
      units: m.units,
      range_min: range?.low ?? null,
      range_max: range?.high ?? null,
      critical_low: range?.critical_low ?? null,
      critical_high: range?.critical_high ?? null,
      range_id: range?.id ?? null,
      range_label: range ? rangeLabel(range) : null,
      flag: flagFor(values[i], range),
      delta: null,
    };
  });
  const text = resultDataFromValues(structured);
  for (const v of structured) if (isAbnormalFlag(v.flag)) abnormal.push(`${v.marker_name} ${flagLabel(v.flag).toLowerCase()}`);
  const interpretation = abnormal.length ? `${abnormal.join('; ')}. Clinical correlation advised.` : 'All results within reference ranges.';
  return { text, values: structured, interpretation };
}
