import {
  apiPath,
  INSTITUTION_PATHS,
  PATIENT_PATHS,
  PATIENTS_PAGE_SIZE,
  type ClinicianOption,
  type InstitutionCliniciansResponse,
  type InstitutionOption,
  type MyInstitutionsResponse,
  type Patient,
  type PatientDetail,
  type PatientListQuery,
  type PatientPage,
  type PatientPayload,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchPatients(query: Omit<PatientListQuery, 'limit'>): Promise<PatientPage> {
  const params: PatientListQuery = { page: query.page, limit: PATIENTS_PAGE_SIZE, search: query.search || undefined, institution_id: query.institution_id };
  const { data } = await apiClient.get<PatientPage>(PATIENT_PATHS.list, {
    params,
    paramsSerializer: { indexes: null }, // institution_id=1&institution_id=2
  });
  return data;
}

export async function fetchPatient(id: number | string): Promise<PatientDetail> {
  const { data } = await apiClient.get<PatientDetail>(apiPath(PATIENT_PATHS.one, { id }));
  return data;
}

/** Answers the new patient's detail, which the detail page shows without asking again. */
export async function createPatient(payload: PatientPayload): Promise<PatientDetail> {
  const { data } = await apiClient.post<PatientDetail>(PATIENT_PATHS.list, payload);
  return data;
}

export async function updatePatient(id: number | string, payload: PatientPayload): Promise<PatientDetail> {
  const { data } = await apiClient.put<PatientDetail>(apiPath(PATIENT_PATHS.one, { id }), payload);
  return data;
}

export async function deletePatient(id: number): Promise<void> {
  await apiClient.delete(apiPath(PATIENT_PATHS.one, { id }));
}

/** The caller's institutions (all of them for super_admin). */
export async function fetchMyInstitutions(): Promise<InstitutionOption[]> {
  const { data } = await apiClient.get<MyInstitutionsResponse>(INSTITUTION_PATHS.mine);
  return data.institutions;
}

export async function fetchClinicians(institutionId: number): Promise<ClinicianOption[]> {
  const { data } = await apiClient.get<InstitutionCliniciansResponse>(apiPath(INSTITUTION_PATHS.clinicians, { id: institutionId }));
  return data.clinicians;
}

export { personName as patientName } from '@lab/shared';
export const clinicianName = (p: Pick<Patient, 'clinician_first_name' | 'clinician_last_name'>) =>
  p.clinician_first_name ? `${p.clinician_first_name} ${p.clinician_last_name ?? ''}`.trim() : null;
