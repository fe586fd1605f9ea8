// The CMS page's tabs and who may use them. The API's CMS and
// notification routes ask these; the admin remote asks the same to show tabs and buttons.
import { type AccessSubject, canAccess, isSuperAdmin, type Role } from './access';
import { defaultPermissionsFor, type CmsSubPermission } from './user-rules';

/** The CMS page's tabs, in the product's order. */
export const CMS_TAB_KEYS = [
  'sample_types',
  'markers',
  'panels',
  'tube_types',
  'statuses',
  'collection_devices',
  'storage_locations',
  'labs',
  'instruments',
  'notification_logs',
  'reminder_configs',
  'test_notifications',
] as const;
export type CmsTabKey = (typeof CMS_TAB_KEYS)[number];

/** The generic tabs (one table, one add/edit modal) and their API sections (/cms/{section}). */
export const CMS_GENERIC_SECTIONS = {
  sample_types: 'sample-types',
  markers: 'markers',
  panels: 'panels',
  tube_types: 'tube-types',
  statuses: 'statuses',
  labs: 'labs',
} as const;
export type CmsGenericTab = keyof typeof CMS_GENERIC_SECTIONS;
export type CmsSection = (typeof CMS_GENERIC_SECTIONS)[CmsGenericTab];
export const CMS_SECTIONS = Object.values(CMS_GENERIC_SECTIONS) as readonly CmsSection[];

export function isCmsGenericTab(key: CmsTabKey): key is CmsGenericTab {
  return key in CMS_GENERIC_SECTIONS;
}

const ADMINS: readonly Role[] = ['super_admin', 'institution_admin'];
const SUPER: readonly Role[] = ['super_admin'];

export interface CmsTabRule {
  key: CmsTabKey;
  label: string;
  /** Who sees the tab (and may read its data). */
  roles: readonly Role[];
  /** Who may add, edit, toggle and delete in it (a subset of `roles`). */
  editors: readonly Role[];
  /** The CMS sub-permission the tab also needs; null: the cms area alone. */
  permission: CmsSubPermission | null;
  /** The page subtitle while the tab is open. */
  subtitle: string;
  /** The item's name in messages: 'Failed to delete {item}. ...' */
  item: string;
}

const FORM_FIELDS = 'Manage dynamic form fields for test requests';

/**
 * Who edits what (docs/areas/cms.md says why):
 * - sample types, tube types, statuses and labs serve every institution, so only a super_admin
 *   edits them; an institution_admin sees them read-only;
 * - markers and panels: an institution_admin edits their own institution's;
 * - collection devices: super_admin and institution_admin manage them;
 * - storage locations: super_admin and client_admin; a client_admin reaches the
 *   CMS page only for this tab, when given the cms menu key and cms_storage_locations;
 * - instruments (analyzers): an institution_admin keeps their own institution's, a super_admin
 *   every one;
 * - Labs has no sub-permission of its own: the cms area is enough; Test Notifications goes with
 *   cms_notification_logs.
 */
export const CMS_TABS: readonly CmsTabRule[] = [
  { key: 'sample_types', label: 'Sample Types', roles: ADMINS, editors: SUPER, permission: 'cms_sample_types', subtitle: FORM_FIELDS, item: 'sample type' },
  { key: 'markers', label: 'Markers', roles: ADMINS, editors: ADMINS, permission: 'cms_markers', subtitle: FORM_FIELDS, item: 'marker' },
  { key: 'panels', label: 'Panels', roles: ADMINS, editors: ADMINS, permission: 'cms_panels', subtitle: FORM_FIELDS, item: 'panel' },
  { key: 'tube_types', label: 'Tube Types', roles: ADMINS, editors: SUPER, permission: 'cms_tube_types', subtitle: FORM_FIELDS, item: 'tube type' },
  { key: 'statuses', label: 'Statuses', roles: ADMINS, editors: SUPER, permission: 'cms_statuses', subtitle: FORM_FIELDS, item: 'status' },
  { key: 'collection_devices', label: 'Collection Devices', roles: ADMINS, editors: ADMINS, permission: 'cms_collection_devices', subtitle: FORM_FIELDS, item: 'collection device' },
  { key: 'storage_locations', label: 'Storage Locations', roles: ['super_admin', 'client_admin'], editors: ['super_admin', 'client_admin'], permission: 'cms_storage_locations', subtitle: FORM_FIELDS, item: 'storage location' },
  { key: 'labs', label: 'Labs', roles: ADMINS, editors: SUPER, permission: null, subtitle: 'Manage laboratory facilities and assignments', item: 'lab' },
  { key: 'instruments', label: 'Instruments', roles: ADMINS, editors: ADMINS, permission: null, subtitle: 'Connect analyzers: their addresses and test codes', item: 'instrument' },
  { key: 'notification_logs', label: 'Notification Logs', roles: ADMINS, editors: [], permission: 'cms_notification_logs', subtitle: 'Monitor email and SMS notifications', item: 'notification log' },
  { key: 'reminder_configs', label: 'Reminder Configurations', roles: SUPER, editors: SUPER, permission: null, subtitle: 'Configure automated reminder settings', item: 'reminder configuration' },
  { key: 'test_notifications', label: 'Test Notifications', roles: ADMINS, editors: ADMINS, permission: 'cms_notification_logs', subtitle: 'Test email and SMS configuration', item: 'test notification' },
];

export function cmsTab(key: CmsTabKey): CmsTabRule {
  return CMS_TABS.find((t) => t.key === key)!;
}

/**
 * Whether the user holds a CMS sub-permission: super_admin always; otherwise the permissions list
 * when it is not empty, else the role's defaults (super_admin and institution_admin get all).
 */
export function hasCmsPermission(user: AccessSubject, permission: CmsSubPermission): boolean {
  if (isSuperAdmin(user)) return true;
  const list = user.permissions && user.permissions.length > 0 ? user.permissions : defaultPermissionsFor(user.role);
  return list.includes(permission);
}

/** The tab is shown to the user, and its data may be read by them through the CMS routes. */
export function canViewCmsTab(user: AccessSubject | null | undefined, key: CmsTabKey): boolean {
  if (!user || !canAccess(user, 'cms')) return false;
  const tab = cmsTab(key);
  return tab.roles.includes(user.role) && (tab.permission === null || hasCmsPermission(user, tab.permission));
}

/** The user may add, edit, toggle and delete in the tab (markers and panels: only their own institution's). */
export function canEditCmsTab(user: AccessSubject | null | undefined, key: CmsTabKey): boolean {
  return !!user && canViewCmsTab(user, key) && cmsTab(key).editors.includes(user.role);
}

/**
 * The option lists the CMS forms fill from (the marker form's sample and tube types, the panel
 * form's sample types and markers, the device form's tube types): whoever sees any CMS tab may read them.
 */
const CMS_OPTION_LISTS: readonly CmsTabKey[] = ['sample_types', 'tube_types', 'markers'];

/** The user may read the tab's list through the CMS routes (other areas' readers are the API's business). */
export function canReadCmsTab(user: AccessSubject | null | undefined, key: CmsTabKey): boolean {
  return canViewCmsTab(user, key) || (CMS_OPTION_LISTS.includes(key) && visibleCmsTabs(user).length > 0);
}

/** The tabs the user sees, in order. */
export function visibleCmsTabs(user: AccessSubject | null | undefined): CmsTabRule[] {
  return CMS_TABS.filter((t) => canViewCmsTab(user, t.key));
}

/** A super_admin picks the institutions of a marker or panel (none: global); others get their own. */
export function picksItemInstitutions(user: AccessSubject | null | undefined): boolean {
  return isSuperAdmin(user);
}

/** The CMS texts and the server's own. */
export const CMS_MESSAGES = {
  // shown under the 'Access Denied' title, as its explanation
  pageDenied: "You don't have permission to manage CMS fields.",
  collectionDevicesDenied: "You don't have permission to manage collection devices.",
  remindersDenied: 'Only Super Admins can manage reminder configurations.',
  noItems: 'No items found',
  noLogs: 'No notification logs found',
  saveFailed: 'Failed to save item',
  deleteFailed: (item: string) => `Failed to delete ${item}. It may be in use by other records.`,
  fetchFailed: (items: string) => `Failed to fetch ${items}`,
  saveFailedOf: (item: string) => `Failed to save ${item}`,
  deleteFailedOf: (item: string) => `Failed to delete ${item}`,
  updateFailedOf: (item: string) => `Failed to update ${item}`,
  global: 'Global',
  noContact: 'No contact info',
  testEmailRequired: 'Please enter a valid email address',
  testPhoneRequired: 'Please enter a valid phone number',
  testEmailSent: (email: string) => `✅ Test email sent successfully to ${email}`,
  testSmsSent: (phone: string) => `✅ Test SMS sent successfully to ${phone}`,
  // no carrier is configured: the message is kept by the portal and reached nobody
  testEmailRecorded: (email: string) => `Test email to ${email} recorded, not delivered: no SMTP server is configured (SMTP_URL)`,
  testSmsRecorded: (phone: string) => `Test SMS to ${phone} recorded, not delivered: no SMS provider is configured (SMS_PROVIDER)`,
  testEmailFailed: (reason: string) => `❌ Failed to send test email: ${reason}`,
  testSmsFailed: (reason: string) => `❌ Failed to send test SMS: ${reason}`,
  phoneHint: 'Include the country code',
  // server texts
  nameRequired: 'Name is required',
  maxCapacityInvalid: 'Max capacity must be a whole number of at least 1',
  sortOrderInvalid: 'Sort order must be a whole number of at least 0',
  volumeInvalid: 'Sample volume must be a number of at least 0',
  rangeInvalid: 'Range minimum cannot be above range maximum',
  panelSampleTypeRequired: 'Choose the sample type of the panel before its markers',
  panelMarkersMismatch: (names: string[]) => `These markers do not accept the panel's sample type: ${names.join(', ')}`,
  nameTaken: (item: string, name: string) => `A ${item} named "${name}" already exists`,
  inUse: (item: string, name: string, uses: string[]) => `The ${item} "${name}" is used by ${uses.join(', ')} and cannot be deleted. Mark it inactive instead.`,
  sharedItem: (item: string) => `This ${item} is shared with other institutions, so only a super administrator can change it.`,
  sharedOwner: 'Shared',
  itemNotFound: (item: string) => `${item.charAt(0).toUpperCase()}${item.slice(1)} not found`,
  unknownReferences: (item: string, missing: readonly (string | number)[]) => `Unknown ${item}: ${missing.join(', ')}`,
  statusInUse: (status: string, uses: readonly string[]) =>
    `The status "${status}" is used by ${uses.join(', ')} and cannot be renamed. Add a new status and mark this one inactive instead.`,
  notificationLogsDenied: "You don't have permission to view notification logs",
  testNotificationsDenied: "You don't have permission to send test notifications",
} as const;
