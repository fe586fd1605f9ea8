import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { publicRoute } from '../../platform/policy';
import { checkReadiness } from './service';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get('/health', { schema: { tags: ['health'], summary: 'The process is up' }, config: { policy: publicRoute } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { schema: { tags: ['health'], summary: 'The database answers' }, config: { policy: publicRoute } }, (request) =>
    checkReadiness(deps.db, request.log),
  );
}
