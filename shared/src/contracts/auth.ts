// The auth API: sign-in, sign-out, own profile.
import { Type, type Static } from './typebox';
import type { SessionUser } from '../types';

/** POST /auth/login */
export interface LoginBody {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

/** POST /auth/logout: the caller's token is refused from then on. */
export interface LogoutResponse {
  success: true;
}

/** GET /auth/profile */
export interface ProfileResponse {
  user: SessionUser;
}

/** PUT /auth/profile: the email cannot be changed. */
export interface UpdateProfileBody {
  first_name: string;
  last_name: string;
  phone?: string | null;
}

export interface UpdateProfileResponse {
  user: SessionUser;
  message: string;
}

/** POST /auth/change-password: the server checks the new password's length and refuses leaked ones. */
export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}

export interface ChangePasswordResponse {
  message: string;
}

/** POST /auth/forgot-password (public): a reset link for one's own account, mailed if it exists. */
export const ForgotPasswordBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** The same message whether or not the address has an account. */
export const ForgotPasswordResponse = Type.Object({ message: Type.String() });
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;
