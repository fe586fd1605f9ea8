import { mockSession, testUser } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen } from '@testing-library/react';
import PatientsArea from './patients/PatientsArea';
import TestsArea from './tests/TestsArea';
import ResultsArea from './results/ResultsArea';

beforeEach(() => mockSession(testUser('super_admin')));

it.each([
  ['/tests', TestsArea, 'Test Requests'],
  ['/results', ResultsArea, 'Test Results'],
] as const)('%s shows its title', (path, Area, title) => {
  renderArea(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderArea('/patients', PatientsArea, '/patients/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it.each([
  ['/results/new', 'New'],
  ['/results/42', 'Record 42'],
  ['/results/42/edit', 'Edit record 42'],
])('serves %s', (url, page) => {
  renderArea('/results', ResultsArea, url);
  expect(screen.getByText(page)).toBeInTheDocument();
});
