import type { GenerationContext, TableCounts } from './context';
import { pool } from './people';
import { resultVariant } from './test-catalogue';
import { below, chance, DAY, epoch, intArray, lit, pickFrom, run, soon, textArray, ts, weighted } from './sql-kit';

const AMENDMENT_REASONS = [
  'Instrument recalibration: interpretation corrected',
  'Transcription error corrected',
  'Sample haemolysed: potassium result qualified',
  'Reference range updated by the laboratory',
];

/**
 * A result for every completed request (final, some amended, a few still reviewed) and for half of
 * the requests in progress (draft or reviewed). Written directly in their end state, with their
 * versions: an amended result has its final version 1 and its amended version 2 with a reason.
 */
export async function insertResults(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, catalogue, people } = ctx;
  const labUsers = pool(people.labUsers);
  const admins = intArray(people.admins.map((list) => list[0]));
  // an amendment follows the review by a day (or less, when that would be past the anchor)
  const amendedAt = (reviewed: string) => soon(plan.now, reviewed, String(DAY));
  const results = await ctx.load.insert(
    'test_results',
    `INSERT INTO test_results (id, test_request_id, status, current_version, entered_by, entered_at, reviewed_by, reviewed_at,
       external_api_status, external_lab_id, api_order_submitted_at, api_results_received_at, has_external_results, updated_at,
       values_by, released_by, released_at)
     SELECT row_number() OVER (ORDER BY x.id), x.id, x.status, CASE WHEN x.status = 'amended' THEN 2 ELSE 1 END,
       x.enterer, ${ts('x.entered')},
       CASE WHEN x.reviewed IS NOT NULL THEN ${admins}[x.inst] END, ${ts('x.reviewed')},
       CASE WHEN x.external THEN CASE WHEN x.status = 'draft' THEN 'sample_received' ELSE 'complete' END END,
       CASE WHEN x.external THEN 'EXT-' || lpad(${below('x.id', 304, 10000000)}::text, 7, '0') END,
       CASE WHEN x.external THEN ${ts('x.t')} END,
       CASE WHEN x.external AND x.status <> 'draft' THEN ${ts('x.entered')} END,
       x.external AND x.status <> 'draft',
       ${ts(`CASE WHEN x.status = 'amended' THEN ${amendedAt('x.reviewed')} ELSE coalesce(x.reviewed, x.entered) END`)},
       -- the reviewer, a second person, released what a lab user entered
       x.enterer, CASE WHEN x.status IN ('final', 'amended') THEN ${admins}[x.inst] END, CASE WHEN x.status IN ('final', 'amended') THEN ${ts('x.reviewed')} END
     FROM (
       SELECT e.*, ${intArray(labUsers.values)}[(e.inst - 1) * ${labUsers.width} + 1 + ${below('e.id', 303, labUsers.width)}] AS enterer, CASE WHEN e.status <> 'draft' THEN ${soon(plan.now, 'e.entered', `(30 + ${below('e.id', 306, 1410)}) * 60`)} END AS reviewed
       FROM (
         SELECT s.*, ${soon(plan.now, 's.t', `(1 + ${below('s.id', 307, 5)}) * ${DAY} + ${below('s.id', 308, 480)} * 60`)} AS entered, ${chance('s.id', 309, 30)} AS external
         FROM (
           SELECT tr.id, tr.institution_id AS inst, ${epoch('tr.requested_at')} AS t,
             CASE WHEN tr.status = 'completed' THEN ${weighted('tr.id', 310, [['final', 80], ['amended', 12], ['reviewed', 8]])}
                  WHEN ${chance('tr.id', 311, 50)} THEN ${weighted('tr.id', 312, [['draft', 60], ['reviewed', 40]])} END AS status
           FROM test_requests tr WHERE tr.status IN ('completed', 'in_progress') OFFSET 0
         ) s WHERE s.status IS NOT NULL OFFSET 0
       ) e OFFSET 0
     ) x`,
  );
  const reasons = textArray(AMENDMENT_REASONS);
  const versions = await ctx.load.insert(
    'test_result_versions',
    `INSERT INTO test_result_versions (id, result_id, version, status, result_data, result_values, interpretation, author_id, reason, created_at)
     SELECT row_number() OVER (ORDER BY r.id, v.version), r.id, v.version,
       CASE WHEN v.version < r.current_version THEN 'final' ELSE r.status END,
       cr.result_data, cr.result_values,
       CASE WHEN v.version = 1 THEN cr.interpretation ELSE cr.interpretation || ${lit(' Amended: ')} || a.reason || '.' END,
       CASE WHEN v.version = 1 THEN r.entered_by ELSE r.reviewed_by END,
       CASE WHEN v.version > 1 THEN a.reason END,
       CASE WHEN v.version = 1 THEN r.entered_at ELSE ${ts(amendedAt(epoch('r.reviewed_at')))} END
     FROM test_results r
     JOIN test_requests tr ON tr.id = r.test_request_id
     JOIN ${catalogue.results} ON cr.test_name = tr.test_name AND cr.variant = ${resultVariant('r.id')}
     CROSS JOIN LATERAL (SELECT ${pickFrom(reasons, AMENDMENT_REASONS.length, 'r.id', 313)} AS reason) a
     CROSS JOIN LATERAL generate_series(1, r.current_version) v(version)`,
  );
  const critical = await markCriticalValues(ctx);
  return { test_results: results, test_result_versions: versions, ...critical };
}

/**
 * The results whose current values are critical: released ones had their call-back recorded by
 * their reviewer before release; the others wait for one (the list's filter and the dashboard).
 */
async function markCriticalValues(ctx: GenerationContext): Promise<TableCounts> {
  const criticalNow = `EXISTS (SELECT 1 FROM test_result_versions v, jsonb_array_elements(v.result_values) e
    WHERE v.result_id = r.id AND v.version = r.current_version AND e->>'flag' IN ('LL', 'HH'))`;
  await run(ctx.db, `UPDATE test_results r SET critical_unacknowledged = true WHERE r.status IN ('draft', 'reviewed') AND ${criticalNow}`);
  const notifications = await ctx.load.insert(
    'result_critical_notifications',
    `INSERT INTO result_critical_notifications (result_id, version, values, notified_person, role, method, read_back, notified_at, recorded_by, recorded_at)
     SELECT r.id, r.current_version,
       (SELECT jsonb_agg(jsonb_build_object('marker_id', (e->>'marker_id')::int, 'value', (e->>'value')::float8))
          FROM test_result_versions v, jsonb_array_elements(v.result_values) e
          WHERE v.result_id = r.id AND v.version = r.current_version AND e->>'flag' IN ('LL', 'HH')),
       'Ward nurse in charge', 'Nurse', 'phone', true, r.released_at - interval '10 minutes', r.released_by, r.released_at - interval '5 minutes'
     FROM test_results r WHERE r.status IN ('final', 'amended') AND ${criticalNow}`,
  );
  return { result_critical_notifications: notifications };
}
