import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf, userAgentOf } from '../../platform/caller';
import { publicRoute, signedIn } from '../../platform/policy';
import { changePasswordSchema, loginSchema, logoutSchema, passwordLinkSchema, profileSchema, setPasswordSchema, updateProfileSchema } from './schemas';
import { describePasswordLink, setPasswordWithLink } from './set-password';
import { AUTH_MESSAGES, AUTH_PATHS, USER_MESSAGES } from '@lab/shared';
import { changePassword, login, logout, updateProfile, type AuthDeps } from './service';

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(AUTH_PATHS.login, { schema: loginSchema, config: { policy: publicRoute } }, (request) =>
    login(deps, { ip: request.ip, userAgent: userAgentOf(request) }, request.body.email, request.body.password),
  );

  api.post(AUTH_PATHS.logout, { schema: logoutSchema, config: { policy: signedIn } }, async (request) => {
    await logout(deps.db, callerOf(request));
    return { success: true as const };
  });

  api.get(AUTH_PATHS.profile, { schema: profileSchema, config: { policy: signedIn } }, async (request) => ({ user: request.user! }));

  api.put(AUTH_PATHS.profile, { schema: updateProfileSchema, config: { policy: signedIn } }, async (request) => {
    const user = await updateProfile(deps.db, callerOf(request), request.body);
    return { user, message: 'Profile updated successfully' };
  });

  api.post(AUTH_PATHS.changePassword, { schema: changePasswordSchema, config: { policy: signedIn } }, async (request) => {
    await changePassword(deps, callerOf(request), request.body);
    return { message: AUTH_MESSAGES.passwordChanged };
  });

  api.get(AUTH_PATHS.passwordLink, { schema: passwordLinkSchema, config: { policy: publicRoute } }, (request) =>
    describePasswordLink(deps.db, deps.throttle, { ip: request.ip }, request.params.token),
  );

  api.post(AUTH_PATHS.setPassword, { schema: setPasswordSchema, config: { policy: publicRoute } }, async (request) => {
    await setPasswordWithLink(deps.db, deps.throttle, { ip: request.ip }, request.body.token, request.body.password);
    return { message: USER_MESSAGES.passwordSet };
  });
}
