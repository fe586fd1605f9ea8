import { PATIENT_PATHS, type PatientListQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, type RoutePolicy } from '../../platform/policy';
import { READ_ACTIONS, type ReadAuditLog } from '../../platform/read-audit';
import { createPatientSchema, deletePatientSchema, getPatientSchema, listPatientsSchema, updatePatientSchema } from './schemas';
import { archivePatient, createPatient, getPatientDetail, listPatients, updatePatient } from './service';

// Everyone with the patients area reaches these routes; who may add, edit or delete is decided
// per patient by the rules of @lab/shared (patient-rules.ts), in the service.
const patientsArea: RoutePolicy = { access: 'area', area: 'patients' };
const patientAdmins = permitted('patients.delete');

/** The query once validated: the schema's defaults filled page and limit in. */
type ListQuery = PatientListQuery & Required<Pick<PatientListQuery, 'page' | 'limit'>>;

export async function patientRoutes(app: FastifyInstance, { db, readAudit }: { db: Db; readAudit: ReadAuditLog }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(PATIENT_PATHS.list, { schema: listPatientsSchema, config: { policy: patientsArea } }, (request) => {
    const { page, limit, after, search, institution_id } = request.query as ListQuery;
    return listPatients(db, callerOf(request), { page, limit, after, search, institutionIds: institution_id });
  });

  // GET /patients/institution/{id} (an institution's patients) is the institutions module's.

  api.get(PATIENT_PATHS.one, { schema: getPatientSchema, config: { policy: patientsArea } }, async (request) => {
    const caller = callerOf(request);
    const patient = await getPatientDetail(db, caller, request.params.id);
    readAudit.record({ action: READ_ACTIONS.patient, entityType: 'patient', entityId: patient.id, institutionId: patient.institution_id }, caller);
    return patient;
  });

  api.post(PATIENT_PATHS.list, { schema: createPatientSchema, config: { policy: patientsArea } }, async (request, reply) => {
    const patient = await createPatient(db, callerOf(request), request.body);
    return reply.code(201).send(patient);
  });

  api.put(PATIENT_PATHS.one, { schema: updatePatientSchema, config: { policy: patientsArea } }, async (request) => {
    const caller = callerOf(request);
    const patient = await updatePatient(db, caller, request.params.id, request.body);
    // The answer is the detail with its test requests, which the editor is shown as a read is.
    readAudit.record({ action: READ_ACTIONS.patient, entityType: 'patient', entityId: patient.id, institutionId: patient.institution_id }, caller);
    return patient;
  });

  api.delete(PATIENT_PATHS.one, { schema: deletePatientSchema, config: { policy: patientAdmins } }, async (request) => {
    await archivePatient(db, callerOf(request), request.params.id);
    return { success: true as const, message: 'Patient deleted successfully' };
  });
}
