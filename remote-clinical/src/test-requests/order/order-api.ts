import {
  apiPath,
  ORDER_LOOKUP_PATHS,
  PATIENT_PATHS,
  TEST_REQUEST_PATHS,
  USER_PATHS,
  FULFILLMENT_AGENT_ROLE,
  INSTITUTION_PATHS,
  type ClinicianOption,
  type InstitutionCliniciansResponse,
  type InstitutionLabsQuery,
  type InstitutionLabsResponse,
  type InstitutionOption,
  type LabOption,
  type MyInstitutionsResponse,
  type PanelDetail,
  type Patient,
  type PatientDetail,
  type PatientPage,
  type TestFormFieldsResponse,
  type TestOrderBody,
  type TestOrderResponse,
  type TestRequestDetail,
  type TestRequestPayload,
  type UserOption,
  type UserListResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

// The calls of the test order form.

/** The order form's patient picker loads up to this many patients. */
export const PATIENT_PICKER_LIMIT = 100;
/** ...and shows this many until the user types a search. */
export const PATIENT_PICKER_SHOWN = 20;

export async function fetchFormFields(institutionId: number): Promise<TestFormFieldsResponse> {
  const { data } = await apiClient.get<TestFormFieldsResponse>(ORDER_LOOKUP_PATHS.formFields, { params: { institution_id: institutionId } });
  return data;
}

export async function fetchPanel(id: number): Promise<PanelDetail> {
  const { data } = await apiClient.get<PanelDetail>(apiPath(ORDER_LOOKUP_PATHS.panel, { id }));
  return data;
}

export async function fetchLabs(institutionId: number, sampleTypeId: number): Promise<LabOption[]> {
  const { data } = await apiClient.get<InstitutionLabsResponse>(apiPath(INSTITUTION_PATHS.labs, { id: institutionId }), { params: { sample_type: sampleTypeId } satisfies InstitutionLabsQuery });
  return data.labs;
}

export async function fetchClinicians(institutionId: number): Promise<ClinicianOption[]> {
  const { data } = await apiClient.get<InstitutionCliniciansResponse>(apiPath(INSTITUTION_PATHS.clinicians, { id: institutionId }));
  return data.clinicians;
}

/** The caller's institutions (all of them for super_admin). */
export async function fetchMyInstitutions(): Promise<InstitutionOption[]> {
  const { data } = await apiClient.get<MyInstitutionsResponse>(INSTITUTION_PATHS.mine);
  return data.institutions;
}

export async function fetchPartners(): Promise<UserOption[]> {
  // every active agent: provider staff are a handful, one page of 100 holds them
  const { data } = await apiClient.get<UserListResponse>(USER_PATHS.list, { params: { role: FULFILLMENT_AGENT_ROLE, active: true, limit: 100 } });
  return data.users;
}

/** Up to 100 patients of the institution, optionally matching `search`. */
export async function fetchPatientOptions(institutionId: number, search: string): Promise<Patient[]> {
  const params = { limit: PATIENT_PICKER_LIMIT, institution_id: institutionId, search: search || undefined };
  const { data } = await apiClient.get<PatientPage>(PATIENT_PATHS.list, { params });
  return data.patients;
}

export async function fetchPatient(id: number | string): Promise<PatientDetail> {
  const { data } = await apiClient.get<PatientDetail>(apiPath(PATIENT_PATHS.one, { id }));
  return data;
}

export async function fetchTestRequest(id: number | string): Promise<TestRequestDetail> {
  const { data } = await apiClient.get<TestRequestDetail>(apiPath(TEST_REQUEST_PATHS.one, { id }));
  return data;
}

/** Every test of the order in one call: all are created, or none (the refusal names the test). */
export async function createTestOrder(tests: TestRequestPayload[]): Promise<TestOrderResponse> {
  const { data } = await apiClient.post<TestOrderResponse>(TEST_REQUEST_PATHS.batch, { tests } satisfies TestOrderBody);
  return data;
}

export async function updateTestRequest(id: number | string, payload: TestRequestPayload): Promise<TestRequestDetail> {
  const { data } = await apiClient.put<TestRequestDetail>(apiPath(TEST_REQUEST_PATHS.one, { id }), payload);
  return data;
}

export const personName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
