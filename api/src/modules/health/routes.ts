import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { publicRoute } from '../../platform/policy';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get('/health', { schema: { tags: ['health'], summary: 'The process is up' }, config: { policy: publicRoute } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { schema: { tags: ['health'], summary: 'The database answers' }, config: { policy: publicRoute } }, async (request) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (error) {
      request.log.error(error, 'readiness check failed');
      throw new HttpError(503, 'Database unavailable');
    }
  });
}
