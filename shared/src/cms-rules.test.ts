import { canEditCmsTab, canReadCmsTab, canViewCmsTab, hasCmsPermission, visibleCmsTabs } from './cms-rules';

const superAdmin = { role: 'super_admin' as const, institution_id: null, permissions: ['dashboard'] };
const adminA = { role: 'institution_admin' as const, institution_id: 1, permissions: [] };
const clinician = { role: 'clinician' as const, institution_id: 1, permissions: [] };
const clientAdmin = { role: 'client_admin' as const, institution_id: 1, permissions: ['dashboard', 'inventory'] };
const keys = (user: Parameters<typeof visibleCmsTabs>[0]) => visibleCmsTabs(user).map((t) => t.key);

describe('CMS rules', () => {
  it('shows a super_admin every tab whatever the permissions list holds', () => {
    expect(keys(superAdmin)).toHaveLength(12);
    expect(hasCmsPermission(superAdmin, 'cms_markers')).toBe(true);
  });

  it("shows an institution_admin with the role's defaults every tab but storage locations and reminders", () => {
    expect(keys(adminA)).toEqual(['sample_types', 'markers', 'panels', 'tube_types', 'statuses', 'collection_devices', 'labs', 'instruments', 'notification_logs', 'test_notifications']);
  });

  it('gates each tab by its CMS sub-permission when the list is set', () => {
    const markersOnly = { ...adminA, permissions: ['dashboard', 'cms', 'cms_markers'] };
    expect(keys(markersOnly)).toEqual(['markers', 'labs', 'instruments']);
    expect(canViewCmsTab({ ...adminA, permissions: ['dashboard', 'cms_markers'] }, 'markers')).toBe(false); // no cms area
    // the marker form's option lists come with any tab
    expect(canReadCmsTab(markersOnly, 'sample_types')).toBe(true);
    expect(canReadCmsTab(markersOnly, 'statuses')).toBe(false);
  });

  it('lets an institution_admin edit markers, panels and devices but only read the shared lists', () => {
    expect(canEditCmsTab(adminA, 'markers')).toBe(true);
    expect(canEditCmsTab(adminA, 'collection_devices')).toBe(true);
    expect(canEditCmsTab(adminA, 'sample_types')).toBe(false);
    expect(canEditCmsTab(adminA, 'labs')).toBe(false);
    expect(canEditCmsTab(adminA, 'notification_logs')).toBe(false);
    expect(canEditCmsTab(adminA, 'test_notifications')).toBe(true);
  });

  it('gives a client_admin storage locations only once granted cms and its sub-permission', () => {
    expect(keys(clientAdmin)).toEqual([]);
    expect(keys({ ...clientAdmin, permissions: ['dashboard', 'inventory', 'cms', 'cms_storage_locations'] })).toEqual(['storage_locations']);
    expect(canEditCmsTab({ ...clientAdmin, permissions: ['cms', 'cms_storage_locations', 'cms_markers'] }, 'markers')).toBe(false);
  });

  it('shows a clinician nothing, even with the keys', () => {
    expect(keys(clinician)).toEqual([]);
    expect(keys({ ...clinician, permissions: ['cms', 'cms_markers'] })).toEqual([]);
  });
});
