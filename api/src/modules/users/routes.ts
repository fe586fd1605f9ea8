import { AUTH_PATHS, USER_MESSAGES, USER_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { publicRoute, signedIn } from '../../platform/policy';
import { requestPasswordReset, type ForgotPasswordDeps } from './forgot-password';
import { sendUserEmail, type UserEmailDeps } from './emails';
import { createUserSchema, deactivateUserSchema, forgotPasswordSchema, getUserSchema, listUsersSchema, sendUserEmailSchema, updateUserSchema } from './schemas';
import { createUser, deactivateUser, getUser, listUsers, updateUser } from './service';

// Who may list, see, manage and mail which user depends on both sides (role, institution, the
// target's role and state): each service call decides with @lab/shared's user rules, answering
// 404 for a user outside what the caller may see and 403 for one they may see but not change.
export async function userRoutes(app: FastifyInstance, deps: UserEmailDeps & ForgotPasswordDeps) {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(USER_PATHS.list, { schema: listUsersSchema, config: { policy: signedIn } }, (request) => listUsers(db, callerOf(request), request.query));

  api.get(USER_PATHS.one, { schema: getUserSchema, config: { policy: signedIn } }, async (request) => ({
    user: await getUser(db, callerOf(request), request.params.id),
  }));

  api.post(USER_PATHS.list, { schema: createUserSchema, config: { policy: signedIn } }, async (request, reply) => {
    const user = await createUser(db, callerOf(request), request.body);
    return reply.code(201).send({ user });
  });

  api.put(USER_PATHS.one, { schema: updateUserSchema, config: { policy: signedIn } }, async (request) => ({
    user: await updateUser(db, callerOf(request), request.params.id, request.body),
  }));

  api.post(USER_PATHS.deactivate, { schema: deactivateUserSchema, config: { policy: signedIn } }, async (request) => ({
    user: await deactivateUser(db, callerOf(request), request.params.id),
    message: USER_MESSAGES.deactivated,
  }));

  api.post(USER_PATHS.email, { schema: sendUserEmailSchema, config: { policy: signedIn } }, async (request) => {
    const { id, kind } = request.params;
    const status = await sendUserEmail(deps, callerOf(request), id, kind, request.body ?? null);
    // never "sent" for a mail nobody received
    return status === 'sent' ? { success: true as const, kind, message: USER_MESSAGES.emailSent(kind), delivered: true } : { success: true as const, kind, message: USER_MESSAGES.emailRecorded(kind), delivered: false };
  });

  // "Forgot your password?" on the sign-in page: public, the same answer for any address
  api.post(AUTH_PATHS.forgotPassword, { schema: forgotPasswordSchema, config: { policy: publicRoute } }, async (request) => ({
    message: await requestPasswordReset(deps, { ip: request.ip }, request.body.email),
  }));
}
