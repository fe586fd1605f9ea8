import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, type RoutePolicy } from '../../platform/policy';
import { READ_ACTIONS, type ReadAuditLog } from '../../platform/read-audit';
import {
  createPatientSchema,
  deletePatientSchema,
  getPatientSchema,
  listPatientsSchema,
  updatePatientSchema,
  type PatientBody,
  type PatientListQuery,
} from './schemas';
import { archivePatient, createPatient, getPatientDetail, listPatients, updatePatient } from './service';

// Everyone with the patients area reaches these routes; who may add, edit or delete is decided
// per patient by the rules of @lab/shared (patient-rules.ts), in the service.
const patientsArea: RoutePolicy = { access: 'area', area: 'patients' };
const patientAdmins = permitted('patients.delete');

type IdParams = { id: number };

export async function patientRoutes(app: FastifyInstance, { db, readAudit }: { db: Db; readAudit: ReadAuditLog }) {
  app.get<{ Querystring: PatientListQuery }>('/patients', { schema: listPatientsSchema, config: { policy: patientsArea } }, (request) => {
    const { page, limit, search, institution_id } = request.query;
    return listPatients(db, callerOf(request), { page, limit, search, institutionIds: institution_id });
  });

  // GET /patients/institution/{id} (an institution's patients) is the institutions module's.

  app.get<{ Params: IdParams }>('/patients/:id', { schema: getPatientSchema, config: { policy: patientsArea } }, async (request) => {
    const caller = callerOf(request);
    const patient = await getPatientDetail(db, caller, request.params.id);
    readAudit.record({ action: READ_ACTIONS.patient, entityType: 'patient', entityId: patient.id, institutionId: patient.institution_id }, caller);
    return patient;
  });

  app.post<{ Body: PatientBody }>('/patients', { schema: createPatientSchema, config: { policy: patientsArea } }, async (request, reply) => {
    const patient = await createPatient(db, callerOf(request), request.body);
    return reply.code(201).send(patient);
  });

  app.put<{ Params: IdParams; Body: PatientBody }>('/patients/:id', { schema: updatePatientSchema, config: { policy: patientsArea } }, (request) =>
    updatePatient(db, callerOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>('/patients/:id', { schema: deletePatientSchema, config: { policy: patientAdmins } }, async (request) => {
    await archivePatient(db, callerOf(request), request.params.id);
    return { success: true, message: 'Patient deleted successfully' };
  });
}
