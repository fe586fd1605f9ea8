// GET /cms/sample-types (spec 3 section 7): every sample type by name, with its active flag (the
// clients keep the active ones for their pickers). The CMS issue adds the writes here.
import { canAccess, LAB_ASSIGNMENT_ROLES, type SampleTypeItem, type SampleTypesResponse } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared } from '../../platform/db/query';
import { forbidden } from '../../platform/errors';
import { signedIn } from '../../platform/policy';

const listSchema = {
  tags: ['cms'],
  summary: 'Every sample type by name, active or not (for the tests area and the lab assignment roles)',
  querystring: { type: 'object', additionalProperties: false, properties: {} },
} as const;

export function selectSampleTypes(db: Db): Promise<SampleTypeItem[]> {
  return queryRowsPrepared<SampleTypeItem>(db, sql`select id, name, description, active from sample_types order by lower(name), id`);
}

export async function sampleTypeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // the order form's and the Labs tab's picker: the tests area or a lab assignment role
  app.get('/cms/sample-types', { schema: listSchema, config: { policy: signedIn } }, async (request): Promise<SampleTypesResponse> => {
    const { user } = callerOf(request);
    if (!canAccess(user, 'tests') && !LAB_ASSIGNMENT_ROLES.includes(user.role)) throw forbidden();
    return { sample_types: await selectSampleTypes(db) };
  });
}
