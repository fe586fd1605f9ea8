import { PATIENT_GENDERS, PATIENTS_PAGE_SIZE, IdList, IdParams, PageLimit, NullableId, NullableText, PageNumber, BoundedText } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

/** The fields a patient form sends; unknown fields are dropped. */
export interface PatientBody {
  first_name?: string;
  last_name?: string;
  date_of_birth?: string | null;
  gender?: string | null;
  phone?: string | null;
  email?: string | null;
  insurance_number?: string | null;
  nhs_number?: string | null;
  medical_record_number?: string | null;
  street_address_1?: string | null;
  street_address_2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
  institution_ids?: number[];
  institution_id?: number | null;
  clinician_id?: number | null;
}

export interface PatientListQuery {
  page: number;
  limit: number;
  search?: string;
  institution_id?: number[];
}

const nullableText = NullableText;

const patientBody = {
  type: 'object',
  additionalProperties: false,
  // names, institutions and the rest are checked by the service, for the product's own texts
  properties: {
    first_name: { type: 'string', maxLength: 100 },
    last_name: { type: 'string', maxLength: 100 },
    date_of_birth: nullableText(10),
    gender: { type: ['string', 'null'], enum: [...PATIENT_GENDERS, '', null] },
    phone: nullableText(32),
    email: nullableText(254),
    insurance_number: nullableText(50),
    nhs_number: nullableText(50),
    medical_record_number: nullableText(50),
    street_address_1: nullableText(),
    street_address_2: nullableText(),
    city: nullableText(100),
    state: nullableText(100),
    postal_code: nullableText(20),
    country: nullableText(100),
    institution_ids: IdList,
    institution_id: NullableId,
    clinician_id: NullableId,
  },
} as const;

export const listPatientsSchema = {
  operationId: 'listPatients',
  tags: ['patients'],
  summary: "Patients in the caller's institutions, newest first",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: PageNumber,
      limit: PageLimit(PATIENTS_PAGE_SIZE),
      search: BoundedText(100),
      institution_id: IdList,
    },
  },
  response: { 200: untypedBody() },
} as const;

export const getPatientSchema = { operationId: 'getPatient', tags: ['patients'], summary: 'One patient with their test requests', params: IdParams, response: { 200: untypedBody() } } as const;
export const createPatientSchema = { operationId: 'createPatient', tags: ['patients'], summary: 'Add a patient', body: patientBody, response: { 201: untypedBody() } } as const;
export const updatePatientSchema = { operationId: 'updatePatient', tags: ['patients'], summary: 'Change a patient', params: IdParams, body: patientBody, response: { 200: untypedBody() } } as const;
export const deletePatientSchema = { operationId: 'deletePatient', tags: ['patients'], summary: 'Archive a patient (kept with their history)', params: IdParams, response: { 200: untypedBody() } } as const;
