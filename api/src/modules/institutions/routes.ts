import { institutionScope } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';
import type { RoutePolicy } from '../../platform/policy';
import { requireInstitutionInScope } from '../../platform/scope';

// Lookups the clinical forms need: the institutions a user works in and their clinicians.
// (The institutions administration of spec 3 comes with its own issue.)
const signedIn: RoutePolicy = { access: 'authenticated', scope: 'institution' };

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

export async function institutionLookupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/institutions/my',
    { schema: { tags: ['institutions'], summary: "The caller's institutions (all for super_admin), by name" }, config: { policy: signedIn } },
    async (request) => ({
      institutions: await queryRows<{ id: number; name: string; address: string | null }>(
        db,
        sql`select id, name, address from institutions i where ${scopeCondition(sql`i.id`, institutionScope(request.user!))} order by name`,
      ),
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/institutions/:id/clinicians',
    { schema: { tags: ['institutions'], summary: "An institution's active clinicians", params: idParams }, config: { policy: signedIn } },
    async (request) => {
      const id = request.params.id;
      requireInstitutionInScope(institutionScope(request.user!), id);
      return {
        clinicians: await queryRows<{ id: number; first_name: string; last_name: string; email: string; role: string }>(
          db,
          sql`select u.id, u.first_name, u.last_name, u.email, u.role from users u
              where u.role = 'clinician' and u.is_active
                and (u.institution_id = ${id} or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = ${id}))
              order by u.last_name, u.first_name`,
        ),
      };
    },
  );
}
