import { ErrorBody, MessageBody, ReminderConfigBody, ReminderConfigListResponse, ReminderConfigResponse, ReminderTypeParams, TestClockAnswer, TestClockBody } from '@lab/shared';

// The reminder rules' routes' documentation and which contract schema each takes (@lab/shared's reminders contract).
const tags = ['reminders'];

/** The body's text fields: never coerced from another type (see textFieldsOnly). */
export const TEMPLATE_TEXT_FIELDS = ['reminder_type', 'time_unit', 'notification_channels', 'subject_template', 'message_template_email', 'message_template_sms'];

export const listSchema = { operationId: 'listReminderConfigs', tags, summary: 'Reminder rules', response: { 200: ReminderConfigListResponse } };
export const createSchema = {
  operationId: 'createReminderConfig',
  tags,
  summary: 'Create a reminder rule',
  body: ReminderConfigBody,
  response: { 201: ReminderConfigResponse, 409: ErrorBody },
};
export const updateSchema = {
  operationId: 'updateReminderConfig',
  tags,
  summary: 'Edit a reminder rule (fields left out keep their value); the type cannot change',
  params: ReminderTypeParams,
  body: ReminderConfigBody,
  response: { 200: ReminderConfigResponse, 404: ErrorBody },
};
export const deleteSchema = {
  operationId: 'deleteReminderConfig',
  tags,
  summary: 'Delete a reminder rule; its waiting reminders are cancelled',
  params: ReminderTypeParams,
  response: { 200: MessageBody, 404: ErrorBody },
};

export const testClockSchema = {
  operationId: 'setTestClock',
  tags: ['test'],
  summary: 'TEST_CLOCK only: set the reminders clock (at: an instant; offset_ms; or reset)',
  body: TestClockBody,
  response: { 200: TestClockAnswer },
};
