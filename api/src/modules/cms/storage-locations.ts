// GET /cms/storage-locations: the storage locations the inventory form offers (spec 2 section 7).
// The CMS area that edits them is issue 14; this is the read the logistics remote needs now.
import type { StorageLocationsResponse } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import { signedIn } from '../../platform/policy';

const schema = {
  tags: ['cms'],
  summary: 'Storage locations in their order (active=true: only active ones)',
  querystring: { type: 'object', additionalProperties: false, properties: { active: { type: 'boolean' } } },
} as const;

export async function storageLocationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { active?: boolean } }>('/cms/storage-locations', { schema, config: { policy: signedIn } }, async (request): Promise<StorageLocationsResponse> => {
    const onlyActive = request.query.active === true ? sql`where active` : sql``;
    const locations = await queryRows<StorageLocationsResponse['locations'][number]>(db, sql`select id, name, description from storage_locations ${onlyActive} order by sort_order, name`);
    return { locations };
  });
}
