import type { SessionUser } from '@lab/shared';

/** What every CMS tab is given (its own file: the tabs and the table of panels both use it). */
export interface CmsTabProps {
  user: SessionUser;
}
