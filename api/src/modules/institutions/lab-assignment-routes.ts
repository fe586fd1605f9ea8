import { INSTITUTION_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { signedIn } from '../../platform/policy';
import { textFieldsOnly } from '../../platform/strict-strings';
import { assignLab, listLabAssignments, removeLabAssignment } from './lab-assignments';
import { assignLabSchema, institutionLabsSchema, removeLabSchema } from './schemas';

// Who may read or change an institution's labs depends on the institution (an institution_admin
// manages their own): the service decides, after the scope (404 outside it).

export async function labAssignmentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(INSTITUTION_PATHS.labs, { schema: institutionLabsSchema, config: { policy: signedIn } }, async (request) => ({
    labs: await listLabAssignments(db, callerOf(request), request.params.id, request.query.sample_type),
  }));

  api.post(
    INSTITUTION_PATHS.labs,
    { schema: assignLabSchema, config: { policy: signedIn }, preValidation: textFieldsOnly(['sample_type']) },
    async (request, reply) => reply.code(201).send(await assignLab(db, callerOf(request), request.params.id, request.body)),
  );

  api.delete(INSTITUTION_PATHS.lab, { schema: removeLabSchema, config: { policy: signedIn } }, (request) =>
    removeLabAssignment(db, callerOf(request), request.params.id, request.params.assignmentId),
  );
}
