import { AUDIT_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted } from '../../platform/policy';
import { listAuditSchema } from './schemas';
import { listAudit } from './service';

const auditArea = permitted('audit.read');

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(AUDIT_PATHS.list, { schema: listAuditSchema, config: { policy: auditArea } }, (request) =>
    listAudit(db, callerOf(request), request.query),
  );
}
