import { ANALYTICS_PATHS, type AnalyticsQuery, type AnalyticsTimeframeQuery, type UserActivityQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, type RoutePolicy } from '../../platform/policy';
import { auditSummarySchema, dashboardSchema, institutionDetailSchema, institutionsSchema, patientSchema, testTypesSchema, userActivitySchema } from './schemas';
import { auditSummary, getDashboard, institutionAnalytics, listInstitutionActivity, listTestTypes, listUserActivity, patientAnalytics, type FilledDashboardQuery } from './service';

const dashboardPolicy: RoutePolicy = { access: 'area', area: 'dashboard' };
const providerAdmins = permitted('platform.viewAll');
const analyticsPolicy = permitted('analytics.view');

// The queries once validated: the schemas' defaults filled the time frame (and the dashboard's filter) in.
type WithTimeframe<Q extends { timeframe?: unknown }> = Q & Required<Pick<Q, 'timeframe'>>;
const filled = <Q extends { timeframe?: unknown }>(query: Q) => query as WithTimeframe<Q>;

export async function analyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(ANALYTICS_PATHS.dashboard, { schema: dashboardSchema, config: { policy: dashboardPolicy } }, (request) =>
    getDashboard(deps.db, callerOf(request), request.query as FilledDashboardQuery),
  );

  api.get(ANALYTICS_PATHS.institutions, { schema: institutionsSchema, config: { policy: providerAdmins } }, async (request) => ({
    institutions: await listInstitutionActivity(deps.db, filled<AnalyticsTimeframeQuery>(request.query).timeframe),
  }));

  api.get(ANALYTICS_PATHS.userActivity, { schema: userActivitySchema, config: { policy: analyticsPolicy } }, async (request) => ({
    users: await listUserActivity(deps.db, callerOf(request), filled<UserActivityQuery>(request.query)),
  }));

  api.get(ANALYTICS_PATHS.testTypes, { schema: testTypesSchema, config: { policy: analyticsPolicy } }, async (request) => ({
    test_types: await listTestTypes(deps.db, callerOf(request), filled<AnalyticsQuery>(request.query)),
  }));

  api.get(ANALYTICS_PATHS.auditSummary, { schema: auditSummarySchema, config: { policy: analyticsPolicy } }, async (request) => ({
    audit_summary: await auditSummary(deps.db, callerOf(request), filled<AnalyticsQuery>(request.query)),
  }));

  api.get(ANALYTICS_PATHS.institution, { schema: institutionDetailSchema, config: { policy: analyticsPolicy } }, (request) =>
    institutionAnalytics(deps.db, callerOf(request), request.params.id, filled<AnalyticsTimeframeQuery>(request.query).timeframe),
  );

  api.get(ANALYTICS_PATHS.patient, { schema: patientSchema, config: { policy: analyticsPolicy } }, (request) =>
    patientAnalytics(deps.db, callerOf(request), request.params.id),
  );
}
