import { REMINDER_MESSAGES as M, REMINDER_PRESETS } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
const SUPER = 'superadmin@demo.lab';
const rule = (overrides: object = {}) => ({
  reminder_type: '30_minutes_before',
  time_value: 30,
  time_unit: 'minutes',
  notification_channels: 'email,sms',
  subject_template: 'Your {test_name} is soon',
  message_template_email: 'Dear {patient_name}, your {test_name} is at {test_time}.',
  message_template_sms: '{test_name} at {test_time}, {institution_name}.',
  ...overrides,
});
const configCount = () => ctx.count(sql`select count(*) as v from reminder_configs`);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('reminder configurations', () => {
  it('lists the five presets of the demo with their timing and channels', async () => {
    const res = await ctx.call(SUPER, 'GET', '/cms/reminder-configs');
    expect(res.status).toBe(200);
    const byType = Object.fromEntries(res.body.items.map((r: { reminder_type: string }) => [r.reminder_type, r]));
    for (const preset of REMINDER_PRESETS) {
      expect(byType[preset.reminder_type]).toMatchObject({ time_value: preset.time_value, time_unit: preset.time_unit, notification_channels: preset.notification_channels, is_active: true });
    }
    // the longest lead first
    expect(res.body.items[0].reminder_type).toBe('14_days_before');
  });

  it('is the super_admin’s alone: every other role is refused every call', async () => {
    for (const email of ['instadmin@demo.lab', 'clinician@demo.lab', 'clientadmin@demo.lab', 'labuser@demo.lab']) {
      expect((await ctx.call(email, 'GET', '/cms/reminder-configs')).status).toBe(403);
      expect((await ctx.call(email, 'POST', '/cms/reminder-configs', rule({ reminder_type: 'sneaky_before' }))).status).toBe(403);
      expect((await ctx.call(email, 'PUT', '/cms/reminder-configs/7_days_before', { is_active: false })).status).toBe(403);
      expect((await ctx.call(email, 'DELETE', '/cms/reminder-configs/7_days_before')).status).toBe(403);
    }
    expect(await ctx.count(sql`select count(*) as v from reminder_configs where reminder_type = 'sneaky_before' or not is_active`)).toBe(0);
  });

  it('creates, edits (never the type), toggles with the whole rule and deletes, with an audit entry each', async () => {
    const created = await ctx.call(SUPER, 'POST', '/cms/reminder-configs', rule());
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ reminder_type: '30_minutes_before', time_value: 30, time_unit: 'minutes', is_active: true, notification_channels: 'email,sms' });

    const toggled = await ctx.call(SUPER, 'PUT', '/cms/reminder-configs/30_minutes_before', { ...created.body.item, is_active: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.item.is_active).toBe(false);

    const edited = await ctx.call(SUPER, 'PUT', '/cms/reminder-configs/30_minutes_before', { time_value: 45, notification_channels: 'sms' });
    expect(edited.body.item).toMatchObject({ time_value: 45, notification_channels: 'sms', is_active: false, subject_template: 'Your {test_name} is soon' });

    const renamed = await ctx.call(SUPER, 'PUT', '/cms/reminder-configs/30_minutes_before', { reminder_type: '45_minutes_before' });
    expect(renamed).toEqual({ status: 400, body: { error: M.typeUnchangeable } });

    expect(await ctx.call(SUPER, 'POST', '/cms/reminder-configs', rule())).toEqual({ status: 409, body: { error: M.typeTaken('30_minutes_before') } });

    const deleted = await ctx.call(SUPER, 'DELETE', '/cms/reminder-configs/30_minutes_before');
    expect(deleted.status).toBe(200);
    expect(await ctx.call(SUPER, 'DELETE', '/cms/reminder-configs/30_minutes_before')).toEqual({ status: 404, body: { error: M.notFound } });
    expect(await ctx.call(SUPER, 'PUT', '/cms/reminder-configs/nothing_here', { time_value: 2 })).toEqual({ status: 404, body: { error: M.notFound } });
    const actions = await ctx.database.db.execute(sql`select action from audit_log where entity_type = 'reminder_config' order by id`);
    expect((actions as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'reminder_config.created',
      'reminder_config.updated',
      'reminder_config.updated',
      'reminder_config.deleted',
    ]);
  });

  it('refuses bad rules with their texts and changes nothing', async () => {
    const before = await configCount();
    const cases: [object, string][] = [
      [{ reminder_type: '' }, M.typeRequired],
      [{ reminder_type: '30 Minutes Before' }, M.typeFormat],
      [{ reminder_type: '_30_minutes' }, M.typeFormat],
      [{ time_value: 0 }, M.timeValueInvalid],
      [{ time_value: 1.5 }, M.timeValueInvalid],
      [{ time_value: undefined }, M.timeValueInvalid],
      [{ time_unit: 'months' }, M.timeUnitInvalid],
      [{ notification_channels: 'pigeon' }, M.channelsInvalid],
      [{ notification_channels: 'sms,email' }, M.channelsInvalid],
      [{ subject_template: '' }, M.emailTextsRequired],
      [{ notification_channels: 'sms', message_template_sms: '   ' }, M.smsTextRequired],
      [{ message_template_sms: 'Hi {patient_nmae}' }, M.unknownPlaceholder(['patient_nmae'])],
      [{ message_template_sms: 'x'.repeat(1601) }, M.tooLong('SMS message', 1600)],
    ];
    for (const [overrides, error] of cases) {
      const res = await ctx.call(SUPER, 'POST', '/cms/reminder-configs', rule(overrides));
      expect({ overrides, ...res }).toEqual({ overrides, status: 400, body: { error } });
    }
    // a type is a text, never coerced from a number
    expect((await ctx.call(SUPER, 'POST', '/cms/reminder-configs', rule({ reminder_type: 12 }))).status).toBe(400);
    expect(await configCount()).toBe(before);
    // an edit is checked as the whole rule it makes
    expect(await ctx.call(SUPER, 'PUT', '/cms/reminder-configs/24_hours_before', { notification_channels: 'email,sms', message_template_sms: null })).toEqual({ status: 400, body: { error: M.smsTextRequired } });
  });
});

describe('a manual send of a rule', () => {
  it('sends an inactive rule’s texts on its channels, logged as manual', async () => {
    const request = await ctx.one<number>(sql`select r.id as v from test_requests r join patients p on p.id = r.patient_id
      where r.archived_at is null and r.expected_test_datetime is not null and p.email is not null and r.institution_id = (select institution_id from users where email = 'clinician@demo.lab') order by r.id limit 1`);
    expect((await ctx.call(SUPER, 'PUT', '/cms/reminder-configs/24_hours_before', { is_active: false })).status).toBe(200);
    const res = await ctx.call('clinician@demo.lab', 'POST', `/tests/requests/${request}/send-reminder`, { reminder_type: '24_hours_before' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Notification recorded, not delivered: no email transport is configured');
    expect(res.body.notification_logs).toHaveLength(1);
    expect(res.body.notification_logs[0]).toMatchObject({ message_type: '24_hours_before', notification_type: 'email', triggered_by_type: 'manual', delivery_status: 'recorded' });
    const mail = await ctx.one<string>(sql`select subject as v from mail_messages order by id desc limit 1`);
    expect(mail).toMatch(/^Your .+ is tomorrow$/);
    expect(await ctx.call('clinician@demo.lab', 'POST', `/tests/requests/${request}/send-reminder`, { reminder_type: 'no_such_rule' })).toEqual({ status: 400, body: { error: 'Unknown reminder type: no_such_rule' } });
  });
});
