import { untypedBody } from '../../platform/docs';
import { ACTIVITY_FILTER, ACTIVITY_FILTER_KINDS, ALL_ROLES, ANALYTICS_TIMEFRAMES, DASHBOARD_TIMEFRAMES, DEFAULT_ANALYTICS_TIMEFRAME, DEFAULT_TIMEFRAME, ErrorBody, IdParams, Id } from '@lab/shared';

const timeframeSchema = { type: 'integer', enum: [...ANALYTICS_TIMEFRAMES], default: DEFAULT_ANALYTICS_TIMEFRAME } as const;
const notFound = { 404: ErrorBody } as const;

export const dashboardSchema = {
  operationId: 'getDashboard',
  tags: ['analytics'],
  summary: "Dashboard figures for the caller's scope",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      timeframe: { type: 'integer', enum: [...DASHBOARD_TIMEFRAMES], default: DEFAULT_TIMEFRAME },
      activity_filter: { type: 'string', enum: [...ACTIVITY_FILTER_KINDS], default: ACTIVITY_FILTER.all },
      include_user_activity: { type: 'boolean', default: true },
      institution_id: Id,
      clinician_id: Id,
    },
  },
  response: { 200: untypedBody() },
} as const;

export const institutionsSchema = {
  operationId: 'getInstitutionAnalytics',
  tags: ['analytics'],
  summary: 'Institutions with their activity counts (super_admin)',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { timeframe: timeframeSchema },
  },
  response: { 200: untypedBody('InstitutionAnalyticsResponse') },
} as const;

export const userActivitySchema = {
  operationId: 'getUserActivity',
  tags: ['analytics'],
  summary: "Users' activity in the caller's scope, optionally of one role",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      role: { type: 'string', enum: [...ALL_ROLES] },
      timeframe: timeframeSchema,
      institution_id: Id,
    },
  },
  response: { 200: untypedBody('UserActivityResponse'), ...notFound },
} as const;

/** timeframe and an optional institution_id: test types and the audit summary. */
const scopedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { timeframe: timeframeSchema, institution_id: Id },
} as const;

export const testTypesSchema = {
  operationId: 'getTestTypeAnalytics',
  tags: ['analytics'],
  summary: "Test types requested in the time frame, in the caller's scope, most requested first",
  querystring: scopedQuery,
  response: { 200: untypedBody('TestTypeAnalyticsResponse'), ...notFound },
} as const;

export const auditSummarySchema = {
  operationId: 'getAuditSummary',
  tags: ['analytics'],
  summary: "Audited actions per day, action and entity type in the time frame, in the caller's scope",
  querystring: scopedQuery,
  response: { 200: untypedBody('AuditSummaryResponse'), ...notFound },
} as const;

export const institutionDetailSchema = {
  operationId: 'getInstitutionDetailAnalytics',
  tags: ['analytics'],
  summary: "One institution's figures in the time frame (404 outside the caller's institutions)",
  params: IdParams,
  querystring: { type: 'object', additionalProperties: false, properties: { timeframe: timeframeSchema } },
  response: { 200: untypedBody('InstitutionDetailAnalytics'), ...notFound },
} as const;

export const patientSchema = {
  operationId: 'getPatientAnalytics',
  tags: ['analytics'],
  summary: "One patient's requests in the caller's institutions: summary, frequency, timeline (404 outside them)",
  params: IdParams,
  response: { 200: untypedBody('PatientAnalytics'), ...notFound },
} as const;
