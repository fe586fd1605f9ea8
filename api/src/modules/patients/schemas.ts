import { DeletePatientResponse, ErrorBody, IdParams, PatientDetail, PatientListQuery, PatientPage, PatientPayload } from '@lab/shared';

// The patients routes' documentation and which contract schema each takes (@lab/shared's patients contract).
const tags = ['patients'];

export const listPatientsSchema = {
  operationId: 'listPatients',
  tags,
  summary: "Patients in the caller's institutions, newest first",
  querystring: PatientListQuery,
  response: { 200: PatientPage },
};

export const getPatientSchema = { operationId: 'getPatient', tags, summary: 'One patient with their test requests', params: IdParams, response: { 200: PatientDetail, 404: ErrorBody } };
export const createPatientSchema = { operationId: 'createPatient', tags, summary: 'Add a patient', body: PatientPayload, response: { 201: PatientDetail, 409: ErrorBody } };
export const updatePatientSchema = { operationId: 'updatePatient', tags, summary: 'Change a patient', params: IdParams, body: PatientPayload, response: { 200: PatientDetail, 404: ErrorBody, 409: ErrorBody } };
export const deletePatientSchema = {
  operationId: 'deletePatient',
  tags,
  summary: 'Archive a patient (kept with their history)',
  params: IdParams,
  response: { 200: DeletePatientResponse, 404: ErrorBody },
};
