// The institutions screens' calls, one function per request.
import {
  apiPath,
  INSTITUTION_PATHS,
  CMS_PATHS,
  PATIENTS_PAGE_SIZE,
  type ActiveLabsResponse,
  type AssignLabBody,
  type AssignLabResponse,
  type ClinicianOption,
  type Institution,
  type InstitutionCliniciansResponse,
  type InstitutionLabAssignment,
  type InstitutionLabAssignmentsResponse,
  type InstitutionListResponse,
  type InstitutionPatientsQuery,
  type InstitutionPatientsResponse,
  type InstitutionResponse,
  type InstitutionStats,
  type InstitutionWriteBody,
  type LabSummary,
  type SampleTypeCmsItem,
  type SampleTypesResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchInstitutions(): Promise<InstitutionListResponse> {
  const { data } = await apiClient.get<InstitutionListResponse>(INSTITUTION_PATHS.list);
  return data;
}

export async function fetchInstitution(id: number | string): Promise<Institution> {
  const { data } = await apiClient.get<InstitutionResponse>(apiPath(INSTITUTION_PATHS.one, { id }));
  return data.institution;
}

export async function createInstitution(body: InstitutionWriteBody): Promise<Institution> {
  const { data } = await apiClient.post<InstitutionResponse>(INSTITUTION_PATHS.list, body);
  return data.institution;
}

export async function updateInstitution(id: number | string, body: InstitutionWriteBody): Promise<Institution> {
  const { data } = await apiClient.put<InstitutionResponse>(apiPath(INSTITUTION_PATHS.one, { id }), body);
  return data.institution;
}

export async function fetchInstitutionStats(id: number): Promise<InstitutionStats> {
  const { data } = await apiClient.get<InstitutionStats>(apiPath(INSTITUTION_PATHS.stats, { id }));
  return data;
}

export async function fetchInstitutionPatients(id: number, page: number, after?: string, limit = PATIENTS_PAGE_SIZE): Promise<InstitutionPatientsResponse> {
  const { data } = await apiClient.get<InstitutionPatientsResponse>(apiPath(INSTITUTION_PATHS.patients, { id }), { params: { page, after, limit } satisfies InstitutionPatientsQuery });
  return data;
}

export async function fetchInstitutionClinicians(id: number): Promise<ClinicianOption[]> {
  const { data } = await apiClient.get<InstitutionCliniciansResponse>(apiPath(INSTITUTION_PATHS.clinicians, { id }));
  return data.clinicians;
}

export async function fetchLabAssignments(id: number): Promise<InstitutionLabAssignment[]> {
  const { data } = await apiClient.get<InstitutionLabAssignmentsResponse>(apiPath(INSTITUTION_PATHS.labs, { id }));
  return data.labs;
}

export async function assignLab(id: number, body: AssignLabBody): Promise<AssignLabResponse> {
  const { data } = await apiClient.post<AssignLabResponse>(apiPath(INSTITUTION_PATHS.labs, { id }), body);
  return data;
}

export async function removeLabAssignment(id: number, assignmentId: number): Promise<void> {
  await apiClient.delete(apiPath(INSTITUTION_PATHS.lab, { id, assignmentId }));
}

export async function fetchActiveLabs(): Promise<LabSummary[]> {
  const { data } = await apiClient.get<ActiveLabsResponse>(CMS_PATHS.activeLabs);
  return data.labs;
}

/** The sample types a lab can be assigned for: the active ones. */
export async function fetchActiveSampleTypes(): Promise<SampleTypeCmsItem[]> {
  const { data } = await apiClient.get<SampleTypesResponse>(CMS_PATHS.section('sample-types').list);
  return data.items.filter((s) => s.active);
}

