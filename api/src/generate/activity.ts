import type { GenerationContext, TableCounts } from './context';
import { patientLayout } from './patient-layout';
import { below, DAY, epoch, intArray, lit, pickFrom, run, textArray, ts } from './sql-kit';

const SUBJECTS = ['Question about a result', 'Kit delivery delayed', 'Cannot find a patient', 'Please add a new user', 'Report layout'];
const MESSAGES = [
  'Could someone check the reference range shown on the latest lipid panel report?',
  'A patient says their collection kit has not arrived after five days. Can you chase the courier?',
  'A patient registered last week does not appear in the list when I search by NHS number.',
  'We have a new phlebotomist starting on Monday who needs an account.',
  'The PDF report cuts off the interpretation on the second page.',
];

/**
 * A modest audit trail: the creation of every institution and user, of the patients of the last
 * three months and of the requests of the last month, and the staff's sign-ins of the last three
 * months (most working days, a few weekends; a few failed). The sign-ins of the last day still have their sessions.
 */
export async function insertAuditTrail(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, people } = ctx;
  const layout = patientLayout(ctx);
  const superAdmin = people.superAdmins[0];
  const since = (days: number) => ts(String(plan.now - days * DAY));
  const audit = await ctx.load.insert(
    'audit_log',
    `INSERT INTO audit_log (id, occurred_at, actor_user_id, actor_email, action, entity_type, entity_id, institution_id, ip, details)
     SELECT row_number() OVER (ORDER BY a.at, a.kind, a.k), ${ts('a.at')}, a.actor, u.email, a.action, a.entity_type, a.entity_id, a.institution_id, a.ip, a.details
     FROM (
       SELECT ${epoch('i.created_at')} AS at, 1 AS kind, i.id::bigint AS k, ${superAdmin} AS actor, 'institution.created' AS action, 'institution' AS entity_type,
         i.id::text AS entity_id, i.id AS institution_id, NULL::text AS ip, NULL::jsonb AS details
       FROM institutions i
       UNION ALL
       SELECT ${epoch('u.created_at')}, 2, u.id, ${superAdmin}, 'user.created', 'user', u.id::text, u.institution_id, NULL, jsonb_build_object('role', u.role)
       FROM users u
       UNION ALL
       SELECT ${epoch('p.created_at')}, 3, p.id, p.created_by, 'patient.created', 'patient', p.id::text, p.home,
         NULL, jsonb_build_object('institution_ids', CASE WHEN p.second IS NULL THEN jsonb_build_array(p.home) ELSE jsonb_build_array(p.home, p.second) END)
       FROM (SELECT h.*, ${layout.second('h.id', 'h.home')} AS second
             FROM (SELECT p.id, p.created_at, p.created_by, ${layout.home('p.id')} AS home FROM patients p WHERE p.created_at > ${since(plan.auditPatientDays)} OFFSET 0) h OFFSET 0) p
       UNION ALL
       SELECT ${epoch('tr.requested_at')}, 4, tr.id, tr.requested_by, 'test_request.created', 'test_request', tr.id::text, tr.institution_id, NULL,
         jsonb_build_object('patient_id', tr.patient_id)
       FROM test_requests tr WHERE tr.requested_at > ${since(plan.auditRequestDays)}
       UNION ALL
       SELECT l.at - CASE WHEN l.failed THEN 60 ELSE 0 END, CASE WHEN l.failed THEN 5 ELSE 6 END, l.k, l.user_id,
         CASE WHEN l.failed THEN 'auth.login_failed' ELSE 'auth.login_succeeded' END, 'session', l.user_id::text, NULL, l.ip,
         CASE WHEN l.failed THEN '{"reason": "wrong_password"}'::jsonb END
       FROM (
         SELECT s.*, f.failed FROM (
           SELECT u.id AS user_id, u.id::bigint * 1000 + d AS k,
             ${plan.now}::float8 - d * ${DAY} + 7 * 3600 + ${below('u.id::bigint * 1000 + d', 801, 10 * 3600)} AS at,
             '10.' || (u.id % 250 + 1) || '.' || (${below('u.id::bigint * 1000 + d', 802, 250)} + 1) || '.' || (${below('u.id::bigint * 1000 + d', 803, 250)} + 1) AS ip
           FROM users u CROSS JOIN generate_series(1, ${plan.auditLoginDays}) d
           WHERE u.is_active AND ${below('u.id::bigint * 1000 + d', 804, 100)} < CASE WHEN extract(isodow from ${ts(`${plan.now}::float8 - d * ${DAY}`)}) < 6 THEN 75 ELSE 10 END
             AND u.created_at < ${ts(`${plan.now}::float8 - d * ${DAY}`)}
         ) s
         CROSS JOIN LATERAL (VALUES (false), (true)) f(failed)
         WHERE NOT f.failed OR ${below('s.k', 805, 100)} < 3
       ) l
     ) a
     LEFT JOIN users u ON u.id = a.actor`,
  );
  const sessions = await ctx.load.insert(
    'sessions',
    `INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at, ip)
     SELECT md5('lab-scale-session:' || a.id), a.actor_user_id, a.occurred_at, a.occurred_at + interval '8 hours',
       CASE WHEN ${below('a.id', 806, 2)} = 0 AND a.occurred_at + interval '2 hours' <= ${ts(String(plan.now))} THEN a.occurred_at + interval '2 hours' END, a.ip
     FROM audit_log a
     WHERE a.action = 'auth.login_succeeded' AND a.occurred_at > ${since(1)}`,
  );
  return { audit_log: audit, sessions };
}

/** Messages staff sent to support, each with the mail that carried it. */
export async function insertContactMessages(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, people } = ctx;
  const staff = people.users.filter((u) => u.isActive && u.institutionId !== null).map((u) => u.id);
  const total = plan.contactMessagesPerInstitution * plan.institutions;
  const source = `SELECT m.n, u.*, s.subject_index,
       greatest(${epoch('u.created_at')} + ${DAY}, ${plan.now}::float8 - ${below('m.n', 902, 365 * DAY)}) AS at
     FROM generate_series(1, ${total}) m(n)
     JOIN users u ON u.id = ${pickFrom(intArray(staff), staff.length, 'm.n', 901)}
     CROSS JOIN LATERAL (SELECT 1 + ${below('m.n', 903, SUBJECTS.length)} AS subject_index) s`;
  const mails = await ctx.load.insert(
    'mail_messages',
    `INSERT INTO mail_messages (id, to_address, from_address, reply_to, subject, body, transport, status, created_at)
     SELECT x.n, 'support@lab-portal.local', 'Lab Portal <no-reply@lab-portal.local>', x.email, 'Contact Support: ' || ${textArray(SUBJECTS)}[x.subject_index],
       'From: ' || x.first_name || ' ' || x.last_name || ' <' || x.email || '>' || chr(10) || chr(10) || ${textArray(MESSAGES)}[x.subject_index],
       'recorded', 'recorded', ${ts('x.at')}
     FROM (${source}) x`,
  );
  const contacts = await ctx.load.insert(
    'contact_messages',
    `INSERT INTO contact_messages (id, user_id, from_email, user_name, user_role, institution_id, subject, message, mail_message_id, created_at)
     SELECT x.n, x.id, x.email, x.first_name || ' ' || x.last_name, x.role, x.institution_id, ${textArray(SUBJECTS)}[x.subject_index],
       ${textArray(MESSAGES)}[x.subject_index], x.n, ${ts('x.at')}
     FROM (${source}) x`,
  );
  await run(ctx.db, `INSERT INTO app_meta (key, value, updated_at) VALUES ('scale_data', ${lit(JSON.stringify({ patients: plan.patients, requests: plan.requests, institutions: plan.institutions, anchor: plan.anchor.toISOString() }))}, ${ts(String(plan.now))})`);
  return { mail_messages: mails, contact_messages: contacts, app_meta: 1 };
}
