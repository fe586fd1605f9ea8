// The patients API's answers (spec 1 section 3 "Patient"), shared by the API and the clinical remote.
import type { Pagination } from './types';

export interface Patient {
  id: number;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  gender: string | null;
  /** '+' and digits, e.g. '+447700900123' (see phone.ts). */
  phone: string | null;
  email: string | null;
  insurance_number: string | null;
  nhs_number: string | null;
  medical_record_number: string;
  street_address_1: string | null;
  street_address_2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  clinician_id: number | null;
  clinician_first_name: string | null;
  clinician_last_name: string | null;
  /** The patient's institutions the caller may see (never another institution's). */
  institution_ids: number[];
  /** The first of institution_ids, for list views. */
  institution_id: number | null;
  institution_name: string | null;
  /** All visible institution names, comma separated. */
  institution_names: string | null;
  created_at: string;
  updated_at: string;
}

/** A test request as listed on the patient's detail. */
export interface PatientTestRequest {
  id: number;
  test_name: string;
  category: string | null;
  priority: string;
  status: string;
  barcode_number: string | null;
  institution_id: number;
  institution_name: string;
  clinician_name: string | null;
  requested_at: string;
}

export interface PatientDetail extends Patient {
  test_requests: PatientTestRequest[];
}

export interface PatientPage {
  patients: Patient[];
  pagination: Pagination;
}
