import type { Static } from './contracts/typebox';
import type { PaginationSchema } from './contracts/schema-pieces';
import type { SessionUserSchema } from './contracts/users';

/** The user as carried in the session: see SessionUserSchema. */
export type SessionUser = Static<typeof SessionUserSchema>;

export interface ApiErrorBody {
  error: string;
}

/** A list page's position: see PaginationSchema. */
export type Pagination = Static<typeof PaginationSchema>;
