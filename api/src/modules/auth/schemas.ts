import { ErrorBody } from '@lab/shared';

const sessionUser = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: { type: 'string' },
    phone: { type: ['string', 'null'] },
    institution_id: { type: ['integer', 'null'] },
    institution_name: { type: ['string', 'null'] },
    institution_ids: { type: 'array', items: { type: 'integer' } },
    permissions: { type: 'array', items: { type: 'string' } },
    is_active: { type: 'boolean' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;


export const loginSchema = {
  operationId: 'login',
  tags: ['auth'],
  summary: 'Sign in with email and password',
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 256 },
    },
  },
  response: {
    200: { type: 'object', properties: { token: { type: 'string' }, user: sessionUser } },
    401: ErrorBody,
    403: ErrorBody,
    429: ErrorBody,
  },
} as const;

export const logoutSchema = {
  operationId: 'logout',
  tags: ['auth'],
  summary: "Sign out: ends the caller's session, so its token is refused from now on",
  response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } },
} as const;

export const profileSchema = {
  operationId: 'getProfile',
  tags: ['auth'],
  summary: 'The signed-in user',
  response: { 200: { type: 'object', properties: { user: sessionUser } } },
} as const;

export const updateProfileSchema = {
  operationId: 'updateProfile',
  tags: ['auth'],
  summary: "Update the signed-in user's name and phone",
  body: {
    type: 'object',
    required: ['first_name', 'last_name'],
    additionalProperties: false,
    properties: {
      first_name: { type: 'string', maxLength: 100 },
      last_name: { type: 'string', maxLength: 100 },
      phone: { type: ['string', 'null'], maxLength: 40 },
    },
  },
  response: { 200: { type: 'object', properties: { user: sessionUser, message: { type: 'string' } } } },
} as const;

export const changePasswordSchema = {
  operationId: 'changePassword',
  tags: ['auth'],
  summary: "Change the signed-in user's password",
  body: {
    type: 'object',
    required: ['current_password', 'new_password'],
    additionalProperties: false,
    properties: {
      current_password: { type: 'string', minLength: 1, maxLength: 256 },
      new_password: { type: 'string', maxLength: 256 },
    },
  },
  response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
} as const;

const tokenSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const passwordLinkSchema = {
  operationId: 'getPasswordLink',
  tags: ['auth'],
  summary: "A set-password link's state: whose it is and until when it works (400 when used, superseded or expired)",
  params: { type: 'object', required: ['token'], properties: { token: tokenSchema } },
  response: {
    200: { type: 'object', properties: { email: { type: 'string' }, first_name: { type: 'string' }, kind: { type: 'string' }, expires_at: { type: 'string' } } },
    400: ErrorBody,
    429: ErrorBody,
  },
} as const;

export const setPasswordSchema = {
  operationId: 'setPassword',
  tags: ['auth'],
  summary: "Choose a password through an account-setup or password-reset link (works once; ends the user's sessions)",
  body: {
    type: 'object',
    required: ['token', 'password'],
    additionalProperties: false,
    properties: { token: tokenSchema, password: { type: 'string', maxLength: 256 } },
  },
  response: { 200: { type: 'object', properties: { message: { type: 'string' } } }, 400: ErrorBody, 429: ErrorBody },
} as const;
