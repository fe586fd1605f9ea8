import { ROLES, USER_EMAIL_KINDS, STORABLE_PERMISSIONS } from '@lab/shared';
import { errorBody, idListSchema, idParams, idSchema, limitSchema, nullableIdSchema, nullableTextSchema, pageSchema, textSchema } from '../../platform/http-schemas';

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

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;

export const listUsersSchema = {
  tags: TAGS,
  summary:
    "Users: for super_admin and an institution's admin (or a client_admin given the users area) every user they may see, 20 a page, by name; for anyone else with the tests area only the order form's pickers (role=fulfillment_agent, or role=clinician&institution_id), active users",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: pageSchema,
      limit: limitSchema(20),
      search: textSchema(100),
      role: { type: 'string', enum: ROLES },
      institution_id: idSchema,
      active: { type: 'boolean' },
    },
  },
  response: { 200: { type: 'object', properties: { users: { type: 'array', items: userListItem }, pagination } }, ...errors },
} as const;

export const getUserSchema = {
  tags: TAGS,
  summary: 'One user (404 outside what the caller may see)',
  params: idParams,
  response: { 200: { type: 'object', properties: { user: userDetail } }, ...errors },
} as const;

const writeProperties = {
  first_name: textSchema(100),
  last_name: textSchema(100),
  email: textSchema(254),
  role: { type: 'string', enum: ROLES },
  phone: nullableTextSchema(40),
  password: { type: ['string', 'null'], maxLength: 256 },
  institution_id: nullableIdSchema,
  institution_ids: idListSchema,
  permissions: { type: 'array', maxItems: STORABLE_PERMISSIONS.length * 2, items: textSchema(50) },
  is_active: { type: 'boolean' },
} as const;

const writeBody = { type: 'object', required: ['first_name', 'last_name', 'email', 'role'], additionalProperties: false, properties: writeProperties } as const;

export const createUserSchema = {
  tags: TAGS,
  summary: 'Add a user (super_admin; an institution_admin for their own institution, roles and areas within their own)',
  body: writeBody,
  response: { 201: { type: 'object', properties: { user: userDetail } }, ...errors },
} as const;

export const updateUserSchema = {
  tags: TAGS,
  summary: 'Edit a user; a blank password keeps the current one, is_active false ends their sessions',
  params: idParams,
  body: writeBody,
  response: { 200: { type: 'object', properties: { user: userDetail } }, ...errors },
} as const;

export const deactivateUserSchema = {
  tags: TAGS,
  summary: 'Deactivate a user: their sessions end at once and they cannot sign in (not oneself)',
  params: idParams,
  response: { 200: { type: 'object', properties: { user: userDetail, message: { type: 'string' } } }, ...errors },
} as const;

export const sendUserEmailSchema = {
  tags: TAGS,
  summary:
    'Mail an active user: account_setup or password_reset (a single-use set-password link, valid 24 h, never a password), or custom (subject, message, include_login_info); recorded in the notification log',
  params: { type: 'object', required: ['id', 'kind'], properties: { id: idSchema, kind: { type: 'string', enum: USER_EMAIL_KINDS } } },
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { subject: textSchema(200), message: textSchema(5000), include_login_info: { type: 'boolean' } },
  },
  response: { 200: { type: 'object', properties: { success: { type: 'boolean' }, kind: { type: 'string' }, message: { type: 'string' } } }, ...errors, 502: errorBody },
} as const;

export const forgotPasswordSchema = {
  tags: ['auth'],
  summary: 'Ask for a password-reset link for one\'s own account (the same answer whether or not the address has one; limited per account and client)',
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
  },
  response: { 200: { type: 'object', properties: { message: { type: 'string' } } }, 400: errorBody, 429: errorBody },
} as const;
