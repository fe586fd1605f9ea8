import type { Role } from './access';

/** The user as carried in the session. */
export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  phone: string | null;
  institution_id: number | null;
  institution_name: string | null;
  /** Every institution the user works in: the primary one plus a clinician's additional ones. */
  institution_ids: number[];
  /** Area keys as stored; a non-empty list overrides the role defaults, and unknown keys grant nothing. */
  permissions: string[];
  is_active: boolean;
  created_at?: string;
  updated_at?: string;
}

export interface ApiErrorBody {
  error: string;
}

export interface Pagination {
  page: number;
  limit: number;
  /** Exact, or the cap (LIST_COUNT_CAP) when `total_capped`: a filtered list is never counted past it. */
  total: number;
  pages: number;
  /** True when there are more than `total` matches (a search or filter past the counting cap). */
  total_capped?: boolean;
}
