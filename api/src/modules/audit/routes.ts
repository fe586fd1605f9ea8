import { type AuditQuery, type AuditResponse } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted } from '../../platform/policy';
import { listAuditSchema } from './schemas';
import { listAudit } from './service';

const auditArea = permitted('audit.read');

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: AuditQuery }>('/audit', { schema: listAuditSchema, config: { policy: auditArea } }, (request): Promise<AuditResponse> =>
    listAudit(db, callerOf(request), request.query),
  );
}
