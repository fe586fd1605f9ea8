import {
  DeactivateUserResponse,
  ErrorBody,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  IdParams,
  UserEmailBody,
  UserEmailParams,
  UserEmailResponse,
  UserListQuery,
  UserListResponse,
  UserResponse,
  UserWriteBody,
} from '@lab/shared';

// The users routes' documentation and which contract schema each takes (@lab/shared's users contract).
const tags = ['users'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const listUsersSchema = {
  operationId: 'listUsers',
  tags,
  summary:
    "Users: for super_admin and an institution's admin (or a client_admin given the users area) every user they may see, 20 a page, by name; for anyone else with the tests area only the order form's pickers (role=fulfillment_agent, or role=clinician&institution_id), active users",
  querystring: UserListQuery,
  response: { 200: UserListResponse, ...errors },
};

export const getUserSchema = {
  operationId: 'getUser',
  tags,
  summary: 'One user (404 outside what the caller may see)',
  params: IdParams,
  response: { 200: UserResponse, ...errors },
};

export const createUserSchema = {
  operationId: 'createUser',
  tags,
  summary: 'Add a user (super_admin; an institution_admin for their own institution, roles and areas within their own)',
  body: UserWriteBody,
  response: { 201: UserResponse, ...errors },
};

export const updateUserSchema = {
  operationId: 'updateUser',
  tags,
  summary: 'Edit a user; a blank password keeps the current one, is_active false ends their sessions',
  params: IdParams,
  body: UserWriteBody,
  response: { 200: UserResponse, ...errors },
};

export const deactivateUserSchema = {
  operationId: 'deactivateUser',
  tags,
  summary: 'Deactivate a user: their sessions end at once and they cannot sign in (not oneself)',
  params: IdParams,
  response: { 200: DeactivateUserResponse, ...errors },
};

export const sendUserEmailSchema = {
  operationId: 'sendUserEmail',
  tags,
  summary:
    'Mail an active user: account_setup or password_reset (a single-use set-password link, valid 24 h, never a password), or custom (subject, message, include_login_info); recorded in the notification log',
  params: UserEmailParams,
  body: UserEmailBody,
  response: { 200: UserEmailResponse, ...errors, 502: ErrorBody },
};

export const forgotPasswordSchema = {
  operationId: 'forgotPassword',
  tags: ['auth'],
  summary: "Ask for a password-reset link for one's own account (the same answer whether or not the address has one; limited per account and client)",
  body: ForgotPasswordBody,
  response: { 200: ForgotPasswordResponse, 400: ErrorBody, 429: ErrorBody },
};
