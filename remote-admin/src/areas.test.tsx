import { mockSession, testUser } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen } from '@testing-library/react';
import UsersArea from './users/UsersArea';
import InstitutionsArea from './institutions/InstitutionsArea';
import AnalyticsArea from './analytics/AnalyticsArea';
import CmsArea from './cms/CmsArea';

beforeEach(() => mockSession(testUser('super_admin')));

it.each([
  ['/users', UsersArea, 'Users'],
  ['/institutions', InstitutionsArea, 'Institutions'],
  ['/analytics', AnalyticsArea, 'Analytics'],
  ['/cms', CmsArea, 'CMS Fields'],
] as const)('%s shows its title', (path, Area, title) => {
  renderArea(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderArea('/users', UsersArea, '/users/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it('serves the cron monitoring page under /cms', () => {
  renderArea('/cms', CmsArea, '/cms/cron-monitoring');
  expect(screen.getByText('Cron Job Monitoring')).toBeInTheDocument();
});
