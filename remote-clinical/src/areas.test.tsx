import { mockSession, testUser } from '@lab/shared/testing';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import PatientsArea from './patients/PatientsArea';
import TestsArea from './tests/TestsArea';
import ResultsArea from './results/ResultsArea';

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
  ['/patients', PatientsArea, 'Patients'],
  ['/tests', TestsArea, 'Test Requests'],
  ['/results', ResultsArea, 'Test Results'],
] as const)('%s shows its title', (path, Area, title) => {
  renderAt(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderAt('/patients', PatientsArea, '/patients/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it.each([
  ['/patients/new', 'New'],
  ['/patients/42', 'Record 42'],
  ['/patients/42/edit', 'Edit record 42'],
])('serves %s', (url, page) => {
  renderAt('/patients', PatientsArea, url);
  expect(screen.getByText(page)).toBeInTheDocument();
});
