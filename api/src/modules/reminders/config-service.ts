// Reminder rules: list, create, edit (the type never changes), delete.
// Each write re-schedules the rule's reminders in its own transaction, with its audit entry.
import { REMINDER_MESSAGES as M, reminderRuleProblem, type ReminderConfig, type ReminderConfigBody, type ReminderRuleFields } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import * as queries from './config-queries';
import type { ReminderSchedule } from './schedule';

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The rule's fields from a body (over `base`, the rule as stored, for an edit), checked. */
function ruleFrom(body: Partial<ReminderConfigBody>, base: ReminderRuleFields | null): ReminderRuleFields {
  const pick = <K extends keyof ReminderRuleFields>(key: K, fallback: ReminderRuleFields[K]): ReminderRuleFields[K] =>
    (body as Partial<ReminderRuleFields>)[key] !== undefined ? ((body as Partial<ReminderRuleFields>)[key] as ReminderRuleFields[K]) : (base?.[key] ?? fallback);
  const rule: ReminderRuleFields = {
    reminder_type: base?.reminder_type ?? (body.reminder_type ?? '').trim(),
    time_value: pick('time_value', NaN),
    time_unit: pick('time_unit', '' as ReminderRuleFields['time_unit']),
    is_active: pick('is_active', true),
    notification_channels: pick('notification_channels', '' as ReminderRuleFields['notification_channels']),
    subject_template: blankToNull(pick('subject_template', null)),
    message_template_email: blankToNull(pick('message_template_email', null)),
    message_template_sms: blankToNull(pick('message_template_sms', null)),
  };
  const problem = reminderRuleProblem(rule);
  if (problem) throw badRequest(problem);
  return rule;
}

export function listConfigs(db: Db): Promise<ReminderConfig[]> {
  return queries.selectConfigs(db);
}

export async function createConfig(db: Db, caller: Caller, schedule: ReminderSchedule, body: ReminderConfigBody): Promise<ReminderConfig> {
  const rule = ruleFrom(body, null);
  return db.transaction(async (tx) => {
    const created = await queries.insertConfig(tx, rule);
    if (!created) throw conflict(M.typeTaken(rule.reminder_type));
    const change = await schedule.forRule(tx, rule.reminder_type);
    await writeAudit(tx, { action: 'reminder_config.created', entityType: 'reminder_config', entityId: created.id, details: { ...summary(rule), scheduled: change.scheduled } }, caller);
    return created;
  });
}

export async function updateConfig(db: Db, caller: Caller, schedule: ReminderSchedule, reminderType: string, body: Partial<ReminderConfigBody>): Promise<ReminderConfig> {
  if (body.reminder_type !== undefined && body.reminder_type.trim() !== reminderType) throw badRequest(M.typeUnchangeable);
  return db.transaction(async (tx) => {
    const existing = await queries.selectConfig(tx, reminderType, true);
    if (!existing) throw notFound(M.notFound);
    const rule = ruleFrom(body, existing);
    const updated = await queries.updateConfig(tx, rule);
    const change = await schedule.forRule(tx, reminderType);
    await writeAudit(tx, { action: 'reminder_config.updated', entityType: 'reminder_config', entityId: existing.id, details: { before: summary(existing), after: summary(rule), ...change } }, caller);
    return updated;
  });
}

export async function deleteConfig(db: Db, caller: Caller, schedule: ReminderSchedule, reminderType: string): Promise<string> {
  await db.transaction(async (tx) => {
    const existing = await queries.selectConfig(tx, reminderType, true);
    if (!existing) throw notFound(M.notFound);
    await queries.deleteConfig(tx, reminderType);
    // its waiting reminders are cancelled; those sent stay in the history
    const change = await schedule.forRule(tx, reminderType);
    await writeAudit(tx, { action: 'reminder_config.deleted', entityType: 'reminder_config', entityId: existing.id, details: { ...summary(existing), cancelled: change.cancelled } }, caller);
  });
  return `Reminder configuration "${reminderType}" deleted`;
}

const summary = (rule: ReminderRuleFields) => ({
  reminder_type: rule.reminder_type,
  time_value: rule.time_value,
  time_unit: rule.time_unit,
  is_active: rule.is_active,
  notification_channels: rule.notification_channels,
});
