import type { GenerationContext, TableCounts } from './context';
import { patientLayout } from './patient-layout';
import { pool } from './people';
import { contentSlot } from './test-catalogue';
import { below, chance, DAY, intArray, pickFrom, soon, textArray, ts, weighted } from './sql-kit';

const DEPARTMENTS = ['Outpatients', 'General Practice', 'Cardiology', 'Endocrinology', 'Renal', 'Occupational Health'];
const NOTES = ['Fasting sample required.', 'Patient on statins.', 'Repeat of abnormal result.', 'Annual review.', 'Please expedite.'];

// Statuses follow age: this week's requests are mostly open, last month's mostly done, older ones
// completed, cancelled, or fulfilled (a kit went out and no sample ever came back).
const RECENT = [['pending', 35], ['approved', 20], ['in_progress', 25], ['fulfilled', 10], ['completed', 5], ['cancelled', 5]] as const;
const LAST_MONTH = [['pending', 5], ['approved', 5], ['fulfilled', 10], ['in_progress', 15], ['completed', 55], ['cancelled', 10]] as const;
const OLDER = [['completed', 65], ['cancelled', 15], ['fulfilled', 20]] as const;

/** Test requests 1..n over two years (ids in time order, busier lately); their markers and devices: insertRequestContents. */
export async function insertTestRequests(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, catalogue, people } = ctx;
  const layout = patientLayout(ctx);
  const clinicians = pool(people.clinicians);
  const admins = intArray(people.admins.map((list) => list[0]));
  const agents = intArray(people.agents);
  const start = plan.now - plan.requestDays * DAY;
  const span = plan.requestDays * DAY;

  const requests = await ctx.load.insert(
    'test_requests',
    `INSERT INTO test_requests (id, patient_id, institution_id, requested_by, clinician_id, test_name, category, priority, status, sample_type_id, panel_id, lab_id,
       barcode_number, department, cms_priority, cms_status, notes, custom_data, expected_test_datetime, fulfillment_by_partner, fulfillment_partner_id,
       archived_at, requested_at, updated_at)
     SELECT r.j, r.pid, r.inst,
       CASE WHEN r.clinician IS NOT NULL AND ${chance('r.j', 209, 70)} THEN r.clinician ELSE ${admins}[r.inst] END,
       r.clinician, c.test_name, c.category, r.priority, r.status, c.sample_type_id, c.panel_id, c.lab_id,
       'KIT' || lpad(((r.j::bigint * 48271) % 1000000000)::text, 9, '0'),
       ${pickFrom(textArray(DEPARTMENTS), DEPARTMENTS.length, 'r.j', 210)},
       CASE WHEN r.priority = 'normal' THEN 'Routine' ELSE 'Expedite' END,
       CASE r.status WHEN 'completed' THEN 'Reported' WHEN 'in_progress' THEN 'Processing' WHEN 'cancelled' THEN NULL ELSE 'Received' END,
       CASE WHEN ${chance('r.j', 211, 30)} THEN ${pickFrom(textArray(NOTES), NOTES.length, 'r.j', 212)} END,
       '{"test_type_id": 1}'::jsonb,
       ${ts(`floor(r.t / ${DAY}) * ${DAY} + (2 + ${below('r.j', 213, 13)}) * ${DAY} + 43200`)},
       r.partner IS NOT NULL, r.partner,
       CASE WHEN r.status = 'cancelled' AND r.age > 60 AND ${chance('r.j', 214, 10)} THEN ${ts(`r.t + 30 * ${DAY}`)} END,
       ${ts('r.t')},
       CASE WHEN r.status IN ('completed', 'cancelled') THEN ${ts(soon(plan.now, 'r.t', `(1 + ${below('r.j', 215, 7)}) * ${DAY}`))} ELSE ${ts('r.t')} END
     FROM (
       SELECT s.*,
         CASE WHEN s.age < 7 THEN ${weighted('s.j', 204, RECENT)} WHEN s.age < 30 THEN ${weighted('s.j', 204, LAST_MONTH)} ELSE ${weighted('s.j', 204, OLDER)} END AS status,
         ${weighted('s.j', 205, [['normal', 70], ['urgent', 20], ['stat', 10]])} AS priority,
         CASE WHEN s.inst = s.home AND s.patient_clinician IS NOT NULL AND ${chance('s.j', 206, 80)} THEN s.patient_clinician
              -- every institution has clinicians, so every request names one (the order form requires it)
              ELSE ${intArray(clinicians.values)}[(s.inst - 1) * ${clinicians.width} + 1 + ${below('s.j', 208, clinicians.width)}] END AS clinician,
         CASE WHEN ${chance('s.j', 216, 15)} THEN ${pickFrom(agents, people.agents.length, 's.j', 217)} END AS partner
       FROM (
         SELECT q.*, CASE WHEN q.second IS NOT NULL AND ${chance('q.j', 202, 30)} THEN q.second ELSE q.home END AS inst, (${plan.now} - q.t) / ${DAY} AS age
         FROM (
           SELECT h.*, ${layout.second('h.pid', 'h.home')} AS second, ${layout.clinician('h.pid', 'h.home')} AS patient_clinician
           FROM (
             SELECT p.*, ${layout.home('p.pid')} AS home
             FROM (
               SELECT c.j, c.t, ${layout.listedAt('c.candidate', 'c.t')} AS pid
               FROM (
                 SELECT b.j, b.t, 1 + ${below('b.j', 201, layout.existingAt('b.t'))} AS candidate
                 FROM (SELECT j, ${start}::float8 + ${span}::float8 * power((j::float8 - 0.5) / ${plan.requests}, ${plan.requestGrowth}) AS t FROM generate_series(1, ${plan.requests}) j OFFSET 0) b
                 OFFSET 0
               ) c OFFSET 0
             ) p OFFSET 0
           ) h OFFSET 0
         ) q OFFSET 0
       ) s OFFSET 0
     ) r
     JOIN ${catalogue.slots} ON c.pattern = (r.inst - 1) % 3 AND c.slot = ${contentSlot('r.j')}`,
  );
  return { test_requests: requests };
}

/** What each request orders: its markers and collection devices, from its slot of the catalogue. */
export async function insertRequestContents(ctx: GenerationContext): Promise<TableCounts> {
  const { catalogue } = ctx;
  const markers = await ctx.load.insert(
    'test_request_markers',
    `INSERT INTO test_request_markers (test_request_id, marker_id)
     SELECT tr.id, cm.marker_id FROM test_requests tr JOIN ${catalogue.markers} ON cm.test_name = tr.test_name`,
  );
  const devices = await ctx.load.insert(
    'test_request_devices',
    `INSERT INTO test_request_devices (test_request_id, collection_device_id, quantity)
     SELECT tr.id, c.device_id, CASE WHEN ${chance('tr.id', 220, 85)} THEN 1 ELSE 2 END
     FROM test_requests tr JOIN ${catalogue.slots} ON c.pattern = (tr.institution_id - 1) % 3 AND c.slot = ${contentSlot('tr.id')}`,
  );
  return { test_request_markers: markers, test_request_devices: devices };
}
