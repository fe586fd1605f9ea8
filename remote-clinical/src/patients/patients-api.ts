import type { Patient, PatientDetail, PatientPage } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export type { Pagination, Patient, PatientDetail, PatientTestRequest } from '@lab/shared';

export interface PatientListQuery {
  page: number;
  search?: string;
  institution_id?: number[];
}

/** What the form sends: the patient's fields and its institutions. */
export type PatientPayload = Partial<Omit<Patient, 'id' | 'created_at' | 'updated_at' | 'clinician_first_name' | 'clinician_last_name' | 'institution_name' | 'institution_names'>> & {
  first_name: string;
  last_name: string;
  institution_ids: number[];
};

export interface InstitutionOption {
  id: number;
  name: string;
}

export interface ClinicianOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export async function fetchPatients(query: PatientListQuery): Promise<PatientPage> {
  const { data } = await apiClient.get('/patients', {
    params: { page: query.page, limit: 20, search: query.search || undefined, institution_id: query.institution_id },
    paramsSerializer: { indexes: null }, // institution_id=1&institution_id=2
  });
  return data;
}

export async function fetchPatient(id: number | string): Promise<PatientDetail> {
  const { data } = await apiClient.get(`/patients/${id}`);
  return data;
}

export async function createPatient(payload: PatientPayload): Promise<Patient> {
  const { data } = await apiClient.post('/patients', payload);
  return data;
}

export async function updatePatient(id: number | string, payload: PatientPayload): Promise<Patient> {
  const { data } = await apiClient.put(`/patients/${id}`, payload);
  return data;
}

export async function deletePatient(id: number): Promise<void> {
  await apiClient.delete(`/patients/${id}`);
}

/** The caller's institutions (all of them for super_admin). */
export async function fetchMyInstitutions(): Promise<InstitutionOption[]> {
  const { data } = await apiClient.get('/institutions/my');
  return data.institutions;
}

export async function fetchClinicians(institutionId: number): Promise<ClinicianOption[]> {
  const { data } = await apiClient.get(`/institutions/${institutionId}/clinicians`);
  return data.clinicians;
}

export const patientName = (p: Pick<Patient, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`;
export const clinicianName = (p: Pick<Patient, 'clinician_first_name' | 'clinician_last_name'>) =>
  p.clinician_first_name ? `${p.clinician_first_name} ${p.clinician_last_name ?? ''}`.trim() : null;
