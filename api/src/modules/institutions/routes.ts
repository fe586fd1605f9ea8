import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { idParams } from '../../platform/http-schemas';
import { signedIn } from '../../platform/policy';
import { listInstitutionClinicians, listMyInstitutions } from './service';

export async function institutionLookupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/institutions/my',
    { schema: { tags: ['institutions'], summary: "The caller's institutions (all for super_admin), by name" }, config: { policy: signedIn } },
    async (request) => ({ institutions: await listMyInstitutions(db, callerOf(request)) }),
  );

  app.get<{ Params: { id: number } }>(
    '/institutions/:id/clinicians',
    { schema: { tags: ['institutions'], summary: "An institution's active clinicians", params: idParams }, config: { policy: signedIn } },
    async (request) => ({ clinicians: await listInstitutionClinicians(db, callerOf(request), request.params.id) }),
  );
}
