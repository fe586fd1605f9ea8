// The patients API: what the clinical remote sends and the API answers.
import type { Pagination } from '../types';

/** Rows per page of the patients list. */
export const PATIENTS_PAGE_SIZE = 20;

/** GET /patients query; institution_id repeats (institution_id=1&institution_id=2). */
export interface PatientListQuery {
  page: number;
  limit: number;
  search?: string;
  institution_id?: number[];
}

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

/** The body of POST /patients and PUT /patients/{id}: the patient's fields and its institutions. */
export type PatientPayload = Partial<
  Omit<Patient, 'id' | 'created_at' | 'updated_at' | 'clinician_first_name' | 'clinician_last_name' | 'institution_name' | 'institution_names'>
> & {
  first_name: string;
  last_name: string;
  institution_ids: number[];
};
