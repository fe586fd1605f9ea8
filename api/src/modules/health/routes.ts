import { ErrorBody } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { publicRoute } from '../../platform/policy';
import { checkReadiness } from './service';

const statusBody = (status: string) => ({ type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [status] } } }) as const;

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get('/health', { schema: { operationId: 'getHealth', tags: ['health'], summary: 'The process is up', response: { 200: statusBody('ok') } }, config: { policy: publicRoute } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { schema: { operationId: 'getReadiness', tags: ['health'], summary: 'The database answers', response: { 200: statusBody('ready'), 503: ErrorBody } }, config: { policy: publicRoute } }, (request) =>
    checkReadiness(deps.db, request.log),
  );
}
