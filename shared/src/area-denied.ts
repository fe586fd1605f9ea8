// What an 'Access Denied' page says when a user opens an area they may not use. The host shows it
// before loading a remote; the remotes show the same text when the area opens but the role may not.
import { ANALYTICS_MESSAGES } from './analytics-rules';
import type { AreaKey } from './access';
import { CMS_MESSAGES } from './cms-rules';
import { INSTITUTION_MESSAGES } from './contracts/institutions';
import { RESULT_MESSAGES } from './result-rules';
import { USER_MESSAGES } from './user-rules';

export const AREA_DENIED_TEXT = "You don't have permission to view this page.";

/** A form's path: /area/new or /area/{id}/edit. */
const isFormPath = (path: string) => /\/(new|[^/]+\/edit)\/?$/.test(path);

/** The area's own denial text for the area and page (results, users, institutions, CMS and analytics have one), else the generic one. */
export function areaDeniedText(area: AreaKey, path: string): string {
  if (area === 'results') return isFormPath(path) ? RESULT_MESSAGES.enterDenied : RESULT_MESSAGES.viewDenied;
  if (area === 'users') return USER_MESSAGES.manageDenied;
  if (area === 'institutions') return INSTITUTION_MESSAGES.manageDenied;
  if (area === 'cms') return CMS_MESSAGES.pageDenied;
  if (area === 'analytics') return ANALYTICS_MESSAGES.denied;
  return AREA_DENIED_TEXT;
}
