import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ErrorBody,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  PasswordLinkParams,
  PasswordLinkResponse,
  ProfileResponse,
  SetPasswordBody,
  SetPasswordResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '@lab/shared';

// The auth routes' documentation and which contract schema each takes (@lab/shared's auth contract).
const tags = ['auth'];

export const loginSchema = {
  operationId: 'login',
  tags,
  summary: 'Sign in with email and password',
  body: LoginBody,
  response: { 200: LoginResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
};

export const logoutSchema = {
  operationId: 'logout',
  tags,
  summary: "Sign out: ends the caller's session, so its token is refused from now on",
  response: { 200: LogoutResponse },
};

export const profileSchema = {
  operationId: 'getProfile',
  tags,
  summary: 'The signed-in user',
  response: { 200: ProfileResponse },
};

export const updateProfileSchema = {
  operationId: 'updateProfile',
  tags,
  summary: "Update the signed-in user's name and phone",
  body: UpdateProfileBody,
  response: { 200: UpdateProfileResponse },
};

export const changePasswordSchema = {
  operationId: 'changePassword',
  tags,
  summary: "Change the signed-in user's password",
  body: ChangePasswordBody,
  response: { 200: ChangePasswordResponse },
};

export const passwordLinkSchema = {
  operationId: 'getPasswordLink',
  tags,
  summary: "A set-password link's state: whose it is and until when it works (400 when used, superseded or expired)",
  params: PasswordLinkParams,
  response: { 200: PasswordLinkResponse, 400: ErrorBody, 429: ErrorBody },
};

export const setPasswordSchema = {
  operationId: 'setPassword',
  tags,
  summary: "Choose a password through an account-setup or password-reset link (works once; ends the user's sessions)",
  body: SetPasswordBody,
  response: { 200: SetPasswordResponse, 400: ErrorBody, 429: ErrorBody },
};
