import {
  AssignLabBody,
  AssignLabResponse,
  ErrorBody,
  IdParams,
  InstitutionCliniciansResponse,
  InstitutionLabAssignmentsResponse,
  InstitutionLabParams,
  InstitutionLabsQuery,
  InstitutionListQuery,
  InstitutionListResponse,
  InstitutionPatientsQuery,
  InstitutionPatientsResponse,
  InstitutionResponse,
  InstitutionStats,
  InstitutionWriteBody,
  MessageBody,
  MyInstitutionsResponse,
} from '@lab/shared';

// The institutions routes' documentation and which contract schema each takes (@lab/shared's institutions contract).
const tags = ['institutions'];
// Routes open to the signed-in whose service refuses by the institution (403 is not implied by their policy).
const refused = { 403: ErrorBody, 404: ErrorBody };

export const myInstitutionsSchema = {
  operationId: 'listMyInstitutions',
  tags,
  summary: "The caller's institutions (all for super_admin), by name",
  response: { 200: MyInstitutionsResponse },
};
export const cliniciansSchema = {
  operationId: 'listInstitutionClinicians',
  tags,
  summary: "An institution's active clinicians (404 outside the caller's institutions)",
  params: IdParams,
  response: { 200: InstitutionCliniciansResponse, 404: ErrorBody },
};

export const listInstitutionsSchema = {
  operationId: 'listInstitutions',
  tags,
  summary: "Institutions by name (super_admin all, others their own) with the list's summary figures",
  querystring: InstitutionListQuery,
  response: { 200: InstitutionListResponse },
};

export const getInstitutionSchema = {
  operationId: 'getInstitution',
  tags,
  summary: "One institution (404 outside the caller's institutions)",
  params: IdParams,
  response: { 200: InstitutionResponse, 404: ErrorBody },
};

/** The body's text fields: never coerced from another type (see textFieldsOnly). */
export const INSTITUTION_TEXT_FIELDS = Object.keys(InstitutionWriteBody.properties).filter((field) => field !== 'second_person_release');

export const createInstitutionSchema = {
  operationId: 'createInstitution',
  tags,
  summary: 'Add an institution (super_admin); 409 for a name another institution has, whatever its case',
  body: InstitutionWriteBody,
  response: { 201: InstitutionResponse, 409: ErrorBody },
};
export const updateInstitutionSchema = {
  operationId: 'updateInstitution',
  tags,
  summary: 'Change an institution (super_admin); a field left out keeps its value. 409 for a name another institution has',
  params: IdParams,
  body: InstitutionWriteBody,
  response: { 200: InstitutionResponse, 404: ErrorBody, 409: ErrorBody },
};

export const institutionStatsSchema = {
  operationId: 'getInstitutionStats',
  tags,
  summary: "An institution's figures: active users, listed patients, listed test requests and pending ones",
  params: IdParams,
  response: { 200: InstitutionStats, ...refused },
};

export const institutionPatientsSchema = {
  operationId: 'listInstitutionPatients',
  tags,
  summary: "One institution's patients (not archived), newest first, paged",
  params: IdParams,
  querystring: InstitutionPatientsQuery,
  response: { 200: InstitutionPatientsResponse, 404: ErrorBody },
};

export const institutionLabsSchema = {
  operationId: 'listInstitutionLabs',
  tags,
  summary:
    "An institution's lab assignments: with sample_type (an id, the order form) its active labs of that active sample type by lab name; without, every assignment by sample type then lab name",
  params: IdParams,
  querystring: InstitutionLabsQuery,
  response: { 200: InstitutionLabAssignmentsResponse, ...refused },
};

export const assignLabSchema = {
  operationId: 'assignInstitutionLab',
  tags,
  summary: 'Assign a lab to an institution for a sample type (by name); 409 when that lab already serves that sample type for it',
  params: IdParams,
  body: AssignLabBody,
  response: { 201: AssignLabResponse, ...refused, 409: ErrorBody },
};

export const removeLabSchema = {
  operationId: 'removeInstitutionLab',
  tags,
  summary: "Remove one of an institution's lab assignments (test requests keep their lab)",
  params: InstitutionLabParams,
  response: { 200: MessageBody, ...refused },
};
