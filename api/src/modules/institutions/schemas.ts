import { MessageBody, PATIENTS_PAGE_SIZE, ErrorBody, IdParams, Id, PageLimit, NullableText, PageNumber, BoundedText } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

const tags = ['institutions'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export const myInstitutionsSchema = { operationId: 'listMyInstitutions', tags, summary: "The caller's institutions (all for super_admin), by name", response: { 200: untypedBody() } } as const;
export const cliniciansSchema = { operationId: 'listInstitutionClinicians', tags, summary: "An institution's active clinicians", params: IdParams, response: { 200: untypedBody() } } as const;

export const listInstitutionsSchema = {
  operationId: 'listInstitutions',
  tags,
  summary: "Institutions by name (super_admin all, others their own) with the list's summary figures",
  querystring: noQuery,
  response: { 200: untypedBody('InstitutionListResponse') },
} as const;

export const getInstitutionSchema = { operationId: 'getInstitution', tags, summary: 'One institution (404 outside the caller\'s institutions)', params: IdParams, response: { 200: untypedBody('InstitutionResponse'), 404: ErrorBody } } as const;

/** The form's fields; the name is checked by the service, for the product's text. */
const institutionBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: BoundedText(200),
    institution_number: NullableText(50),
    address: NullableText(500),
    phone: NullableText(40),
    email: NullableText(254),
    institution_type: NullableText(100),
    // checked by the service (an IANA name PostgreSQL knows), for the product's text even when too long
    time_zone: NullableText(),
  },
} as const;

/** The body's text fields: never coerced from another type (see textFieldsOnly). */
export const INSTITUTION_TEXT_FIELDS = Object.keys(institutionBody.properties);

export const createInstitutionSchema = { operationId: 'createInstitution', tags, summary: 'Add an institution (super_admin)', body: institutionBody, response: { 201: untypedBody('InstitutionResponse'), ...errors } } as const;
export const updateInstitutionSchema = { operationId: 'updateInstitution', tags, summary: 'Change an institution (super_admin)', params: IdParams, body: institutionBody, response: { 200: untypedBody('InstitutionResponse'), ...errors } } as const;

export const institutionStatsSchema = {
  operationId: 'getInstitutionStats',
  tags,
  summary: "An institution's figures: active users, listed patients, listed test requests and pending ones",
  params: IdParams,
  response: { 200: untypedBody('InstitutionStats') },
} as const;

export const institutionPatientsSchema = {
  operationId: 'listInstitutionPatients',
  tags,
  summary: "One institution's patients (not archived), newest first, paged",
  params: IdParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { page: PageNumber, limit: PageLimit(PATIENTS_PAGE_SIZE) },
  },
  response: { 200: untypedBody('InstitutionPatientsResponse') },
} as const;

export interface InstitutionPatientsQuery {
  page: number;
  limit: number;
}

export const institutionLabsSchema = {
  operationId: 'listInstitutionLabs',
  tags,
  summary:
    "An institution's lab assignments: with sample_type (an id, the order form) its active labs of that active sample type by lab name; without, every assignment by sample type then lab name",
  params: IdParams,
  querystring: { type: 'object', additionalProperties: false, properties: { sample_type: Id } },
  response: { 200: untypedBody('InstitutionLabAssignmentsResponse') },
} as const;

export const assignLabSchema = {
  operationId: 'assignInstitutionLab',
  tags,
  summary: 'Assign a lab to an institution for a sample type (by name)',
  params: IdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    // both are checked by the service, for the product's own text
    properties: { lab_id: Id, sample_type: BoundedText(100) },
  },
  response: { 201: untypedBody('AssignLabResponse'), ...errors },
} as const;

export const removeLabSchema = {
  operationId: 'removeInstitutionLab',
  tags,
  summary: "Remove one of an institution's lab assignments (test requests keep their lab)",
  params: { type: 'object', required: ['id', 'assignmentId'], properties: { id: Id, assignmentId: Id } },
  response: { 200: MessageBody, ...errors },
} as const;
