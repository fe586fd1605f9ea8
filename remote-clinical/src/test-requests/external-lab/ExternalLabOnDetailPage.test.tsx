import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../order/order-test-helpers';
import TestsArea from '../TestsArea';
import { sampleDetail, sampleExternalLab } from '../test-fixtures';

// the order form has its own tests (order/)
jest.mock('../order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const complete = sampleExternalLab({
  api_enabled: true,
  provider: 'medilab',
  external_api_status: 'complete',
  external_lab_id: 'TASK-77',
  api_order_submitted_at: '2026-11-21T09:00:00Z',
  sample_received_at: '2026-11-22T10:30:00Z',
  api_results_received_at: '2026-11-23T14:05:00Z',
  can_fetch_results: true,
  result_id: 45,
});

const result = {
  id: 45,
  status: 'final',
  result_data: null,
  interpretation: null,
  entered_by_name: 'Emily',
  entered_by_lastname: 'Watson',
  entered_at: '2026-11-23T14:05:00Z',
  external_api_status: 'complete',
  external_lab_id: 'TASK-77',
  api_order_submitted_at: '2026-11-21T09:00:00Z',
  api_results_received_at: '2026-11-23T14:05:00Z',
  has_external_results: false,
};

describe('external lab panel on the test request detail', () => {
  it("takes the placeholder's place, and reloads the request after results are imported", async () => {
    const user = setupUser();
    mockSession(testUser('lab_user'));
    let imported = false;
    api = mockApi({
      'GET /tests/requests/123': () => [
        200,
        sampleDetail({ status: 'completed', result_id: 45, test_results: [{ ...result, interpretation: imported ? 'From the external lab' : null }], external_lab: complete }),
      ],
      'GET /results/45/api-status': [200, complete],
      'POST /external-api/medilab/fetch-results/123': () => {
        imported = true;
        return [200, { success: true, imported: true, result_id: 45, status: { ...complete, has_external_data: true } }];
      },
    });
    renderArea('/tests', TestsArea, '/tests/123');
    const panel = await screen.findByTestId('external-lab-panel');
    expect(screen.queryByTestId('external-lab-panel-slot')).not.toBeInTheDocument();
    expect(within(panel).getByText('External Lab Integration')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Fetch Results/ }));
    expect(await within(panel).findByText('Results imported')).toBeInTheDocument();
    expect(await screen.findByText('From the external lab')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c === 'GET /tests/requests/123')).toHaveLength(2));
  });
});
