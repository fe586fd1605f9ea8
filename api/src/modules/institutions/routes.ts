import { INSTITUTION_PATHS, type InstitutionPatientsQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import type { ReminderSchedule } from '../reminders/public';
import { permitted, type RoutePolicy, signedIn } from '../../platform/policy';
import { textFieldsOnly } from '../../platform/strict-strings';
import { labAssignmentRoutes } from './lab-assignment-routes';
import {
  cliniciansSchema,
  createInstitutionSchema,
  getInstitutionSchema,
  INSTITUTION_TEXT_FIELDS,
  institutionPatientsSchema,
  institutionStatsSchema,
  listInstitutionsSchema,
  myInstitutionsSchema,
  updateInstitutionSchema,
} from './schemas';
import {
  createInstitution,
  getInstitution,
  getInstitutionStats,
  listInstitutionClinicians,
  listInstitutionPatients,
  listInstitutions,
  listMyInstitutions,
  updateInstitution,
} from './service';

// Reads are open to the signed-in and scoped by the service (an institution outside the caller's
// scope is a 404); create and edit are the institution managers' (super_admin).
const managers = permitted('institutions.manage');
const patientsArea: RoutePolicy = { access: 'area', area: 'patients' };
const textFieldsOnlyHook = textFieldsOnly(INSTITUTION_TEXT_FIELDS);

/** The query once validated: the schema's defaults filled page and limit in. */
type PatientsQuery = InstitutionPatientsQuery & Required<Pick<InstitutionPatientsQuery, 'page' | 'limit'>>;

export async function institutionRoutes(app: FastifyInstance, { db, schedule }: { db: Db; schedule: ReminderSchedule }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(INSTITUTION_PATHS.mine, { schema: myInstitutionsSchema, config: { policy: signedIn } }, async (request) => ({
    institutions: await listMyInstitutions(db, callerOf(request)),
  }));

  api.get(INSTITUTION_PATHS.clinicians, { schema: cliniciansSchema, config: { policy: signedIn } }, async (request) => ({
    clinicians: await listInstitutionClinicians(db, callerOf(request), request.params.id),
  }));

  api.get(INSTITUTION_PATHS.list, { schema: listInstitutionsSchema, config: { policy: signedIn } }, (request) => listInstitutions(db, callerOf(request)));

  api.get(INSTITUTION_PATHS.one, { schema: getInstitutionSchema, config: { policy: signedIn } }, async (request) => ({
    institution: await getInstitution(db, callerOf(request), request.params.id),
  }));

  api.post(INSTITUTION_PATHS.list, { schema: createInstitutionSchema, config: { policy: managers }, preValidation: textFieldsOnlyHook }, async (request, reply) => {
    const institution = await createInstitution(db, callerOf(request), request.body);
    return reply.code(201).send({ institution });
  });

  api.put(INSTITUTION_PATHS.one, { schema: updateInstitutionSchema, config: { policy: managers }, preValidation: textFieldsOnlyHook }, async (request) => ({
    institution: await updateInstitution(db, callerOf(request), schedule, request.params.id, request.body),
  }));

  api.get(INSTITUTION_PATHS.stats, { schema: institutionStatsSchema, config: { policy: signedIn } }, (request) => getInstitutionStats(db, callerOf(request), request.params.id));

  api.get(INSTITUTION_PATHS.patients, { schema: institutionPatientsSchema, config: { policy: patientsArea } }, (request) => {
    const { page, limit, after } = request.query as PatientsQuery;
    return listInstitutionPatients(db, callerOf(request), request.params.id, { page, limit, after });
  });

  await app.register(labAssignmentRoutes, { db });
}
