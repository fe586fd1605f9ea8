import { HEALTH_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { publicRoute } from '../../platform/policy';
import { healthSchema, readinessSchema } from './schemas';
import { checkReadiness } from './service';

// Public: load balancers and the start scripts ask before anyone signs in.
const config = { policy: publicRoute };

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(HEALTH_PATHS.live, { schema: healthSchema, config }, async () => ({ status: 'ok' as const }));
  api.get(HEALTH_PATHS.ready, { schema: readinessSchema, config }, (request) => checkReadiness(deps.db, request.log));
}
