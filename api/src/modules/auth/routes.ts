import type { FastifyInstance } from 'fastify';
import { callerOf, userAgentOf } from '../../platform/caller';
import { publicRoute, signedIn } from '../../platform/policy';
import type { ChangePasswordBody, ChangePasswordResponse, PasswordLinkResponse, SetPasswordBody, SetPasswordResponse, LoginBody, LoginResponse, LogoutResponse, ProfileResponse, UpdateProfileBody, UpdateProfileResponse } from '@lab/shared';
import { changePasswordSchema, loginSchema, logoutSchema, passwordLinkSchema, profileSchema, setPasswordSchema, updateProfileSchema } from './schemas';
import { describePasswordLink, setPasswordWithLink } from './set-password';
import { AUTH_MESSAGES, USER_MESSAGES } from '@lab/shared';
import { changePassword, login, logout, updateProfile, type AuthDeps } from './service';

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  app.post<{ Body: LoginBody }>('/auth/login', { schema: loginSchema, config: { policy: publicRoute } }, (request): Promise<LoginResponse> =>
    login(deps, { ip: request.ip, userAgent: userAgentOf(request) }, request.body.email, request.body.password),
  );

  app.post('/auth/logout', { schema: logoutSchema, config: { policy: signedIn } }, async (request): Promise<LogoutResponse> => {
    await logout(deps.db, callerOf(request));
    return { success: true };
  });

  app.get('/auth/profile', { schema: profileSchema, config: { policy: signedIn } }, async (request): Promise<ProfileResponse> => ({ user: request.user! }));

  app.put<{ Body: UpdateProfileBody }>('/auth/profile', { schema: updateProfileSchema, config: { policy: signedIn } }, async (request): Promise<UpdateProfileResponse> => {
    const user = await updateProfile(deps.db, callerOf(request), request.body);
    return { user, message: 'Profile updated successfully' };
  });

  app.post<{ Body: ChangePasswordBody }>('/auth/change-password', { schema: changePasswordSchema, config: { policy: signedIn } }, async (request): Promise<ChangePasswordResponse> => {
    await changePassword(deps, callerOf(request), request.body);
    return { message: AUTH_MESSAGES.passwordChanged };
  });

  app.get<{ Params: { token: string } }>('/auth/password-links/:token', { schema: passwordLinkSchema, config: { policy: publicRoute } }, (request): Promise<PasswordLinkResponse> =>
    describePasswordLink(deps.db, deps.throttle, { ip: request.ip }, request.params.token),
  );

  app.post<{ Body: SetPasswordBody }>('/auth/set-password', { schema: setPasswordSchema, config: { policy: publicRoute } }, async (request): Promise<SetPasswordResponse> => {
    await setPasswordWithLink(deps.db, deps.throttle, { ip: request.ip }, request.body.token, request.body.password);
    return { message: USER_MESSAGES.passwordSet };
  });
}
