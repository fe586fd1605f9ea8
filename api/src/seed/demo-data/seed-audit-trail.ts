import { sql } from 'drizzle-orm';
import type { DemoContext } from './context';

/**
 * The audit trail the API would have written for the seeded records (as the scale generator
 * does): every patient's, request's and result's creation, by whom and when. Analytics reads
 * activity from it (user activity's last activity, the audit summary).
 */
export async function seedAuditTrail(ctx: DemoContext): Promise<void> {
  await ctx.db.execute(sql`insert into audit_log (occurred_at, actor_user_id, actor_email, action, entity_type, entity_id, institution_id, details)
    select a.at, a.actor, u.email, a.action, a.entity_type, a.entity_id, a.institution_id, a.details from (
      select p.created_at as at, p.created_by as actor, 'patient.created' as action, 'patient' as entity_type, p.id::text as entity_id,
        (select min(pi.institution_id) from patient_institutions pi where pi.patient_id = p.id) as institution_id,
        jsonb_build_object('institution_ids', (select jsonb_agg(pi.institution_id order by pi.institution_id) from patient_institutions pi where pi.patient_id = p.id)) as details
      from patients p
      union all
      select tr.requested_at, tr.requested_by, 'test_request.created', 'test_request', tr.id::text, tr.institution_id, jsonb_build_object('patient_id', tr.patient_id)
      from test_requests tr
      union all
      select r.entered_at, r.entered_by, 'test_result.created', 'test_result', r.id::text, r.institution_id, jsonb_build_object('test_request_id', r.test_request_id)
      from test_results r
    ) a left join users u on u.id = a.actor
    order by a.at, a.entity_type, a.entity_id`);
}
