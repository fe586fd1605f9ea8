import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen } from '@testing-library/react';
import UsersArea from './users/UsersArea';
import InstitutionsArea from './institutions/InstitutionsArea';
import AnalyticsArea from './analytics/AnalyticsArea';
import CmsArea from './cms/CmsArea';
import InterfacesArea from './interfaces/InterfacesArea';
import { CMS_PAGE_TITLE } from './cms/CmsPage';
import { monitoringRoutes } from './cms/monitoring/monitoring-fixtures';

let api: MockApi;
beforeEach(() => {
  mockSession(testUser('super_admin'));
  // the lists load on open; empty answers keep the titles the only thing under test
  const emptySummary = { total: 0, active_this_month: 0, recently_added: 0, with_email: 0, with_phone: 0, with_address: 0, newest: [] };
  api = mockApi({
    'GET /users': [200, { users: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }],
    'GET /institutions/my': [200, { institutions: [] }],
    'GET /institutions': [200, { institutions: [], summary: emptySummary }],
    // the CMS page opens on its first tab
    'GET /cms/sample-types': [200, { items: [] }],
    // and cron monitoring on its three calls
    ...monitoringRoutes(),
    // the analytics overview on its four lists
    'GET /analytics/test-types': [200, { test_types: [] }],
    'GET /analytics/user-activity': [200, { users: [] }],
    'GET /analytics/audit-summary': [200, { audit_summary: [] }],
    'GET /analytics/institutions': [200, { institutions: [] }],
    // the Interfaces page on its message log
    'GET /interfaces/messages': [200, { data: [], pagination: { page: 1, limit: 25, total: 0, pages: 0 }, counts: {} }],
    'GET /interfaces/instruments': [200, { data: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } }],
  });
});
afterEach(() => api.restore());

it.each([
  ['/users', UsersArea, 'Users'],
  ['/institutions', InstitutionsArea, 'Institutions'],
  ['/analytics', AnalyticsArea, 'Analytics'],
  ['/cms', CmsArea, CMS_PAGE_TITLE],
  ['/interfaces', InterfacesArea, 'Interfaces'],
] as const)('%s shows its title', async (path, Area, title) => {
  renderArea(path, Area, path);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderArea('/users', UsersArea, '/users/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it('serves the cron monitoring page under /cms', async () => {
  renderArea('/cms', CmsArea, '/cms/cron-monitoring');
  expect(screen.getByRole('heading', { name: 'Cron Job Monitoring' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Scheduler Status' })).toBeInTheDocument();
});
