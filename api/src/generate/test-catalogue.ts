import type { ReferenceIds } from '../seed/demo-data/seed-reference';
import { SeededRandom } from '../seed/demo-data/random';
import { ADULT, markerValue, pickTestContent, resultContent, type TestContent } from '../seed/demo-data/test-content';
import { DEMO_KEYS } from './institutions';
import { kitProductIndex } from './inventory-catalogue';
import { below, lit, litOrNull } from './sql-kit';

/**
 * What requests order, drawn once with the demo seed's own picker (panels mostly, a marker or two
 * otherwise, a lab the institution uses): SLOTS choices per pattern (A, B, C). A request takes slot
 * `contentSlot(id)` of its institution's pattern, so its markers, device, kit and result text can
 * be found again from the request row alone.
 */
export const SLOTS = 64;
const RESULT_VARIANTS = 8;
/** One result in this many takes the test's critical variant: its first marker with a critical limit beyond it. */
const CRITICAL_ONE_IN = 200;

/** The values with the first marker that has a critical high for adults pushed beyond it (none changed when no marker has one). */
function criticalValues(content: TestContent, values: number[], ref: ReferenceIds): number[] {
  const index = content.markers.findIndex((m) => (ref.ranges.get(m.name) ?? []).some((r) => r.age_to === null && r.critical_high !== null));
  if (index < 0) return values;
  const limit = Math.max(...(ref.ranges.get(content.markers[index].name) ?? []).map((r) => r.critical_high ?? 0));
  return values.map((v, i) => (i === index ? Math.round(limit * 115) / 100 : v));
}

/** The slot of request `id` (a SQL expression). */
export const contentSlot = (id: string) => below(id, 203, SLOTS);
/** The result text variant of result `id`. */
export const resultVariant = (id: string) => `CASE WHEN ${below(id, 305, CRITICAL_ONE_IN)} = 0 THEN ${RESULT_VARIANTS} ELSE ${below(id, 301, RESULT_VARIANTS)} END`;

export interface TestCatalogue {
  /** VALUES rows: (pattern, slot, test_name, category, sample_type_id, panel_id, lab_id, device_id, kit_product). */
  slots: string;
  /** VALUES rows: (test_name, marker_id). */
  markers: string;
  /** VALUES rows: (test_name, variant, result_data, result_values, interpretation); result_values is jsonb already. */
  results: string;
}

export function buildCatalogue(ref: ReferenceIds): TestCatalogue {
  const byName = new Map<string, TestContent>();
  const slotRows: string[] = [];
  DEMO_KEYS.forEach((key, pattern) => {
    const rng = new SeededRandom(7000 + pattern);
    for (let slot = 0; slot < SLOTS; slot++) {
      const c = pickTestContent(rng, key);
      byName.set(c.testName, c);
      const cells = [pattern, slot, lit(c.testName), lit(c.category), ref.sampleType.get(c.sample)!, litOrNull(c.panel ? ref.panel.get(c.panel)! : null, 'int'), ref.lab.get(c.lab)!, ref.device.get(c.device)!, kitProductIndex(c.device)];
      slotRows.push(`(${cells.join(', ')})`);
    }
  });
  const markerRows: string[] = [];
  const resultRows: string[] = [];
  const rng = new SeededRandom(7100);
  for (const [name, content] of [...byName.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const m of content.markers) markerRows.push(`(${lit(name)}, ${ref.marker.get(m.name)!})`);
    for (let variant = 0; variant <= RESULT_VARIANTS; variant++) {
      const drawn = content.markers.map((m) => markerValue(rng, m));
      const values = variant === RESULT_VARIANTS ? criticalValues(content, drawn, ref) : drawn;
      const { text, values: structured, interpretation } = resultContent(content.markers, values, ref, ADULT, new Date());
      // jsonb here, read once when the statement is planned, not parsed again for each of millions of versions
      resultRows.push(`(${lit(name)}, ${variant}, ${lit(text)}, ${lit(JSON.stringify(structured))}::jsonb, ${lit(interpretation)})`);
    }
  }
  return {
    slots: `(VALUES ${slotRows.join(',\n')}) AS c(pattern, slot, test_name, category, sample_type_id, panel_id, lab_id, device_id, kit_product)`,
    markers: `(VALUES ${markerRows.join(',\n')}) AS cm(test_name, marker_id)`,
    results: `(VALUES ${resultRows.join(',\n')}) AS cr(test_name, variant, result_data, result_values, interpretation)`,
  };
}
