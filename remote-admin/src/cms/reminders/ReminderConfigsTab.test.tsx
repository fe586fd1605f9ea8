import { formatDateTime, REMINDER_MESSAGES } from '@lab/shared';
import { mockApi, testUser, type MockApi } from '@lab/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderCms, setupUser, signIn } from '../test-fixtures';
import { ReminderConfigsTab } from './ReminderConfigsTab';
import { sampleReminder } from './reminder-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const LIST = 'GET /cms/reminder-configs';
const SMS = 'Hi {patient_name}, your {test_name} is on {test_date} at {test_time}. Call {institution_phone} to rearrange.';
const weekBefore = sampleReminder('7_days_before', { message_template_sms: SMS });
const hourBefore = sampleReminder('1_hour_before', { is_active: false });
const rules = [weekBefore, hourBefore];

const card = (type: string) => screen.getByRole('region', { name: type });
const openTab = () => renderCms('/cms?tab=reminder_configs');

describe('reminder configurations tab', () => {
  beforeEach(() => signIn('super_admin'));

  it('is a tab of the CMS page with its subtitle, and shows one card per rule', async () => {
    api = mockApi({ [LIST]: [200, { items: rules }] });
    openTab();
    expect(screen.getByRole('tab', { name: 'Reminder Configurations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Configure automated reminder settings')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '7_days_before' })).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent)).toEqual(['7_days_before', '1_hour_before']);
    expect(screen.getByRole('button', { name: /Quick Presets/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Custom Reminder/ })).toBeInTheDocument();
  });

  it('shows the offset, the badges, the previews with sample data, the SMS counts and the dates', async () => {
    api = mockApi({ [LIST]: [200, { items: rules }] });
    openTab();
    await screen.findByRole('heading', { name: '7_days_before' });
    const week = card('7_days_before');
    expect(within(week).getByText('7 days before test')).toBeInTheDocument();
    for (const badge of ['Email', 'SMS', 'Active']) expect(within(week).getByText(badge)).toBeInTheDocument();
    expect(within(week).getByText('Previews with sample data')).toBeInTheDocument();
    expect(within(week).getByText('Email subject preview')).toBeInTheDocument();
    expect(within(week).getByText('Your Full Blood Count is in one week')).toBeInTheDocument();
    expect(within(week).getByText(/^Dear Jane Doe,/)).toBeInTheDocument();
    expect(within(week).getByText(/^Hi Jane Doe, your Full Blood Count is on Tuesday 1 December 2026 at 12:00\./)).toBeInTheDocument();
    expect(within(week).getByText('108 characters · 1 segment')).toBeInTheDocument();
    expect(within(week).getByText(`Created ${formatDateTime(weekBefore.created_at)} · Last updated ${formatDateTime(weekBefore.updated_at)}`)).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Deactivate 7_days_before' })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Edit 7_days_before' })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Delete 7_days_before' })).toBeInTheDocument();

    // an SMS-only, inactive rule: no email previews
    const hour = card('1_hour_before');
    expect(within(hour).getByText('1 hour before test')).toBeInTheDocument();
    expect(within(hour).getByText('SMS')).toBeInTheDocument();
    expect(within(hour).queryByText('Email')).not.toBeInTheDocument();
    expect(within(hour).getByText('Inactive')).toBeInTheDocument();
    expect(within(hour).queryByText('Email subject preview')).not.toBeInTheDocument();
    expect(within(hour).getByText('SMS preview')).toBeInTheDocument();
    expect(within(hour).getByRole('button', { name: 'Activate 1_hour_before' })).toBeInTheDocument();
  });

  it('hides the SMS preview of an email-only rule', async () => {
    api = mockApi({ [LIST]: [200, { items: [sampleReminder('24_hours_before')] }] });
    openTab();
    const day = await screen.findByRole('region', { name: '24_hours_before' });
    expect(within(day).getByText('24 hours before test')).toBeInTheDocument();
    expect(within(day).getByText('Email message preview')).toBeInTheDocument();
    expect(within(day).queryByText('SMS preview')).not.toBeInTheDocument();
    expect(within(day).queryByText('SMS')).not.toBeInTheDocument();
  });

  it('Deactivate and Activate send the whole rule with is_active flipped', async () => {
    const bodies: unknown[] = [];
    api = mockApi({
      [LIST]: [200, { items: rules }],
      'PUT /cms/reminder-configs/7_days_before': ({ body }) => {
        bodies.push(body);
        return [200, { item: { ...weekBefore, is_active: false } }];
      },
      'PUT /cms/reminder-configs/1_hour_before': ({ body }) => {
        bodies.push(body);
        return [200, { item: { ...hourBefore, is_active: true } }];
      },
    });
    const user = setupUser();
    openTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate 7_days_before' }));
    expect(await within(card('7_days_before')).findByRole('button', { name: 'Activate 7_days_before' })).toBeInTheDocument();
    expect(within(card('7_days_before')).getByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate 1_hour_before' }));
    expect(await within(card('1_hour_before')).findByRole('button', { name: 'Deactivate 1_hour_before' })).toBeInTheDocument();
    const whole = ({ id: _id, created_at: _c, updated_at: _u, ...fields }: typeof weekBefore) => fields;
    expect(bodies).toEqual([
      { ...whole(weekBefore), is_active: false },
      { ...whole(hourBefore), is_active: true },
    ]);
  });

  it("alerts the server's error, else 'Failed to update reminder configuration', when a toggle fails", async () => {
    api = mockApi({
      [LIST]: [200, { items: rules }],
      'PUT /cms/reminder-configs/7_days_before': [404, { error: REMINDER_MESSAGES.notFound }],
      'PUT /cms/reminder-configs/1_hour_before': [500, {}],
    });
    const user = setupUser();
    openTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate 7_days_before' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.notFound);
    await user.click(screen.getByRole('button', { name: 'Activate 1_hour_before' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.updateFailed));
    expect(within(card('1_hour_before')).getByText('Inactive')).toBeInTheDocument();
  });

  it('asks with the exact text before deleting, then calls DELETE and reloads', async () => {
    let answers = [rules, [hourBefore]];
    api = mockApi({
      [LIST]: () => {
        const [now, ...rest] = answers;
        answers = rest.length ? rest : [now];
        return [200, { items: now }];
      },
      'DELETE /cms/reminder-configs/7_days_before': [200, { message: 'Reminder configuration deleted' }],
    });
    const user = setupUser();
    openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete 7_days_before' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete reminder configuration?' });
    expect(within(dialog).getByText(REMINDER_MESSAGES.deleteConfirm('7_days_before'))).toBeInTheDocument();
    expect(REMINDER_MESSAGES.deleteConfirm('7_days_before')).toBe('Are you sure you want to delete the "7_days_before" reminder configuration? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '7_days_before' })).not.toBeInTheDocument());
    expect(api.calls).toEqual([LIST, 'DELETE /cms/reminder-configs/7_days_before', LIST]);
  });

  it("does nothing when the deletion is cancelled, and alerts 'Failed to delete reminder configuration' when it fails", async () => {
    api = mockApi({ [LIST]: [200, { items: rules }], 'DELETE /cms/reminder-configs/1_hour_before': [500, {}] });
    const user = setupUser();
    openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete 1_hour_before' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete reminder configuration?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([LIST]);
    await user.click(screen.getByRole('button', { name: 'Delete 1_hour_before' }));
    const dialogs = await screen.findAllByRole('dialog', { name: 'Delete reminder configuration?' });
    await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.deleteFailed);
    expect(card('1_hour_before')).toBeInTheDocument();
  });

  it('offers Create Custom Reminder and Use Preset when there is no rule', async () => {
    api = mockApi({ [LIST]: [200, { items: [] }] });
    const user = setupUser();
    openTab();
    expect(await screen.findByText('No reminder configurations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Custom Reminder' }));
    const custom = await screen.findByRole('dialog', { name: 'Add Reminder Configuration' });
    expect(within(custom).getByLabelText('Reminder Type')).toHaveValue('');
    await waitFor(() => expect(within(custom).getByLabelText('Reminder Type')).toHaveFocus());
    expect(within(custom).getByLabelText('Time Value')).toHaveValue('7');
    expect(within(custom).getByText('days')).toBeInTheDocument();
    expect(within(custom).getByRole('radio', { name: 'Email and SMS' })).toBeChecked();
    expect(within(custom).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(within(custom).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reminder Configuration' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Use Preset' }));
    const preset = await screen.findByRole('dialog', { name: 'Add Reminder Configuration' });
    expect(within(preset).getByRole('group', { name: /Start from a preset/ })).toBeInTheDocument();
    await waitFor(() => expect(within(preset).getByRole('button', { name: /^One week before/ })).toHaveFocus());
  });

  it("shows 'Failed to fetch reminder configurations' with Retry, which loads again", async () => {
    let fail = true;
    api = mockApi({ [LIST]: () => (fail ? [500, {}] : [200, { items: rules }]) });
    const user = setupUser();
    openTab();
    expect(await screen.findByText(REMINDER_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Custom Reminder/ })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '7_days_before' })).toBeInTheDocument();
    expect(screen.queryByText(REMINDER_MESSAGES.fetchFailed)).not.toBeInTheDocument();
    expect(api.calls).toEqual([LIST, LIST]);
  });
});

describe('reminder configurations for a user who is not super_admin', () => {
  it("says 'Access Denied' and loads nothing", () => {
    api = mockApi({});
    render(<ReminderConfigsTab user={testUser('institution_admin')} />);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(REMINDER_MESSAGES.denied)).toBeInTheDocument();
    expect(REMINDER_MESSAGES.denied).toBe('Only Super Admins can manage reminder configurations.');
    expect(api.calls).toEqual([]);
  });

  it('is not a tab for an institution_admin', async () => {
    signIn('institution_admin');
    api = mockApi({ 'GET /cms/sample-types': [200, { items: [] }] });
    renderCms('/cms?tab=reminder_configs');
    expect(screen.queryByRole('tab', { name: 'Reminder Configurations' })).not.toBeInTheDocument();
    expect(await screen.findByText('No items found')).toBeInTheDocument();
  });
});
