import type { Db } from '../../platform/db/client';
import { reconcileReminders } from '../../modules/reminders/public';
import type { InstitutionKey } from '../demo-accounts';
import type { DemoContext } from './context';
import { SeededRandom } from './random';
import { seedFulfillment, seedInventory } from './seed-logistics';
import { seedNotifications } from './seed-notifications';
import { seedAuditTrail } from './seed-audit-trail';
import { seedPatients } from './seed-patients';
import { seedInstruments, seedWorklists } from './seed-instruments';
import { seedReference } from './seed-reference';
import { seedResults } from './seed-results';
import { seedTestRequests } from './seed-test-requests';

/** The fixed seed of the demo's random source: every run makes the same data. */
const DEMO_SEED = 20261122;

/** Reference data, patients, requests, results, stock, shipments, notifications and their audit trail, dated back from `anchor`. */
export async function seedDemoData(db: Db, anchor: Date, institutionIds: Record<InstitutionKey, number>, userIds: Map<string, number>): Promise<void> {
  const ref = await seedReference(db, institutionIds, anchor);
  await seedInstruments(db, institutionIds, anchor);
  const ctx: DemoContext = { db, rng: new SeededRandom(DEMO_SEED), anchor, institutionIds, userIds, ref };
  const patients = await seedPatients(ctx);
  const requests = await seedTestRequests(ctx, patients);
  await seedResults(ctx, requests);
  await seedWorklists(db);
  const items = await seedInventory(ctx);
  await seedFulfillment(ctx, requests, items);
  await seedNotifications(ctx, requests);
  await seedAuditTrail(ctx);
  // the reminders the presets ask for from the demo's "now" on (the API's scheduler sends them when
  // due; those already due by the real now go late or are missed, as after any stop)
  await reconcileReminders(db, 'all', anchor, Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}
