import { ROLES, USER_EMAIL_KINDS, STORABLE_PERMISSIONS, ErrorBody, IdList, IdParams, Id, PageLimit, NullableId, NullableText, PageNumber, BoundedText } from '@lab/shared';

const TAGS = ['users'];

const userListItem = {
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
    is_active: { type: 'boolean' },
    created_at: { type: 'string' },
  },
} as const;

const userDetail = {
  type: 'object',
  properties: {
    ...userListItem.properties,
    institution_ids: { type: 'array', items: { type: 'integer' } },
    institutions: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
    permissions: { type: 'array', items: { type: 'string' } },
    other_institution_count: { type: 'integer' },
    updated_at: { type: 'string' },
  },
} as const;

const pagination = {
  type: 'object',
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, pages: { type: 'integer' }, total_capped: { type: 'boolean' } },
} as const;

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

export const listUsersSchema = {
  operationId: 'listUsers',
  tags: TAGS,
  summary:
    "Users: for super_admin and an institution's admin (or a client_admin given the users area) every user they may see, 20 a page, by name; for anyone else with the tests area only the order form's pickers (role=fulfillment_agent, or role=clinician&institution_id), active users",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: PageNumber,
      limit: PageLimit(20),
      search: BoundedText(100),
      role: { type: 'string', enum: ROLES },
      institution_id: Id,
      active: { type: 'boolean' },
    },
  },
  response: { 200: { type: 'object', properties: { users: { type: 'array', items: userListItem }, pagination } }, ...errors },
} as const;

export const getUserSchema = {
  operationId: 'getUser',
  tags: TAGS,
  summary: 'One user (404 outside what the caller may see)',
  params: IdParams,
  response: { 200: { type: 'object', properties: { user: userDetail } }, ...errors },
} as const;

const writeProperties = {
  first_name: BoundedText(100),
  last_name: BoundedText(100),
  email: BoundedText(254),
  role: { type: 'string', enum: ROLES },
  phone: NullableText(40),
  password: { type: ['string', 'null'], maxLength: 256 },
  institution_id: NullableId,
  institution_ids: IdList,
  permissions: { type: 'array', maxItems: STORABLE_PERMISSIONS.length * 2, items: BoundedText(50) },
  is_active: { type: 'boolean' },
} as const;

const writeBody = { type: 'object', required: ['first_name', 'last_name', 'email', 'role'], additionalProperties: false, properties: writeProperties } as const;

export const createUserSchema = {
  operationId: 'createUser',
  tags: TAGS,
  summary: 'Add a user (super_admin; an institution_admin for their own institution, roles and areas within their own)',
  body: writeBody,
  response: { 201: { type: 'object', properties: { user: userDetail } }, ...errors },
} as const;

export const updateUserSchema = {
  operationId: 'updateUser',
  tags: TAGS,
  summary: 'Edit a user; a blank password keeps the current one, is_active false ends their sessions',
  params: IdParams,
  body: writeBody,
  response: { 200: { type: 'object', properties: { user: userDetail } }, ...errors },
} as const;

export const deactivateUserSchema = {
  operationId: 'deactivateUser',
  tags: TAGS,
  summary: 'Deactivate a user: their sessions end at once and they cannot sign in (not oneself)',
  params: IdParams,
  response: { 200: { type: 'object', properties: { user: userDetail, message: { type: 'string' } } }, ...errors },
} as const;

export const sendUserEmailSchema = {
  operationId: 'sendUserEmail',
  tags: TAGS,
  summary:
    'Mail an active user: account_setup or password_reset (a single-use set-password link, valid 24 h, never a password), or custom (subject, message, include_login_info); recorded in the notification log',
  params: { type: 'object', required: ['id', 'kind'], properties: { id: Id, kind: { type: 'string', enum: USER_EMAIL_KINDS } } },
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { subject: BoundedText(200), message: BoundedText(5000), include_login_info: { type: 'boolean' } },
  },
  response: { 200: { type: 'object', properties: { success: { type: 'boolean' }, kind: { type: 'string' }, message: { type: 'string' } } }, ...errors, 502: ErrorBody },
} as const;

export const forgotPasswordSchema = {
  operationId: 'forgotPassword',
  tags: ['auth'],
  summary: 'Ask for a password-reset link for one\'s own account (the same answer whether or not the address has one; limited per account and client)',
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
  },
  response: { 200: { type: 'object', properties: { message: { type: 'string' } } }, 400: ErrorBody, 429: ErrorBody },
} as const;
