import {
  type AnalyticsQuery,
  type AnalyticsTimeframe,
  type AuditSummaryResponse,
  type DashboardQuery,
  type InstitutionAnalyticsResponse,
  type InstitutionDetailAnalytics,
  type PatientAnalytics,
  type TestTypeAnalyticsResponse,
  type UserActivityQuery,
  type UserActivityResponse,
} from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, type RoutePolicy } from '../../platform/policy';
import { auditSummarySchema, dashboardSchema, institutionDetailSchema, institutionsSchema, patientSchema, testTypesSchema, userActivitySchema } from './schemas';
import { auditSummary, getDashboard, institutionAnalytics, listInstitutionActivity, listTestTypes, listUserActivity, patientAnalytics } from './service';

const dashboardPolicy: RoutePolicy = { access: 'area', area: 'dashboard' };
const providerAdmins = permitted('platform.viewAll');
const analyticsPolicy = permitted('analytics.view');

type Scoped = { Querystring: Required<Pick<AnalyticsQuery, 'timeframe'>> & AnalyticsQuery };

export async function analyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Querystring: DashboardQuery }>('/analytics/dashboard', { schema: dashboardSchema, config: { policy: dashboardPolicy } }, (request) =>
    getDashboard(deps.db, callerOf(request), request.query),
  );

  app.get<{ Querystring: { timeframe: AnalyticsTimeframe } }>(
    '/analytics/institutions',
    { schema: institutionsSchema, config: { policy: providerAdmins } },
    async (request): Promise<InstitutionAnalyticsResponse> => ({ institutions: await listInstitutionActivity(deps.db, request.query.timeframe) }),
  );

  app.get<{ Querystring: Scoped['Querystring'] & UserActivityQuery }>(
    '/analytics/user-activity',
    { schema: userActivitySchema, config: { policy: analyticsPolicy } },
    async (request): Promise<UserActivityResponse> => ({ users: await listUserActivity(deps.db, callerOf(request), request.query) }),
  );

  app.get<Scoped>(
    '/analytics/test-types',
    { schema: testTypesSchema, config: { policy: analyticsPolicy } },
    async (request): Promise<TestTypeAnalyticsResponse> => ({ test_types: await listTestTypes(deps.db, callerOf(request), request.query) }),
  );

  app.get<Scoped>(
    '/analytics/audit-summary',
    { schema: auditSummarySchema, config: { policy: analyticsPolicy } },
    async (request): Promise<AuditSummaryResponse> => ({ audit_summary: await auditSummary(deps.db, callerOf(request), request.query) }),
  );

  app.get<{ Params: { id: number }; Querystring: { timeframe: AnalyticsTimeframe } }>(
    '/analytics/institution/:id',
    { schema: institutionDetailSchema, config: { policy: analyticsPolicy } },
    (request): Promise<InstitutionDetailAnalytics> => institutionAnalytics(deps.db, callerOf(request), request.params.id, request.query.timeframe),
  );

  app.get<{ Params: { id: number } }>(
    '/analytics/patient/:id',
    { schema: patientSchema, config: { policy: analyticsPolicy } },
    (request): Promise<PatientAnalytics> => patientAnalytics(deps.db, callerOf(request), request.params.id),
  );
}
