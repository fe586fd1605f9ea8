import { USER_MESSAGES, type ForgotPasswordBody, type ForgotPasswordResponse, type CustomEmailBody, type DeactivateUserResponse, type UserEmailKind, type UserEmailResponse, type UserListQuery, type UserListResponse, type UserResponse, type UserWriteBody } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import { publicRoute, signedIn } from '../../platform/policy';
import { requestPasswordReset, type ForgotPasswordDeps } from './forgot-password';
import { sendUserEmail, type UserEmailDeps } from './emails';
import { createUserSchema, deactivateUserSchema, forgotPasswordSchema, getUserSchema, listUsersSchema, sendUserEmailSchema, updateUserSchema } from './schemas';
import { createUser, deactivateUser, getUser, listUsers, updateUser } from './service';

type IdParams = { id: number };

// Who may list, see, manage and mail which user depends on both sides (role, institution, the
// target's role and state): each service call decides with @lab/shared's user rules, answering
// 404 for a user outside what the caller may see and 403 for one they may see but not change.
export async function userRoutes(app: FastifyInstance, deps: UserEmailDeps & ForgotPasswordDeps) {
  const { db } = deps;

  app.get<{ Querystring: UserListQuery }>('/users', { schema: listUsersSchema, config: { policy: signedIn } }, (request): Promise<UserListResponse> =>
    listUsers(db, callerOf(request), request.query),
  );

  app.get<{ Params: IdParams }>('/users/:id', { schema: getUserSchema, config: { policy: signedIn } }, async (request): Promise<UserResponse> => ({
    user: await getUser(db, callerOf(request), request.params.id),
  }));

  app.post<{ Body: UserWriteBody }>('/users', { schema: createUserSchema, config: { policy: signedIn } }, async (request, reply): Promise<UserResponse> => {
    const user = await createUser(db, callerOf(request), request.body);
    reply.code(201);
    return { user };
  });

  app.put<{ Params: IdParams; Body: UserWriteBody }>('/users/:id', { schema: updateUserSchema, config: { policy: signedIn } }, async (request): Promise<UserResponse> => ({
    user: await updateUser(db, callerOf(request), request.params.id, request.body),
  }));

  app.post<{ Params: IdParams }>('/users/:id/deactivate', { schema: deactivateUserSchema, config: { policy: signedIn } }, async (request): Promise<DeactivateUserResponse> => ({
    user: await deactivateUser(db, callerOf(request), request.params.id),
    message: USER_MESSAGES.deactivated,
  }));

  app.post<{ Params: IdParams & { kind: UserEmailKind }; Body: CustomEmailBody | null }>(
    '/users/:id/emails/:kind',
    { schema: sendUserEmailSchema, config: { policy: signedIn } },
    async (request): Promise<UserEmailResponse> => {
      const { id, kind } = request.params;
      await sendUserEmail(deps, callerOf(request), id, kind, request.body ?? null);
      return { success: true, kind, message: USER_MESSAGES.emailSent(kind) };
    },
  );

  // "Forgot your password?" on the sign-in page: public, the same answer for any address
  app.post<{ Body: ForgotPasswordBody }>('/auth/forgot-password', { schema: forgotPasswordSchema, config: { policy: publicRoute } }, async (request): Promise<ForgotPasswordResponse> => ({
    message: await requestPasswordReset(deps, { ip: request.ip }, request.body.email),
  }));
}
