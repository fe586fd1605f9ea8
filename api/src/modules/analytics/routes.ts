import type { Role } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { RoutePolicy } from '../../platform/policy';
import { listInstitutionActivity, listUserActivity } from './analytics-lists';
import { getDashboard } from './dashboard-service';
import { dashboardSchema, institutionsSchema, userActivitySchema, type DashboardQuery } from './schemas';

const dashboardPolicy: RoutePolicy = { access: 'area', area: 'dashboard', scope: 'institution' };
const allInstitutions: RoutePolicy = { access: 'roles', roles: ['super_admin'], scope: 'global' };
const analyticsPolicy: RoutePolicy = { access: 'area', area: 'analytics', roles: ['super_admin', 'institution_admin', 'client_admin'], scope: 'institution' };

export async function analyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Querystring: DashboardQuery }>('/analytics/dashboard', { schema: dashboardSchema, config: { policy: dashboardPolicy } }, (request) =>
    getDashboard(deps.db, request.user!, request.query),
  );

  app.get<{ Querystring: { timeframe: number } }>('/analytics/institutions', { schema: institutionsSchema, config: { policy: allInstitutions } }, async (request) => ({
    institutions: await listInstitutionActivity(deps.db, request.query.timeframe),
  }));

  app.get<{ Querystring: { role?: Role; timeframe: number; institution_id?: number } }>(
    '/analytics/user-activity',
    { schema: userActivitySchema, config: { policy: analyticsPolicy } },
    async (request) => ({
      users: await listUserActivity(deps.db, request.user!, { role: request.query.role, timeframe: request.query.timeframe, institutionId: request.query.institution_id }),
    }),
  );
}
