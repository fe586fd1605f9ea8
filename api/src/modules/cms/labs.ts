// GET /cms/labs/active (spec 3 section 7): the labs the Labs tab of an institution may assign. The
// CMS issue adds the labs list (/cms/labs, with its counts) and the writes here.
import { LAB_ASSIGNMENT_ROLES, type ActiveLabsResponse, type LabSummary } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared } from '../../platform/db/query';
import type { RoutePolicy } from '../../platform/policy';

const labAssigners: RoutePolicy = { access: 'roles', roles: LAB_ASSIGNMENT_ROLES };

const activeSchema = {
  tags: ['cms'],
  summary: 'The active labs by name (the lab assignment roles)',
  querystring: { type: 'object', additionalProperties: false, properties: {} },
} as const;

export function selectActiveLabs(db: Db): Promise<LabSummary[]> {
  return queryRowsPrepared<LabSummary>(db, sql`select id, name, description, address, phone, email, active from labs where active order by lower(name), id`);
}

export async function labRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/cms/labs/active', { schema: activeSchema, config: { policy: labAssigners } }, async (): Promise<ActiveLabsResponse> => ({ labs: await selectActiveLabs(db) }));
}
