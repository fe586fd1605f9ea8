// GET /institutions/my and GET /institutions/{id}/clinicians: the lookups the clinical forms use.
import type { Role } from '../access';
import type { Pagination } from '../types';
import type { LabOption } from './order-lookups';

export interface InstitutionOption {
  id: number;
  name: string;
  address: string | null;
}

export interface ClinicianOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

export interface MyInstitutionsResponse {
  institutions: InstitutionOption[];
}

export interface InstitutionCliniciansResponse {
  clinicians: ClinicianOption[];
}

// The institutions administration.

/** An institution as the API answers it. */
export interface Institution {
  id: number;
  name: string;
  institution_number: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  institution_type: string;
  /** IANA time zone of its reminders (due times, texts); null: the server's (TZ). */
  time_zone: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * GET /institutions: super_admin all, others their own. The summary figures are the server's
 * (active this month = created or updated within 30 days; recently added =
 * created within 7 days; the five newest).
 */
export interface InstitutionListResponse {
  institutions: Institution[];
  summary: InstitutionSummary;
}

export interface InstitutionSummary {
  total: number;
  active_this_month: number;
  recently_added: number;
  with_email: number;
  with_phone: number;
  with_address: number;
  newest: Institution[];
}

export interface InstitutionResponse {
  institution: Institution;
}

/** POST /institutions, PUT /institutions/{id} (super_admin): name required and unique. */
export interface InstitutionWriteBody {
  name: string;
  institution_number?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  institution_type?: string | null;
  /** An IANA name (isValidTimeZone, and known to PostgreSQL); null or blank clears it. */
  time_zone?: string | null;
}

/** GET /institutions/{id}/stats. */
export interface InstitutionStats {
  users: number;
  patients: number;
  test_requests: number;
  pending_requests: number;
}

/** GET /patients/institution/{id}. */
export interface InstitutionPatient {
  id: number;
  first_name: string;
  last_name: string;
  medical_record_number: string;
  created_at: string;
  clinician: { first_name: string; last_name: string } | null;
}

export interface InstitutionPatientsResponse {
  patients: InstitutionPatient[];
  pagination: Pagination;
}

/**
 * One row of GET /institutions/{id}/labs: what the order
 * form's lab picker reads (LabOption) plus the Labs tab's fields. With `sample_type` (an id, the
 * order form) only active labs of an active sample type are listed; without it (the Labs tab)
 * every assignment, lab_active telling which labs are off.
 */
export interface InstitutionLabAssignment extends LabOption {
  id: number;
  sample_type_id: number;
  created_at: string;
  lab_description: string | null;
  lab_email: string | null;
}

/** The same shape as InstitutionLabsResponse, with the assignment fields. */
export interface InstitutionLabAssignmentsResponse {
  labs: InstitutionLabAssignment[];
}

/** POST /institutions/{id}/labs: a lab and a sample type by name; the same pair twice is refused. */
export interface AssignLabBody {
  lab_id: number;
  sample_type: string;
}

export interface AssignLabResponse {
  assignment: InstitutionLabAssignment;
  message: string;
}

/** GET /cms/labs/active. */
export interface LabSummary {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  active: boolean;
}

export interface ActiveLabsResponse {
  labs: LabSummary[];
}

/** The institution screens' texts. */
export const INSTITUTION_MESSAGES = {
  fetchListFailed: 'Failed to fetch institutions',
  fetchDetailFailed: 'Failed to fetch institution details',
  fetchFailed: 'Failed to fetch institution',
  saveFailed: 'Failed to save institution',
  manageDenied: "You don't have permission to manage institutions.",
  labsDenied: "You don't have permission to manage lab assignments.",
  labsFetchFailed: 'Failed to fetch assigned labs',
  labAssignFailed: 'Failed to assign lab',
  labRemoveFailed: 'Failed to remove lab assignment',
  labAssigned: 'Lab assigned successfully',
  labRemoved: 'Lab assignment removed successfully',
  labPairRequired: 'Please select both a lab and sample type',
  nameRequired: 'Institution name is required',
  nameTaken: 'An institution with this name already exists',
  labAlreadyAssigned: 'This lab is already assigned to this institution for that sample type',
  listUnavailable: 'Institutions could not be loaded',
} as const;

/** The form's institution_type default on create. */
export const DEFAULT_INSTITUTION_TYPE = 'Hospital';
export const INSTITUTION_TYPES = ['Hospital', 'Clinic', 'Laboratory', 'Diagnostic Centre', 'Other'] as const;
/** Active this month: created or updated within these days; recently added: created within INSTITUTION_RECENT_DAYS. */
export const INSTITUTION_ACTIVE_DAYS = 30;
export const INSTITUTION_RECENT_DAYS = 7;
export const INSTITUTION_NEWEST_COUNT = 5;
