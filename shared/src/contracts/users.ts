// The users API: the admin remote's list, detail
// and form, deactivation, the email sends, and the host's set-password page.
import type { Role } from '../access';
import type { Pagination } from '../types';
import type { UserEmailKind } from '../user-rules';

/**
 * GET /users. A user manager (super_admin, institution_admin with the users area) gets the
 * administration list: every user in their scope, 20 a page, filtered. Anyone else with the tests
 * area gets the order form's pickers only: `role=clinician&institution_id=N` or
 * `role=fulfillment_agent`, active users only.
 */
export interface UserListQuery {
  page?: number;
  limit?: number;
  /** Name or email, case-insensitive. */
  search?: string;
  role?: Role;
  /** Users working in this institution (primary or a clinician's additional one). */
  institution_id?: number;
  /** true: active only, false: inactive only; absent: both. */
  active?: boolean;
}

export interface InstitutionRef {
  id: number;
  name: string;
}

/** A user as listed (and as offered by the pickers: id, names, email, role). */
export interface UserListItem {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  phone: string | null;
  institution_id: number | null;
  institution_name: string | null;
  is_active: boolean;
  created_at: string;
}

export interface UserListResponse {
  users: UserListItem[];
  pagination: Pagination;
}

/** GET /users/{id}. */
export interface UserDetail extends UserListItem {
  /**
   * A clinician's institutions, the primary one included (ids and names, by name); empty for
   * other roles. The product's clinician_institution_ids (comma list) and clinician_institutions
   * (display text) are these, as arrays.
   */
  institution_ids: number[];
  institutions: InstitutionRef[];
  /** Menu keys and CMS sub-permissions as stored; empty means the role's defaults apply. */
  permissions: string[];
  /**
   * How many institutions the user works in beyond those the viewer sees (their names stay
   * hidden): a user shared with another institution is view-only for an institution's admin.
   */
  other_institution_count: number;
  updated_at: string;
}

export interface UserResponse {
  user: UserDetail;
}

/**
 * POST /users and PUT /users/{id}. `password` is required on create and omitted (or blank) on
 * edit to keep the current one. `institution_id` and `permissions` are a super_admin's to set:
 * an institution_admin's users are of their own institution, with the role's default access.
 * `is_active` is read on edit only (a new user is active).
 */
export interface UserWriteBody {
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  phone?: string | null;
  password?: string;
  institution_id?: number | null;
  /** A clinician's institutions (at least one); ignored for other roles. */
  institution_ids?: number[];
  permissions?: string[];
  is_active?: boolean;
}

/** POST /users/{id}/deactivate: the user's sessions end at once. */
export interface DeactivateUserResponse {
  user: UserDetail;
  message: string;
}

/** POST /users/{id}/emails/custom */
export interface CustomEmailBody {
  subject: string;
  message: string;
  /** Adds the portal's sign-in address and the user's email (never a password). */
  include_login_info?: boolean;
}

/** POST /users/{id}/emails/{kind}: account_setup and password_reset take no body. */
export interface UserEmailResponse {
  success: true;
  kind: UserEmailKind;
  message: string;
}

/** GET /auth/password-links/{token}: whether the host's set-password page may show its form. */
export interface PasswordLinkResponse {
  email: string;
  first_name: string;
  kind: Exclude<UserEmailKind, 'custom'>;
  expires_at: string;
}

/** POST /auth/set-password (public): the link's token and the chosen password (8+ characters). */
export interface SetPasswordBody {
  token: string;
  password: string;
}

export interface SetPasswordResponse {
  message: string;
}
