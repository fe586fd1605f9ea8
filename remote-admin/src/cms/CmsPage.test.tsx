import { CMS_MESSAGES, CMS_SUB_PERMISSIONS, cmsTab, defaultPermissionsFor } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, within } from '@testing-library/react';
import { CMS_PAGE_TITLE } from './CmsPage';
import { monitoringRoutes } from './monitoring/monitoring-fixtures';
import { currentUrl, items, renderCms, setupUser, signIn } from './test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
beforeEach(() => {
  api = mockApi({
    'GET /cms/sample-types': items([]),
    'GET /cms/markers': items([]),
    'GET /cms/storage-locations': items([]),
    'GET /cms/labs': items([]),
    'GET /cms/notification-stats': [200, { total_notifications: 0, successful_notifications: 0, email_notifications: 0, sms_notifications: 0 }],
    'GET /cms/notification-logs': [200, { notifications: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } }],
    // the Monitoring button's page
    ...monitoringRoutes(),
  });
});
afterEach(() => api.restore());

/** Waits for the open tab's list to answer (no update after the test). */
const loaded = async (empty: string = CMS_MESSAGES.noItems) => expect(await screen.findByText(empty)).toBeInTheDocument();
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const BUILT = ['Sample Types', 'Markers', 'Panels', 'Tube Types', 'Statuses', 'Collection Devices', 'Storage Locations', 'Labs', 'Instruments', 'Notification Logs', 'Reminder Configurations', 'Test Notifications'];

describe('CMS page', () => {
  it('shows a super_admin the title, Monitoring and every tab', async () => {
    signIn('super_admin');
    renderCms();
    expect(await screen.findByRole('heading', { name: CMS_PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Monitoring/ })).toBeInTheDocument();
    expect(tabNames()).toEqual(BUILT);
    expect(screen.getByRole('tab', { name: 'Sample Types' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Manage dynamic form fields for test requests')).toBeInTheDocument();
    await loaded();
    expect(api.calls).toContain('GET /cms/sample-types');
  });

  it('shows an institution_admin every tab but Storage Locations and Reminder Configurations', async () => {
    signIn('institution_admin');
    renderCms();
    expect(tabNames()).toEqual(BUILT.filter((t) => t !== 'Storage Locations' && t !== 'Reminder Configurations'));
    // cron monitoring is the super_admin's (canViewMonitoring)
    expect(screen.queryByRole('button', { name: /Monitoring/ })).not.toBeInTheDocument();
    await loaded();
  });

  it('hides Markers from a user without cms_markers', async () => {
    signIn('institution_admin', { permissions: [...defaultPermissionsFor('institution_admin').filter((p) => p !== 'cms_markers')] });
    renderCms();
    expect(screen.queryByRole('tab', { name: 'Markers' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Panels' })).toBeInTheDocument();
    await loaded();
  });

  it('shows a client_admin given cms and cms_storage_locations only Storage Locations', async () => {
    signIn('client_admin', { permissions: ['dashboard', 'cms', 'cms_storage_locations'] });
    renderCms();
    expect(tabNames()).toEqual(['Storage Locations']);
    await loaded();
    expect(api.calls).toContain('GET /cms/storage-locations');
  });

  it("says 'Access Denied' to a user with no CMS tab, and loads nothing", () => {
    signIn('clinician');
    renderCms();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(CMS_MESSAGES.pageDenied)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('denies a client_admin without the cms area', () => {
    signIn('client_admin', { permissions: ['dashboard', ...CMS_SUB_PERMISSIONS] });
    renderCms();
    expect(screen.getByText(CMS_MESSAGES.pageDenied)).toBeInTheDocument();
  });

  it.each([
    ['labs', 'Manage laboratory facilities and assignments', CMS_MESSAGES.noItems],
    ['notification_logs', 'Monitor email and SMS notifications', CMS_MESSAGES.noLogs],
    ['test_notifications', 'Test email and SMS configuration', null],
    ['markers', 'Manage dynamic form fields for test requests', CMS_MESSAGES.noItems],
  ] as const)('opens ?tab=%s with its subtitle', async (key, subtitle, empty) => {
    signIn('super_admin');
    renderCms(`/cms?tab=${key}`);
    expect(screen.getByRole('tab', { name: cmsTab(key).label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    if (empty) await loaded(empty);
  });

  it('puts the open tab in the address and changes the subtitle', async () => {
    signIn('super_admin');
    const user = setupUser();
    renderCms();
    await user.click(screen.getByRole('tab', { name: 'Labs' }));
    expect(currentUrl(screen)).toBe('/cms?tab=labs');
    expect(screen.getByText('Manage laboratory facilities and assignments')).toBeInTheDocument();
    await loaded();
    expect(api.calls).toContain('GET /cms/labs');
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    signIn('super_admin');
    const user = setupUser();
    renderCms();
    await loaded();
    const first = screen.getByRole('tab', { name: 'Sample Types' });
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([first]);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Markers' })).toHaveFocus();
    expect(currentUrl(screen)).toBe('/cms?tab=markers');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Markers');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Test Notifications' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sample Types' })).toHaveFocus();
    await loaded();
  });

  it('opens the first tab for a tab the user may not see', async () => {
    signIn('institution_admin');
    renderCms('/cms?tab=storage_locations');
    expect(screen.getByRole('tab', { name: 'Sample Types' })).toHaveAttribute('aria-selected', 'true');
    await loaded();
  });

  it('goes to cron monitoring from the Monitoring button', async () => {
    signIn('super_admin');
    const user = setupUser();
    renderCms();
    await loaded();
    await user.click(screen.getByRole('button', { name: /Monitoring/ }));
    expect(currentUrl(screen)).toBe('/cms/cron-monitoring');
    expect(within(document.body).getByRole('heading', { name: 'Cron Job Monitoring' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'System Health' })).toBeInTheDocument();
  });
});
