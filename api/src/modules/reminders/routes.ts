import { REMINDER_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { OffsetClock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { permitted } from '../../platform/policy';
import { textFieldsOnly } from '../../platform/strict-strings';
import { createConfig, deleteConfig, listConfigs, updateConfig } from './config-service';
import type { ReminderSchedule } from './schedule';
import * as s from './schemas';

// Reminder rules (/cms/reminder-configs): the super_admin's alone, checked here on every call.
const superAdmins = permitted('reminders.manage');

export interface ReminderRouteOptions {
  db: Db;
  schedule: ReminderSchedule;
}

export async function reminderRoutes(app: FastifyInstance, options: ReminderRouteOptions) {
  const { db, schedule } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { policy: superAdmins };
  const preValidation = textFieldsOnly(s.TEMPLATE_TEXT_FIELDS);

  api.get(REMINDER_PATHS.list, { schema: s.listSchema, config }, async () => ({ items: await listConfigs(db) }));

  api.post(REMINDER_PATHS.list, { schema: s.createSchema, config, preValidation }, async (request, reply) => {
    const item = await createConfig(db, callerOf(request), schedule, request.body ?? {});
    return reply.code(201).send({ item });
  });

  api.put(REMINDER_PATHS.one, { schema: s.updateSchema, config, preValidation }, async (request) => ({
    item: await updateConfig(db, callerOf(request), schedule, request.params.type, request.body ?? {}),
  }));

  api.delete(REMINDER_PATHS.one, { schema: s.deleteSchema, config }, async (request) => ({
    message: await deleteConfig(db, callerOf(request), schedule, request.params.type),
  }));
}

/** TEST_CLOCK=true only (end-to-end tests): moves the reminders' clock. */
export async function testClockRoutes(app: FastifyInstance, { clock }: { clock: OffsetClock; db: Db }) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(REMINDER_PATHS.testClock, { schema: s.testClockSchema, config: { policy: superAdmins } }, async (request) => {
    const { at, offset_ms: offset, reset } = request.body ?? {};
    if (reset) clock.reset();
    else if (at) clock.set(new Date(at));
    else if (offset !== undefined) clock.offsetMs = offset;
    return { now: clock.now().toISOString(), offset_ms: clock.offsetMs };
  });
}
