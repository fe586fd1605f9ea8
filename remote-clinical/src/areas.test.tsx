import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen } from '@testing-library/react';
import PatientsArea from './patients/PatientsArea';
import TestsArea from './test-requests/TestsArea';
import ResultsArea from './results/ResultsArea';
import { completedRequest, resultPage, sampleResultDetail } from './results/result-fixtures';

beforeEach(() => mockSession(testUser('super_admin')));

it.each([
  ['/tests', TestsArea, 'Test Requests'],
] as const)('%s shows its title', (path, Area, title) => {
  renderArea(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderArea('/patients', PatientsArea, '/patients/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

describe('the Test Results area', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi({
      'GET /results': [200, resultPage([])],
      'GET /results/recent-activity': [200, { activity: [] }],
      'GET /results/42': [200, sampleResultDetail({ id: 42 })],
      'GET /tests/requests': [200, { requests: [completedRequest()], pagination: { page: 1, limit: 100, total: 1, pages: 1 }, counts: { pending: 0, in_progress: 0, completed: 1, urgent: 0 } }],
    });
  });
  afterEach(() => api.restore());

  it.each([
    ['/results', 'Test Results'],
    ['/results/new', 'New Test Result'],
    ['/results/42', 'RES-000042'],
    ['/results/42/edit', 'Edit RES-000042'],
  ])('serves %s', async (url, heading) => {
    renderArea('/results', ResultsArea, url);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('answers an unknown page with a not-found result', () => {
    renderArea('/results', ResultsArea, '/results/42/edit/more');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
