// Who may read and write a CMS section: the tab rules of @lab/shared (cms-rules.ts), plus the
// other areas that read two of the lists.
import { canAccess, canEditCmsTab, canReadCmsTab, CMS_MESSAGES, may, type SessionUser } from '@lab/shared';
import { forbidden } from '../../platform/errors';
import { SECTION_RULES, type CmsSectionKey } from './sections';

/** Readers of a list beyond the CMS page: the order form and the Labs tab (sample types), the inventory form (storage locations). */
const OTHER_READERS: Partial<Record<CmsSectionKey, (user: SessionUser) => boolean>> = {
  'sample-types': (user) => canAccess(user, 'tests') || may(user, 'labs.assign'),
  'storage-locations': (user) => canAccess(user, 'inventory'),
};

const deniedText = (section: CmsSectionKey) => (section === 'collection-devices' ? CMS_MESSAGES.collectionDevicesDenied : CMS_MESSAGES.pageDenied);

export function requireReader(user: SessionUser, section: CmsSectionKey): void {
  if (canReadCmsTab(user, SECTION_RULES[section].tab) || OTHER_READERS[section]?.(user)) return;
  throw forbidden(deniedText(section));
}

/** Add, edit, toggle and delete (markers and panels: only the caller's institution's, checked by the service). */
export function requireEditor(user: SessionUser, section: CmsSectionKey): void {
  if (!canEditCmsTab(user, SECTION_RULES[section].tab)) throw forbidden(deniedText(section));
}

export const canEditSection = (user: SessionUser, section: CmsSectionKey): boolean => canEditCmsTab(user, SECTION_RULES[section].tab);
