import { AUDIT_MESSAGES, type AuditEntry } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditArea from './AuditArea';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  occurred_at: '2026-11-24T09:15:00.000Z',
  action: 'patient.viewed',
  entity_type: 'patient',
  entity_id: '12',
  actor_user_id: 5,
  actor_name: 'Emily Watson',
  institution_id: 1,
  details: null,
  ip: '10.0.0.8',
  user_agent: 'Mozilla/5.0 Chrome',
  ...overrides,
});
const page = (entries: AuditEntry[], total = entries.length) => [200, { entries, pagination: { page: 1, limit: 50, total, pages: Math.ceil(total / 50) } }] as [number, unknown];
const noUsers = [200, { users: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } }] as [number, unknown];

describe('audit trail', () => {
  it('lists who viewed or changed what, newest first, with where from', async () => {
    mockSession(testUser('institution_admin'));
    api = mockApi({
      'GET /audit': page([entry(2, { action: 'test_result.amended', entity_type: 'test_result', entity_id: '7', details: { reason: 'Wrong units' } }), entry(1)]),
      'GET /users': noUsers,
    });
    renderArea('/audit', AuditArea, '/audit');
    expect(await screen.findByRole('heading', { name: AUDIT_MESSAGES.title })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: AUDIT_MESSAGES.title });
    expect(await within(table).findByText('Test result amended')).toBeInTheDocument();
    expect(within(table).getByText('Test result #7')).toBeInTheDocument();
    expect(within(table).getByText('Patient viewed')).toBeInTheDocument();
    expect(within(table).getAllByText('Emily Watson')).toHaveLength(2);
    expect(within(table).getAllByText('10.0.0.8').length).toBeGreaterThan(0);
    expect(within(table).getByText('reason: Wrong units')).toBeInTheDocument();
  });

  it('keeps its filters in the address and sends them to the API', async () => {
    mockSession(testUser('super_admin'));
    const queries: unknown[] = [];
    api = mockApi({ 'GET /audit': ({ params }) => (queries.push(params), page([])), 'GET /users': noUsers });
    renderArea('/audit', AuditArea, '/audit?entity_type=patient&entity_id=12&from=2026-11-01');
    expect(await screen.findByText(AUDIT_MESSAGES.empty)).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ entity_type: 'patient', entity_id: '12', from: '2026-11-01', page: 1 });
    await userEvent.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ to: '2026-11-20', entity_id: '12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: 50 }));
  });

  it('says who may not read it', async () => {
    mockSession(testUser('clinician'));
    api = mockApi({});
    renderArea('/audit', AuditArea, '/audit');
    expect(await screen.findByText(AUDIT_MESSAGES.accessDenied)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
