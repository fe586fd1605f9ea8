// The auth API: sign-in, sign-out, own profile, and the public password links. Each shape is a
// TypeBox schema: the API validates and documents with it, and its `Static` type is what the
// screens use.
import type { UserEmailKind } from '../user-rules';
import { Nullable, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';
import { SessionUserSchema } from './users';

export { AUTH_PATHS } from './auth-paths';

const email = Type.String({ format: 'email', maxLength: 254 });
const password = Type.String({ maxLength: 256 });
const message = Type.String();

export const LoginBody = Type.Object({ email, password: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String(), user: SessionUserSchema });
export type LoginResponse = Static<typeof LoginResponse>;

/** POST /auth/logout: the caller's token is refused from then on. */
export const LogoutResponse = Type.Object({ success: Type.Literal(true) });
export type LogoutResponse = Static<typeof LogoutResponse>;

export const ProfileResponse = Type.Object({ user: SessionUserSchema });
export type ProfileResponse = Static<typeof ProfileResponse>;

/** PUT /auth/profile: the email cannot be changed. */
export const UpdateProfileBody = Type.Object(
  { first_name: Type.String({ maxLength: 100 }), last_name: Type.String({ maxLength: 100 }), phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))) },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const UpdateProfileResponse = Type.Object({ user: SessionUserSchema, message });
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;

/** POST /auth/change-password: the server checks the new password's length and refuses leaked ones. */
export const ChangePasswordBody = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 256 }), new_password: password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ChangePasswordResponse = Type.Object({ message });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** POST /auth/forgot-password (public): a reset link for one's own account, mailed if it exists. */
export const ForgotPasswordBody = Type.Object({ email }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** The same message whether or not the address has an account. */
export const ForgotPasswordResponse = Type.Object({ message });
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

const token = Type.String({ minLength: 1, maxLength: 200 });

export const PasswordLinkParams = Type.Object({ token });

/** The emails that carry a set-password link. */
const LINK_KINDS = ['account_setup', 'password_reset'] as const satisfies readonly UserEmailKind[];

/** GET /auth/password-links/{token}: whether the host's set-password page may show its form. */
export const PasswordLinkResponse = Type.Object({
  email: Type.String(),
  first_name: Type.String(),
  kind: StringEnum(LINK_KINDS),
  expires_at: Type.String(),
});
export type PasswordLinkResponse = Static<typeof PasswordLinkResponse>;

/** POST /auth/set-password (public): the link's token and the chosen password (8+ characters). */
export const SetPasswordBody = Type.Object({ token, password }, { additionalProperties: false });
export type SetPasswordBody = Static<typeof SetPasswordBody>;

export const SetPasswordResponse = Type.Object({ message });
export type SetPasswordResponse = Static<typeof SetPasswordResponse>;
