import { type InstitutionListResponse, type InstitutionPatientsResponse, type InstitutionResponse, type InstitutionStats, type InstitutionWriteBody } from '@lab/shared';
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
  type InstitutionPatientsQuery,
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

type IdParams = { id: number };

export async function institutionRoutes(app: FastifyInstance, { db, schedule }: { db: Db; schedule: ReminderSchedule }) {
  app.get('/institutions/my', { schema: myInstitutionsSchema, config: { policy: signedIn } }, async (request) => ({
    institutions: await listMyInstitutions(db, callerOf(request)),
  }));

  app.get<{ Params: IdParams }>('/institutions/:id/clinicians', { schema: cliniciansSchema, config: { policy: signedIn } }, async (request) => ({
    clinicians: await listInstitutionClinicians(db, callerOf(request), request.params.id),
  }));

  app.get('/institutions', { schema: listInstitutionsSchema, config: { policy: signedIn } }, (request): Promise<InstitutionListResponse> =>
    listInstitutions(db, callerOf(request)),
  );

  app.get<{ Params: IdParams }>('/institutions/:id', { schema: getInstitutionSchema, config: { policy: signedIn } }, async (request): Promise<InstitutionResponse> => ({
    institution: await getInstitution(db, callerOf(request), request.params.id),
  }));

  app.post<{ Body: InstitutionWriteBody }>(
    '/institutions',
    { schema: createInstitutionSchema, config: { policy: managers }, preValidation: textFieldsOnlyHook },
    async (request, reply): Promise<InstitutionResponse> => {
      const institution = await createInstitution(db, callerOf(request), request.body);
      return reply.code(201).send({ institution });
    },
  );

  app.put<{ Params: IdParams; Body: InstitutionWriteBody }>(
    '/institutions/:id',
    { schema: updateInstitutionSchema, config: { policy: managers }, preValidation: textFieldsOnlyHook },
    async (request): Promise<InstitutionResponse> => ({ institution: await updateInstitution(db, callerOf(request), schedule, request.params.id, request.body) }),
  );

  app.get<{ Params: IdParams }>('/institutions/:id/stats', { schema: institutionStatsSchema, config: { policy: signedIn } }, (request): Promise<InstitutionStats> =>
    getInstitutionStats(db, callerOf(request), request.params.id),
  );

  app.get<{ Params: IdParams; Querystring: InstitutionPatientsQuery }>(
    '/patients/institution/:id',
    { schema: institutionPatientsSchema, config: { policy: patientsArea } },
    (request): Promise<InstitutionPatientsResponse> => listInstitutionPatients(db, callerOf(request), request.params.id, request.query.page, request.query.limit),
  );

  await app.register(labAssignmentRoutes, { db });
}
