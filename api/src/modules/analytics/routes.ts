import { ANALYTICS_ROLES, PROVIDER_ADMIN_ROLES, type AnalyticsTimeframe, type DashboardQuery, type InstitutionAnalyticsResponse, type UserActivityQuery, type UserActivityResponse } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import type { RoutePolicy } from '../../platform/policy';
import { dashboardSchema, institutionsSchema, userActivitySchema } from './schemas';
import { getDashboard, listInstitutionActivity, listUserActivity } from './service';

const dashboardPolicy: RoutePolicy = { access: 'area', area: 'dashboard' };
const providerAdmins: RoutePolicy = { access: 'roles', roles: PROVIDER_ADMIN_ROLES };
const analyticsPolicy: RoutePolicy = { access: 'area', area: 'analytics', roles: ANALYTICS_ROLES };

export async function analyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Querystring: DashboardQuery }>('/analytics/dashboard', { schema: dashboardSchema, config: { policy: dashboardPolicy } }, (request) =>
    getDashboard(deps.db, callerOf(request), request.query),
  );

  app.get<{ Querystring: { timeframe: AnalyticsTimeframe } }>(
    '/analytics/institutions',
    { schema: institutionsSchema, config: { policy: providerAdmins } },
    async (request): Promise<InstitutionAnalyticsResponse> => ({ institutions: await listInstitutionActivity(deps.db, request.query.timeframe) }),
  );

  app.get<{ Querystring: UserActivityQuery & { timeframe: AnalyticsTimeframe } }>(
    '/analytics/user-activity',
    { schema: userActivitySchema, config: { policy: analyticsPolicy } },
    async (request): Promise<UserActivityResponse> => ({ users: await listUserActivity(deps.db, callerOf(request), request.query) }),
  );
}
