import { MessageBody, REMINDER_TYPE_MAX_LENGTH, ErrorBody, NullableText } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

const tags = ['reminders'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

// Types are loose on purpose: the service checks every field with the product's texts
// (reminderRuleProblem of @lab/shared), the same check the form runs.
const body = {
  type: 'object',
  properties: {
    reminder_type: { type: 'string', maxLength: 200 },
    time_value: { type: 'number' },
    time_unit: { type: 'string', maxLength: 50 },
    is_active: { type: 'boolean' },
    notification_channels: { type: 'string', maxLength: 50 },
    subject_template: NullableText(10_000),
    message_template_email: NullableText(20_000),
    message_template_sms: NullableText(10_000),
  },
} as const;

/** The path's key: a type as stored (the format the service checks on create). */
export const typeParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', minLength: 1, maxLength: REMINDER_TYPE_MAX_LENGTH } } } as const;
export const TEMPLATE_TEXT_FIELDS = ['reminder_type', 'time_unit', 'notification_channels', 'subject_template', 'message_template_email', 'message_template_sms'];

export const listSchema = { operationId: 'listReminderConfigs', tags, summary: 'Reminder rules', response: { 200: untypedBody('ReminderConfigListResponse'), 403: ErrorBody } };
export const createSchema = { operationId: 'createReminderConfig', tags, summary: 'Create a reminder rule', body, response: { 201: untypedBody('ReminderConfigResponse'), ...errors } };
export const updateSchema = { operationId: 'updateReminderConfig', tags, summary: 'Edit a reminder rule (fields left out keep their value); the type cannot change', params: typeParams, body, response: { 200: untypedBody('ReminderConfigResponse'), ...errors } };
export const deleteSchema = { operationId: 'deleteReminderConfig', tags, summary: 'Delete a reminder rule; its waiting reminders are cancelled', params: typeParams, response: { 200: MessageBody, ...errors } };

export const testClockSchema = {
  operationId: 'setTestClock',
  tags: ['test'],
  summary: 'TEST_CLOCK only: set the reminders clock (at: an instant; offset_ms; or reset)',
  body: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, offset_ms: { type: 'integer' }, reset: { type: 'boolean' } } },
  response: { 400: ErrorBody },
};
