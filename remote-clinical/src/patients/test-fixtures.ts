import type { PatientDetail } from '@lab/shared';

/** A complete patient as the API answers it, for the remote's tests. */
export function samplePatient(overrides: Partial<PatientDetail> = {}): PatientDetail {
  return {
    id: 42,
    first_name: 'Olivia',
    last_name: 'Harrington',
    date_of_birth: '1984-03-17',
    gender: 'Female',
    phone: '+18765551234',
    email: 'olivia@example.org',
    insurance_number: null,
    nhs_number: '943 476 5919',
    medical_record_number: 'MRN-A000042',
    street_address_1: '12 Harley Street',
    street_address_2: null,
    city: 'London',
    state: null,
    postal_code: 'W1G 9PF',
    country: 'United Kingdom',
    clinician_id: 5,
    clinician_first_name: 'Emily',
    clinician_last_name: 'Watson',
    institution_ids: [1],
    institution_id: 1,
    institution_name: "St Mary's General Hospital",
    institution_names: "St Mary's General Hospital",
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    test_requests: [],
    ...overrides,
  };
}
