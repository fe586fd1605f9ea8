import { RESULT_SAFETY_MESSAGES as S, type CriticalNotification } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { setupUser } from '../../test-requests/order/order-test-helpers';
import { criticalPotassium, sampleResultDetail, sodium } from '../result-fixtures';
import ResultsArea from '../ResultsArea';

jest.mock('../../test-requests/order/TestOrderFormPage', () => ({ TestOrderFormPage: () => null }));
jest.mock('../report/result-report', () => ({ saveResultReport: jest.fn() }));
jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const pending = sampleResultDetail({ status: 'reviewed', result_values: [criticalPotassium, sodium], critical_count: 1, critical_unacknowledged: true });
const callback: CriticalNotification = {
  id: 1,
  version: 1,
  values: [{ marker_id: 8, value: 7.2 }],
  notified_person: 'Dr Ada Obi',
  role: 'Ward registrar',
  method: 'phone',
  read_back: true,
  notified_at: '2026-11-22T10:00:00.000Z',
  notes: null,
  recorded_by_name: 'Test',
  recorded_by_lastname: 'User',
  recorded_at: '2026-11-22T10:01:00.000Z',
};
const told = { ...pending, critical_unacknowledged: false, critical_notifications: [callback] };

describe('critical values on the result detail', () => {
  it('says the call-back is pending, lists the values and holds the release back', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /results/123': [200, pending] });
    renderArea('/results', ResultsArea, '/results/123');
    const banner = (await screen.findByText(S.callbackPending)).closest('.ant-alert') as HTMLElement;
    expect(banner).toHaveAttribute('role', 'alert');
    expect(within(banner).getByText('Potassium: 7.2 mmol/L (Critical high)')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Record call-back/ })).toBeEnabled();
    const release = screen.getByRole('button', { name: /Mark as final/ });
    expect(release).toBeDisabled();
    expect(release).toHaveAccessibleDescription(S.criticalNotAcknowledged);

    const card = screen.getByText('Potassium', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Critical high')).toBeInTheDocument();
    expect(within(card).getByText('Critical limits: < 2.5 or > 6.5')).toBeInTheDocument();
    expect(within(card).getByText('Range for: Any sex, from 18 years')).toBeInTheDocument();
  });

  it('records the call-back through a labelled form, checks it first, shows the refusal, and then the recorded call-back', async () => {
    mockSession(testUser('lab_user'));
    const posted: unknown[] = [];
    let answer: [number, unknown] = [400, { error: S.notifiedAtFuture }];
    api = mockApi({
      'GET /results/123': [200, pending],
      'POST /results/123/critical-notifications': ({ body }) => {
        posted.push(body);
        return answer as [number, object];
      },
    });
    const user = setupUser();
    renderArea('/results', ResultsArea, '/results/123');
    const opened = dayjs().format('YYYY-MM-DDTHH:mm');
    await user.click(await screen.findByRole('button', { name: /Record call-back/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the call-back of critical values' });
    // the form starts at the current minute; the clock may turn a minute while the dialog opens
    const minutes = [opened, dayjs().format('YYYY-MM-DDTHH:mm')];
    expect(minutes).toContain((within(dialog).getByLabelText('Date and time of the call') as HTMLInputElement).value);
    expect(within(dialog).getByRole('combobox', { name: 'Method' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save call-back' }));
    expect(within(dialog).getByLabelText('Person notified')).toHaveAccessibleDescription(S.notificationRequired);
    expect(within(dialog).getByLabelText('Person notified')).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'They read the values back' })).toHaveAccessibleDescription(S.readBackRequired);
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Person notified'), 'Dr Ada Obi');
    await user.type(within(dialog).getByLabelText('Their role'), 'Ward registrar');
    await user.click(within(dialog).getByRole('checkbox', { name: 'They read the values back' }));
    // a datetime-local input takes its value whole (typed one key at a time it is never valid in between)
    fireEvent.change(within(dialog).getByLabelText('Date and time of the call'), { target: { value: '2026-11-22T10:00' } });
    await user.type(within(dialog).getByLabelText('Notes'), 'Repeat sample requested{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save call-back' }));
    expect(await within(dialog).findByText(S.notifiedAtFuture)).toBeInTheDocument();
    expect(posted[0]).toEqual({
      notified_person: 'Dr Ada Obi',
      role: 'Ward registrar',
      method: 'phone',
      read_back: true,
      notified_at: dayjs('2026-11-22T10:00').toISOString(),
      notes: 'Repeat sample requested',
    });

    answer = [201, told];
    await user.click(within(dialog).getByRole('button', { name: 'Save call-back' }));
    const done = (await screen.findByText(S.callbackDone)).closest('.ant-alert') as HTMLElement;
    expect(within(done).getByText(/^Dr Ada Obi \(Ward registrar\) by phone, .* · recorded by Test User$/)).toBeInTheDocument();
    expect(screen.queryByText(S.callbackPending)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Mark as final/ })).toBeEnabled();
  });
});

describe('the review step on the detail', () => {
  it('is disabled, with the reason, for the one who entered or last changed the values', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'GET /results/123': [200, sampleResultDetail({ entered_by: 7, values_by: 1 })] });
    renderArea('/results', ResultsArea, '/results/123');
    const review = await screen.findByRole('button', { name: /Mark as reviewed/ });
    expect(review).toBeDisabled();
    expect(review).toHaveAccessibleDescription(S.secondPerson);
    expect(screen.getByText(S.secondPerson)).toBeVisible();
  });

  it('asks a comment to release a value beyond its delta limit, and sends it', async () => {
    mockSession(testUser('lab_user'));
    const reviews: unknown[] = [];
    const failed = { ...sodium, delta: { previous_value: 128, previous_at: '2026-11-10T09:00:00.000Z', previous_result_id: 98, failed: true } };
    api = mockApi({
      'GET /results/123': [200, sampleResultDetail({ status: 'reviewed', result_values: [failed] })],
      'POST /results/123/review': ({ body }) => {
        reviews.push(body);
        return [200, sampleResultDetail({ status: 'final', result_values: [failed], released_by_name: 'Test', released_by_lastname: 'User', released_at: '2026-11-22T12:00:00.000Z', release_comment: 'Confirmed on repeat' })];
      },
    });
    const user = setupUser();
    renderArea('/results', ResultsArea, '/results/123');
    const card = (await screen.findByText('Sodium', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(/^Previous: 128 mmol\/L on /)).toBeInTheDocument();
    expect(within(card).getByText(S.deltaWarning)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Mark as final/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Release RES-000123 with a value beyond its delta limit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release with comment' }));
    expect(within(dialog).getByLabelText('Comment confirming the change')).toHaveAccessibleDescription('Please enter a comment confirming the change');
    expect(reviews).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Comment confirming the change'), 'Confirmed on repeat');
    await user.click(within(dialog).getByRole('button', { name: 'Release with comment' }));
    await waitFor(() => expect(reviews).toEqual([{ id: 123, status: 'final', delta_comment: 'Confirmed on repeat' }]));

    const staff = screen.getByText('Staff Information').closest('.ant-card') as HTMLElement;
    expect(await within(staff).findByText('Confirmed on repeat')).toBeInTheDocument();
    expect(within(staff).getByText('Release Comment')).toBeInTheDocument();
    expect(within(staff).getAllByText('Test User').length).toBeGreaterThan(0);
  });
});
