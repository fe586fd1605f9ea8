import { mockSession, testUser } from '@lab/shared/testing';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import UsersArea from './users/UsersArea';
import InstitutionsArea from './institutions/InstitutionsArea';
import AnalyticsArea from './analytics/AnalyticsArea';
import CmsArea from './cms/CmsArea';

/** Mounts an area the way the host does: under '<path>/*' of the host's router. */
function renderAt(path: string, Area: ComponentType, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`${path}/*`} element={<Area />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => mockSession(testUser('super_admin')));

it.each([
  ['/users', UsersArea, 'Users'],
  ['/institutions', InstitutionsArea, 'Institutions'],
  ['/analytics', AnalyticsArea, 'Analytics'],
  ['/cms', CmsArea, 'CMS Fields'],
] as const)('%s shows its title', (path, Area, title) => {
  renderAt(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderAt('/users', UsersArea, '/users/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it('serves the cron monitoring page under /cms', () => {
  renderAt('/cms', CmsArea, '/cms/cron-monitoring');
  expect(screen.getByText('Cron Job Monitoring')).toBeInTheDocument();
});
