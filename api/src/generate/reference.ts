import type { Db } from '../platform/db/client';
import { seedReference, type ReferenceIds } from '../seed/demo-data/seed-reference';
import { DEMO_KEYS } from './institutions';
import type { ScalePlan } from './scale-plan';
import { DAY, run, ts } from './sql-kit';

/**
 * The demo's reference data (sample types, markers, panels, devices, labs, statuses, storage
 * locations, reminder presets) for institutions A, B and C; every later institution uses the labs
 * of A, B or C in turn (and, like C, offers salivary cortisol when it follows C).
 */
export async function insertReference(db: Db, plan: ScalePlan): Promise<ReferenceIds> {
  const at = new Date((plan.now - 4 * 365 * DAY) * 1000);
  const ref = await seedReference(db, { A: 1, B: 2, C: 3 }, at);
  const demoCount = DEMO_KEYS.length;
  if (plan.institutions > demoCount) {
    await run(
      db,
      `INSERT INTO institution_labs (institution_id, lab_id, sample_type_id, created_at)
       SELECT k, il.lab_id, il.sample_type_id, ${ts(String(plan.now - 4 * 365 * DAY))}
       FROM generate_series(${demoCount + 1}, ${plan.institutions}) k
       JOIN institution_labs il ON il.institution_id = 1 + (k - 1) % ${demoCount}
       ORDER BY k, il.id`,
    );
    await run(
      db,
      `INSERT INTO marker_institutions (marker_id, institution_id)
       SELECT mi.marker_id, k FROM generate_series(${demoCount + 1}, ${plan.institutions}) k
       JOIN marker_institutions mi ON mi.institution_id = 1 + (k - 1) % ${demoCount}
       ORDER BY k, mi.marker_id`,
    );
  }
  return ref;
}
