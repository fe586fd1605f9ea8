// The patients API: what the clinical remote sends and the API answers. Each shape is a TypeBox
// schema: the API validates and documents with it, and its `Static` type is what the screens use.
import { PATIENT_GENDERS } from '../patient-rules';
import { BoundedText, IdList, Nullable, NullableId, NullableText, PageAfter, PageLimit, PageNumber, PaginationSchema } from './schema-pieces';
import { Type, type Static } from './typebox';

/** Rows per page of the patients list. */
export const PATIENTS_PAGE_SIZE = 20;

export const PATIENT_PATHS = {
  list: '/patients',
  one: '/patients/:id',
} as const;

/** GET /patients query; institution_id repeats (institution_id=1&institution_id=2). */
export const PatientListQuery = Type.Object(
  { page: Type.Optional(PageNumber), limit: Type.Optional(PageLimit(PATIENTS_PAGE_SIZE)), after: Type.Optional(PageAfter), search: Type.Optional(BoundedText(100)), institution_id: Type.Optional(IdList) },
  { additionalProperties: false },
);
export type PatientListQuery = Static<typeof PatientListQuery>;

const text = Nullable(Type.String());

export const Patient = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  date_of_birth: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  gender: text,
  phone: Nullable(Type.String({ description: "'+' and digits, e.g. '+447700900123'" })),
  email: text,
  insurance_number: text,
  nhs_number: text,
  medical_record_number: Type.String(),
  street_address_1: text,
  street_address_2: text,
  city: text,
  state: text,
  postal_code: text,
  country: text,
  clinician_id: Nullable(Type.Integer()),
  clinician_first_name: text,
  clinician_last_name: text,
  institution_ids: Type.Array(Type.Integer(), { description: "The patient's institutions the caller may see (never another institution's)." }),
  institution_id: Nullable(Type.Integer({ description: 'The first of institution_ids, for list views.' })),
  institution_name: text,
  institution_names: Nullable(Type.String({ description: 'All visible institution names, comma separated.' })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Patient = Static<typeof Patient>;

/** A test request as listed on the patient's detail. */
export const PatientTestRequest = Type.Object({
  id: Type.Integer(),
  test_name: Type.String(),
  category: text,
  priority: Type.String(),
  status: Type.String(),
  barcode_number: text,
  institution_id: Type.Integer(),
  institution_name: Type.String(),
  clinician_name: text,
  requested_at: Type.String(),
});
export type PatientTestRequest = Static<typeof PatientTestRequest>;

export const PatientDetail = Type.Object({ ...Patient.properties, test_requests: Type.Array(PatientTestRequest) });
export type PatientDetail = Static<typeof PatientDetail>;

export const PatientPage = Type.Object({ patients: Type.Array(Patient), pagination: PaginationSchema });
export type PatientPage = Static<typeof PatientPage>;

/**
 * The body of POST /patients and PUT /patients/{id}: the patient's fields and its institutions.
 * Nothing is required here and unknown fields are dropped: names, institutions and the rest are
 * checked by the service, in the product's own words.
 */
export const PatientPayload = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    date_of_birth: Type.Optional(NullableText(10)),
    gender: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], enum: [...PATIENT_GENDERS, '', null] })),
    phone: Type.Optional(NullableText(32)),
    email: Type.Optional(NullableText(254)),
    insurance_number: Type.Optional(NullableText(50)),
    nhs_number: Type.Optional(NullableText(50)),
    medical_record_number: Type.Optional(NullableText(50)),
    street_address_1: Type.Optional(NullableText()),
    street_address_2: Type.Optional(NullableText()),
    city: Type.Optional(NullableText(100)),
    state: Type.Optional(NullableText(100)),
    postal_code: Type.Optional(NullableText(20)),
    country: Type.Optional(NullableText(100)),
    institution_ids: Type.Optional(IdList),
    institution_id: Type.Optional(NullableId),
    clinician_id: Type.Optional(NullableId),
  },
  { additionalProperties: false },
);
export type PatientPayload = Static<typeof PatientPayload>;

/** DELETE /patients/{id}: the patient is archived, kept with their history. */
export const DeletePatientResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type DeletePatientResponse = Static<typeof DeletePatientResponse>;
