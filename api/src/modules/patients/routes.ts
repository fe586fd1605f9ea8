import { institutionScope } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { RoutePolicy } from '../../platform/policy';
import { requireInstitutionInScope } from '../../platform/scope';
import { listPatients, listPatientTestRequests } from './patient-queries';
import { archivePatient, createPatient, requirePatient, updatePatient } from './patient-service';
import {
  createPatientSchema,
  deletePatientSchema,
  getPatientSchema,
  institutionPatientsSchema,
  listPatientsSchema,
  updatePatientSchema,
  type PatientBody,
  type PatientListQuery,
} from './schemas';

// Everyone with the patients area reaches these routes; who may add, edit or delete is decided
// per patient by the rules of @lab/shared (patient-rules.ts), in the service.
const patientsArea: RoutePolicy = { access: 'area', area: 'patients', scope: 'institution' };
const patientAdmins: RoutePolicy = { access: 'area', area: 'patients', roles: ['super_admin', 'institution_admin'], scope: 'institution' };

type IdParams = { id: number };

export async function patientRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: PatientListQuery }>('/patients', { schema: listPatientsSchema, config: { policy: patientsArea } }, (request) => {
    const { page, limit, search, institution_id } = request.query;
    return listPatients(db, institutionScope(request.user!), { page, limit, search, institutionIds: institution_id });
  });

  app.get<{ Params: IdParams; Querystring: PatientListQuery }>(
    '/patients/institution/:id',
    { schema: institutionPatientsSchema, config: { policy: patientsArea } },
    async (request) => {
      const scope = institutionScope(request.user!);
      requireInstitutionInScope(scope, request.params.id);
      const { page, limit, search } = request.query;
      return listPatients(db, scope, { page, limit, search, institutionIds: [request.params.id] });
    },
  );

  app.get<{ Params: IdParams }>('/patients/:id', { schema: getPatientSchema, config: { policy: patientsArea } }, async (request) => {
    const user = request.user!;
    const patient = await requirePatient(db, user, request.params.id);
    return { ...patient, test_requests: await listPatientTestRequests(db, institutionScope(user), patient.id) };
  });

  app.post<{ Body: PatientBody }>('/patients', { schema: createPatientSchema, config: { policy: patientsArea } }, async (request, reply) => {
    const patient = await createPatient(db, request.user!, request.body, request);
    return reply.code(201).send(patient);
  });

  app.put<{ Params: IdParams; Body: PatientBody }>('/patients/:id', { schema: updatePatientSchema, config: { policy: patientsArea } }, (request) =>
    updatePatient(db, request.user!, request.params.id, request.body, request),
  );

  app.delete<{ Params: IdParams }>('/patients/:id', { schema: deletePatientSchema, config: { policy: patientAdmins } }, async (request) => {
    await archivePatient(db, request.user!, request.params.id, request);
    return { success: true, message: 'Patient deleted successfully' };
  });
}
