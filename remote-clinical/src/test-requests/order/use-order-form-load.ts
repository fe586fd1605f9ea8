import { isClinician, locksItsRequest, TEST_REQUEST_MESSAGES as M, type InstitutionOption, type PanelDetail, type PatientDetail, type SessionUser, type TestRequestDetail } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { fetchMyInstitutions, fetchPanel, fetchPatient, fetchTestRequest, personName } from './order-api';
import { choosesInstitution, draftFromRequest, emptyDraft, ownInstitution, type OrderHead, type PatientChoice, type TestDraft } from './order-draft';

/** What the form starts from. */
export interface OrderFormStart {
  head: OrderHead;
  draft: TestDraft;
  /** The institutions to choose from (only for users who choose one). */
  institutions: InstitutionOption[];
  /** A preselected patient (?patient_id, or the edited request's) with an institution fixes the institution. */
  institutionLocked: boolean;
  /** The edited request has a reviewed or released result: who and what it is about cannot change. */
  identityLocked: boolean;
}

export type OrderFormLoad = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; data: OrderFormStart };

function preselectedPatient(request: TestRequestDetail | null, patient: PatientDetail | null): PatientChoice | null {
  if (request) return { id: request.patient_id, name: `${request.patient_first_name} ${request.patient_last_name}`, institution_id: request.institution_id };
  return patient ? { id: patient.id, name: personName(patient), institution_id: patient.institution_id } : null;
}

export function orderFormStart(user: SessionUser, request: TestRequestDetail | null, patient: PatientDetail | null, panel: PanelDetail | null, institutions: InstitutionOption[]): OrderFormStart {
  const preselected = preselectedPatient(request, patient);
  const chooses = choosesInstitution(user);
  const institutionId = request?.institution_id ?? (chooses ? (preselected?.institution_id ?? null) : ownInstitution(user));
  return {
    head: { institutionId, patient: preselected, clinicianId: isClinician(user) ? user.id : (request?.clinician_id ?? null) },
    draft: request ? draftFromRequest(request, panel) : emptyDraft(),
    institutions,
    institutionLocked: !!preselected?.institution_id,
    identityLocked: !!request && request.test_results.some((r) => locksItsRequest(r.status)),
  };
}

/** The edited request (with its panel), a preselected patient and the institutions to choose from. */
export function useOrderFormLoad(user: SessionUser, editId: string | undefined, patientId: string | null): OrderFormLoad {
  const { data, loading, error } = useLoadedData(async () => {
    const [request, patient, institutions] = await Promise.all([
      editId ? fetchTestRequest(editId) : null,
      patientId ? fetchPatient(patientId).catch(() => null) : null,
      choosesInstitution(user) ? fetchMyInstitutions().catch(() => []) : [],
    ]);
    const panel = request?.panel_id ? await fetchPanel(request.panel_id).catch(() => null) : null;
    return orderFormStart(user, request, patient, panel, institutions);
  }, [editId, patientId, user.id]);

  if (error) return errorStatus(error) === 404 ? { state: 'missing' } : { state: 'failed', message: errorText(error, M.fetchFailed) };
  if (loading || !data) return { state: 'loading' };
  return { state: 'ready', data };
}
