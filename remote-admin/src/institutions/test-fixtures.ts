import type { Institution, InstitutionLabAssignment, InstitutionListResponse, InstitutionPatient } from '@lab/shared';

/** An institution as the API answers it, for this folder's tests. */
export function sampleInstitution(overrides: Partial<Institution> = {}): Institution {
  return {
    id: 1,
    name: "St Mary's General Hospital",
    institution_number: 'INST-001',
    address: '1 Praed Street, London',
    phone: '+44 20 3312 6666',
    email: 'contact@stmarys.test',
    institution_type: 'Clinic',
    time_zone: 'Europe/London',
    second_person_release: true,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

export function sampleList(institutions: Institution[]): InstitutionListResponse {
  return {
    institutions,
    summary: { total: 12, active_this_month: 7, recently_added: 3, with_email: 10, with_phone: 9, with_address: 8, newest: institutions.slice(0, 5) },
  };
}

export function samplePatient(id: number, overrides: Partial<InstitutionPatient> = {}): InstitutionPatient {
  return {
    id,
    first_name: 'Olivia',
    last_name: `Patient${id}`,
    medical_record_number: `MRN-A${String(id).padStart(6, '0')}`,
    created_at: '2026-11-20T10:00:00Z',
    clinician: { first_name: 'Emily', last_name: 'Watson' },
    ...overrides,
  };
}

export function sampleAssignment(id: number, overrides: Partial<InstitutionLabAssignment> = {}): InstitutionLabAssignment {
  return {
    id,
    lab_id: 10,
    lab_name: 'Central Lab',
    lab_description: 'Main reference laboratory',
    lab_address: '5 Lab Road',
    lab_phone: '+44 20 0000 0000',
    lab_email: 'central@lab.test',
    lab_active: true,
    contact_person: null,
    sample_type: 'Serum',
    sample_type_id: 1,
    created_at: '2026-11-19T08:30:00Z',
    ...overrides,
  };
}
