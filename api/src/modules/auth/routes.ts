import type { FastifyInstance } from 'fastify';
import { publicRoute, type RoutePolicy } from '../../platform/policy';
import {
  changePasswordSchema,
  loginSchema,
  profileSchema,
  updateProfileSchema,
  type ChangePasswordBody,
  type LoginBody,
  type UpdateProfileBody,
} from './schemas';
import { changePassword, login, updateProfile, type AuthDeps } from './service';

const ownAccount: RoutePolicy = { access: 'authenticated', scope: 'self' };

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  app.post<{ Body: LoginBody }>('/auth/login', { schema: loginSchema, config: { policy: publicRoute } }, (request) =>
    login(deps, request, request.body.email, request.body.password),
  );

  app.get('/auth/profile', { schema: profileSchema, config: { policy: ownAccount } }, async (request) => ({ user: request.user! }));

  app.put<{ Body: UpdateProfileBody }>('/auth/profile', { schema: updateProfileSchema, config: { policy: ownAccount } }, async (request) => {
    const user = await updateProfile(deps.db, request, request.body);
    return { user, message: 'Profile updated successfully' };
  });

  app.post<{ Body: ChangePasswordBody }>('/auth/change-password', { schema: changePasswordSchema, config: { policy: ownAccount } }, async (request) => {
    await changePassword(deps.db, request, request.body);
    return { message: 'Password changed successfully' };
  });
}
