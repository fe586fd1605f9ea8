// The institutions API: the lookups the clinical forms use (GET /institutions/my, an institution's
// clinicians and labs), the institutions administration and an institution's lab assignments. Each
// shape is a TypeBox schema: the API validates and documents with it, and its `Static` type is what
// the screens use.
import { ROLES } from '../access';
import { PATIENTS_PAGE_SIZE } from './patients';
import { BoundedText, Id, Nullable, NullableText, PageAfter, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const INSTITUTION_PATHS = {
  list: '/institutions',
  mine: '/institutions/my',
  one: '/institutions/:id',
  clinicians: '/institutions/:id/clinicians',
  stats: '/institutions/:id/stats',
  patients: '/patients/institution/:id',
  labs: '/institutions/:id/labs',
  lab: '/institutions/:id/labs/:assignmentId',
} as const;

const text = Nullable(Type.String());

export const InstitutionOption = Type.Object({ id: Type.Integer(), name: Type.String(), address: text });
export type InstitutionOption = Static<typeof InstitutionOption>;

export const ClinicianOption = Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String(), email: Type.String(), role: StringEnum(ROLES) });
export type ClinicianOption = Static<typeof ClinicianOption>;

/** GET /institutions/my: the caller's institutions (all for super_admin), by name. */
export const MyInstitutionsResponse = Type.Object({ institutions: Type.Array(InstitutionOption) });
export type MyInstitutionsResponse = Static<typeof MyInstitutionsResponse>;

export const InstitutionCliniciansResponse = Type.Object({ clinicians: Type.Array(ClinicianOption) });
export type InstitutionCliniciansResponse = Static<typeof InstitutionCliniciansResponse>;

// The institutions administration.

/** An institution as the API answers it. */
export const Institution = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  institution_number: text,
  address: text,
  phone: text,
  email: text,
  institution_type: Type.String(),
  time_zone: Nullable(Type.String({ description: "IANA time zone of its reminders (due times, texts); null: the server's (TZ)." })),
  second_person_release: Type.Boolean({ description: "Results need a second person: who entered or last changed a result's values may not review or release it (on unless a one-person lab turns it off)." }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Institution = Static<typeof Institution>;

/** GET /institutions takes no parameters (any given are dropped). */
export const InstitutionListQuery = Type.Object({}, { additionalProperties: false });

export const InstitutionSummary = Type.Object({
  total: Type.Integer(),
  active_this_month: Type.Integer(),
  recently_added: Type.Integer(),
  with_email: Type.Integer(),
  with_phone: Type.Integer(),
  with_address: Type.Integer(),
  newest: Type.Array(Institution),
});
export type InstitutionSummary = Static<typeof InstitutionSummary>;

/**
 * GET /institutions: super_admin all, others their own. The summary figures are the server's
 * (active this month = created or updated within 30 days; recently added =
 * created within 7 days; the five newest).
 */
export const InstitutionListResponse = Type.Object({ institutions: Type.Array(Institution), summary: InstitutionSummary });
export type InstitutionListResponse = Static<typeof InstitutionListResponse>;

export const InstitutionResponse = Type.Object({ institution: Institution });
export type InstitutionResponse = Static<typeof InstitutionResponse>;

/**
 * POST /institutions, PUT /institutions/{id} (super_admin). Nothing is required here and unknown
 * fields are dropped: the name (required and unique), the email, phone and time zone are checked by
 * the service, in the product's own words.
 */
export const InstitutionWriteBody = Type.Object(
  {
    name: Type.Optional(BoundedText(200)),
    institution_number: Type.Optional(NullableText(50)),
    address: Type.Optional(NullableText(500)),
    phone: Type.Optional(NullableText(40)),
    email: Type.Optional(NullableText(254)),
    institution_type: Type.Optional(NullableText(100)),
    // checked by the service (an IANA name PostgreSQL knows), for the product's text even when too long
    time_zone: Type.Optional(
      Nullable(Type.String({ maxLength: 200, description: 'An IANA name (isValidTimeZone, and known to PostgreSQL); null or blank clears it.' })),
    ),
    second_person_release: Type.Optional(Type.Boolean({ description: 'Left out: on for a new institution, unchanged on an edit.' })),
  },
  { additionalProperties: false },
);
export type InstitutionWriteBody = Static<typeof InstitutionWriteBody>;

/** GET /institutions/{id}/stats. */
export const InstitutionStats = Type.Object({ users: Type.Integer(), patients: Type.Integer(), test_requests: Type.Integer(), pending_requests: Type.Integer() });
export type InstitutionStats = Static<typeof InstitutionStats>;

/** GET /patients/institution/{id} query. */
export const InstitutionPatientsQuery = Type.Object(
  { page: Type.Optional(PageNumber), limit: Type.Optional(PageLimit(PATIENTS_PAGE_SIZE)), after: Type.Optional(PageAfter) },
  { additionalProperties: false },
);
export type InstitutionPatientsQuery = Static<typeof InstitutionPatientsQuery>;

/** GET /patients/institution/{id}. */
export const InstitutionPatient = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  medical_record_number: Type.String(),
  created_at: Type.String(),
  clinician: Nullable(Type.Object({ first_name: Type.String(), last_name: Type.String() })),
});
export type InstitutionPatient = Static<typeof InstitutionPatient>;

export const InstitutionPatientsResponse = Type.Object({ patients: Type.Array(InstitutionPatient), pagination: PaginationSchema });
export type InstitutionPatientsResponse = Static<typeof InstitutionPatientsResponse>;

// An institution's lab assignments.

/** A lab an institution sends one sample type to (one row per lab and sample type): what the order form's lab picker reads. */
export const LabOption = Type.Object({
  lab_id: Type.Integer(),
  lab_name: Type.String(),
  contact_person: Nullable(Type.String({ description: 'Always null for now: labs have no contact person yet.' })),
  lab_address: text,
  lab_phone: text,
  lab_active: Type.Boolean(),
  sample_type: Type.String({ description: "The sample type's name, e.g. 'Serum'." }),
});
export type LabOption = Static<typeof LabOption>;

/** GET /institutions/{id}/labs query: sample_type is a sample type id. */
export const InstitutionLabsQuery = Type.Object({ sample_type: Type.Optional(Id) }, { additionalProperties: false });
export type InstitutionLabsQuery = Static<typeof InstitutionLabsQuery>;

/**
 * One row of GET /institutions/{id}/labs: what the order form's lab picker reads (LabOption) plus
 * the Labs tab's fields. With `sample_type` (an id, the order form) only active labs of an active
 * sample type are listed; without it (the Labs tab) every assignment, lab_active telling which labs are off.
 */
export const InstitutionLabAssignment = Type.Object({
  id: Type.Integer(),
  ...LabOption.properties,
  sample_type_id: Type.Integer(),
  created_at: Type.String(),
  lab_description: text,
  lab_email: text,
});
export type InstitutionLabAssignment = Static<typeof InstitutionLabAssignment>;

export const InstitutionLabAssignmentsResponse = Type.Object({ labs: Type.Array(InstitutionLabAssignment) });
export type InstitutionLabAssignmentsResponse = Static<typeof InstitutionLabAssignmentsResponse>;

/** GET /institutions/{id}/labs as the order form reads it: the same answer, read as LabOptions. */
export type InstitutionLabsResponse = { labs: LabOption[] };

/** DELETE /institutions/{id}/labs/{assignmentId} */
export const InstitutionLabParams = Type.Object({ id: Id, assignmentId: Id });

/**
 * POST /institutions/{id}/labs: a lab and a sample type by name; the same pair twice is refused.
 * Nothing is required here: the service asks for both in the product's words.
 */
export const AssignLabBody = Type.Object(
  { lab_id: Type.Optional(Id), sample_type: Type.Optional(BoundedText(100)) },
  { additionalProperties: false },
);
export type AssignLabBody = Static<typeof AssignLabBody>;

export const AssignLabResponse = Type.Object({ assignment: InstitutionLabAssignment, message: Type.String() });
export type AssignLabResponse = Static<typeof AssignLabResponse>;

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
