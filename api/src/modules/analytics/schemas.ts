import {
  AnalyticsQuery,
  AnalyticsTimeframeQuery,
  AuditSummaryResponse,
  DashboardQuery,
  DashboardResponse,
  ErrorBody,
  IdParams,
  InstitutionAnalyticsResponse,
  InstitutionDetailAnalytics,
  PatientAnalytics,
  TestTypeAnalyticsResponse,
  UserActivityQuery,
  UserActivityResponse,
} from '@lab/shared';

// The analytics routes' documentation and which contract schema each takes (@lab/shared's analytics
// and dashboard contracts). A 404 is an institution, clinician or patient outside the caller's scope.
const tags = ['analytics'];

export const dashboardSchema = {
  operationId: 'getDashboard',
  tags,
  summary: "Dashboard figures for the caller's scope",
  querystring: DashboardQuery,
  response: { 200: DashboardResponse, 404: ErrorBody },
};

export const institutionsSchema = {
  operationId: 'getInstitutionAnalytics',
  tags,
  summary: 'Institutions with their activity counts (super_admin)',
  querystring: AnalyticsTimeframeQuery,
  response: { 200: InstitutionAnalyticsResponse },
};

export const userActivitySchema = {
  operationId: 'getUserActivity',
  tags,
  summary: "Users' activity in the caller's scope, optionally of one role",
  querystring: UserActivityQuery,
  response: { 200: UserActivityResponse, 404: ErrorBody },
};

export const testTypesSchema = {
  operationId: 'getTestTypeAnalytics',
  tags,
  summary: "Test types requested in the time frame, in the caller's scope, most requested first",
  querystring: AnalyticsQuery,
  response: { 200: TestTypeAnalyticsResponse, 404: ErrorBody },
};

export const auditSummarySchema = {
  operationId: 'getAuditSummary',
  tags,
  summary: "Audited actions per day, action and entity type in the time frame, in the caller's scope",
  querystring: AnalyticsQuery,
  response: { 200: AuditSummaryResponse, 404: ErrorBody },
};

export const institutionDetailSchema = {
  operationId: 'getInstitutionDetailAnalytics',
  tags,
  summary: "One institution's figures in the time frame (404 outside the caller's institutions)",
  params: IdParams,
  querystring: AnalyticsTimeframeQuery,
  response: { 200: InstitutionDetailAnalytics, 404: ErrorBody },
};

export const patientSchema = {
  operationId: 'getPatientAnalytics',
  tags,
  summary: "One patient's requests in the caller's institutions: summary, frequency, timeline (404 outside them)",
  params: IdParams,
  response: { 200: PatientAnalytics, 404: ErrorBody },
};
