// The users API: the admin remote's list, detail and form, deactivation and the email sends. Each
// shape is a TypeBox schema: the API validates and documents with it, and its `Static` type is what
// the screens use.
import { Type, type Static } from './typebox';
import { ROLES } from '../access';
import { STORABLE_PERMISSIONS, USER_EMAIL_KINDS } from '../user-rules';
import { BoundedText, Id, IdList, Nullable, NullableId, NullableText, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';

export const USER_PATHS = {
  list: '/users',
  one: '/users/:id',
  deactivate: '/users/:id/deactivate',
  email: '/users/:id/emails/:kind',
} as const;

/** What every answer about a user says of them. */
const userFields = {
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: StringEnum(ROLES),
  phone: Nullable(Type.String()),
  institution_id: Nullable(Type.Integer()),
  institution_name: Nullable(Type.String()),
  is_active: Type.Boolean(),
};

const areaKeys = Type.Array(Type.String(), { description: 'Area keys as stored; a non-empty list overrides the role defaults, and unknown keys grant nothing.' });

/** The user as carried in the session (the `SessionUser` type). */
export const SessionUserSchema = Type.Object({
  ...userFields,
  institution_ids: Type.Array(Type.Integer(), { description: "Every institution the user works in: the primary one plus a clinician's additional ones." }),
  permissions: areaKeys,
  created_at: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
});

/**
 * GET /users. A user manager (super_admin, institution_admin with the users area) gets the
 * administration list: every user in their scope, 20 a page, filtered. Anyone else with the tests
 * area gets the order form's pickers only: `role=clinician&institution_id=N` or
 * `role=fulfillment_agent`, active users only.
 */
export const UserListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(20)),
    search: Type.Optional(BoundedText(100)),
    role: Type.Optional(StringEnum(ROLES)),
    institution_id: Type.Optional(Id),
    active: Type.Optional(Type.Boolean({ description: 'true: active only, false: inactive only; absent: both.' })),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuery>;

export const InstitutionRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type InstitutionRef = Static<typeof InstitutionRef>;

/** A user as listed (and as offered by the pickers: id, names, email, role). */
export const UserListItem = Type.Object({ ...userFields, created_at: Type.String() });
export type UserListItem = Static<typeof UserListItem>;

export const UserListResponse = Type.Object({ users: Type.Array(UserListItem), pagination: PaginationSchema });
export type UserListResponse = Static<typeof UserListResponse>;

/** GET /users/{id}. */
export const UserDetail = Type.Object({
  ...UserListItem.properties,
  institution_ids: Type.Array(Type.Integer(), { description: "A clinician's institutions, the primary one included; empty for other roles." }),
  institutions: Type.Array(InstitutionRef, { description: 'The same institutions with their names, by name.' }),
  permissions: Type.Array(Type.String(), { description: "Menu keys and CMS sub-permissions as stored; empty means the role's defaults apply." }),
  other_institution_count: Type.Integer({
    description: "How many institutions the user works in beyond those the viewer sees (their names stay hidden): a user shared with another institution is view-only for an institution's admin.",
  }),
  updated_at: Type.String(),
});
export type UserDetail = Static<typeof UserDetail>;

export const UserResponse = Type.Object({ user: UserDetail });
export type UserResponse = Static<typeof UserResponse>;

/**
 * POST /users and PUT /users/{id}. `password` is required on create and omitted (or blank) on
 * edit to keep the current one. `institution_id` and `permissions` are a super_admin's to set:
 * an institution_admin's users are of their own institution, with the role's default access.
 * `is_active` is read on edit only (a new user is active).
 */
export const UserWriteBody = Type.Object(
  {
    first_name: BoundedText(100),
    last_name: BoundedText(100),
    email: BoundedText(254),
    role: StringEnum(ROLES),
    phone: Type.Optional(NullableText(40)),
    password: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
    institution_id: Type.Optional(NullableId),
    institution_ids: Type.Optional(Type.Unsafe<number[]>({ ...IdList, description: "A clinician's institutions (at least one); ignored for other roles." })),
    permissions: Type.Optional(Type.Array(BoundedText(50), { maxItems: STORABLE_PERMISSIONS.length * 2 })),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UserWriteBody = Static<typeof UserWriteBody>;

/** POST /users/{id}/deactivate: the user's sessions end at once. */
export const DeactivateUserResponse = Type.Object({ user: UserDetail, message: Type.String() });
export type DeactivateUserResponse = Static<typeof DeactivateUserResponse>;

export const UserEmailParams = Type.Object({ id: Id, kind: StringEnum(USER_EMAIL_KINDS) });

const customEmailFields = Type.Object({
  subject: BoundedText(200),
  message: BoundedText(5000),
  include_login_info: Type.Optional(Type.Boolean({ description: "Adds the portal's sign-in address and the user's email (never a password)." })),
});
/** POST /users/{id}/emails/custom */
export type CustomEmailBody = Static<typeof customEmailFields>;

/**
 * POST /users/{id}/emails/{kind}'s body: none for account_setup and password_reset. Nothing is
 * required here: the service asks for custom's subject and message in its own words.
 */
export const UserEmailBody = Type.Unsafe<CustomEmailBody | null>({ type: ['object', 'null'], additionalProperties: false, properties: customEmailFields.properties });

export const UserEmailResponse = Type.Object({
  success: Type.Literal(true),
  kind: StringEnum(USER_EMAIL_KINDS),
  message: Type.String(),
  delivered: Type.Boolean({ description: 'false: no mail server is configured, the mail was only recorded' }),
});
export type UserEmailResponse = Static<typeof UserEmailResponse>;
