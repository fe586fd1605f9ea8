import { REMINDER_MESSAGES, REMINDER_PRESETS, SUBJECT_ADVICE_LENGTH } from '@lab/shared';
import { mockApi, type MockApi, type MockHandler } from '@lab/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderCms, setupUser, signIn } from '../test-fixtures';
import { sampleReminder } from './reminder-fixtures';
import { ReminderConfigModal } from './ReminderConfigModal';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const LIST = 'GET /cms/reminder-configs';
const dayBefore = REMINDER_PRESETS.find((p) => p.reminder_type === '24_hours_before')!;

function recording(key: string, reply: MockHandler) {
  const bodies: unknown[] = [];
  const routes = {
    [key]: ((request) => {
      bodies.push(request.body);
      return reply(request);
    }) as MockHandler,
  };
  return { bodies, routes };
}

function openModal(props: Partial<Parameters<typeof ReminderConfigModal>[0]> = {}) {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  render(<ReminderConfigModal existingTypes={[]} onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { onSaved, onCancel, dialog: screen.getByRole('dialog', { name: props.rule ? 'Edit Reminder Configuration' : 'Add Reminder Configuration' }) };
}

describe('reminder configuration dialog', () => {
  it('Quick Presets: a configured preset is disabled; picking one fills every field; saving closes and reloads', async () => {
    signIn('super_admin');
    const existing = sampleReminder('7_days_before');
    const created = sampleReminder('24_hours_before');
    const post = recording('POST /cms/reminder-configs', () => [201, { item: created }]);
    let list = [existing];
    api = mockApi({ [LIST]: () => [200, { items: list }], ...post.routes });
    const user = setupUser();
    renderCms('/cms?tab=reminder_configs');
    await user.click(await screen.findByRole('button', { name: /Quick Presets/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reminder Configuration' });
    const taken = within(dialog).getByRole('button', { name: /^One week before/ });
    expect(taken).toBeDisabled();
    expect(taken).toHaveTextContent('Already configured');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Three hours before/ })).toHaveFocus());

    const choice = within(dialog).getByRole('button', { name: /^The day before/ });
    await user.click(choice);
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('Reminder Type')).toHaveValue('24_hours_before');
    expect(within(dialog).getByLabelText('Time Value')).toHaveValue('24');
    expect(within(dialog).getByText('hours')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Email only' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByLabelText('Email Subject')).toHaveValue(dayBefore.subject_template);
    expect(within(dialog).getByLabelText('Email Message')).toHaveValue(dayBefore.message_template_email);
    expect(within(dialog).queryByLabelText('SMS Message')).not.toBeInTheDocument();

    list = [existing, created];
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reminder Configuration' })).not.toBeInTheDocument());
    const { name: _name, ...fields } = dayBefore;
    expect(post.bodies).toEqual([fields]);
    expect(await screen.findByRole('heading', { name: '24_hours_before' })).toBeInTheDocument();
    expect(api.calls).toEqual([LIST, 'POST /cms/reminder-configs', LIST]);
  });

  it('lists the placeholders and shows the texts of the chosen channels only', async () => {
    api = mockApi({});
    const user = setupUser();
    const { dialog } = openModal();
    expect(within(dialog).getByText(/Placeholders the texts may use/)).toHaveTextContent('{patient_name}, {test_name}, {test_datetime}, {test_date}, {test_time}, {institution_name}, {institution_phone}');
    expect(within(dialog).getByLabelText('Email Subject')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SMS Message')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'SMS only' }));
    expect(within(dialog).queryByLabelText('Email Subject')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email Message')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Email only' }));
    expect(within(dialog).getByLabelText('Email Message')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('SMS Message')).not.toBeInTheDocument();
  });

  it('advises a subject under 50 characters', async () => {
    api = mockApi({});
    const user = setupUser();
    const { dialog } = openModal();
    const subject = within(dialog).getByLabelText('Email Subject');
    await user.click(subject);
    await user.paste('s'.repeat(SUBJECT_ADVICE_LENGTH));
    expect(within(dialog).queryByText(REMINDER_MESSAGES.subjectAdvice)).not.toBeInTheDocument();
    await user.type(subject, 's');
    expect(within(dialog).getByText(REMINDER_MESSAGES.subjectAdvice)).toBeInTheDocument();
    expect(subject).toHaveAccessibleDescription(expect.stringContaining(REMINDER_MESSAGES.subjectAdvice));
  });

  it('counts the SMS live, and warns past 160 characters that it will be split (2 segments)', async () => {
    api = mockApi({});
    const user = setupUser();
    const { dialog } = openModal();
    const sms = within(dialog).getByLabelText('SMS Message');
    expect(within(dialog).getByText('0 characters · 0 segments')).toBeInTheDocument();
    await user.click(sms);
    await user.paste('x'.repeat(160));
    expect(within(dialog).getByText('160 characters · 1 segment')).toBeInTheDocument();
    expect(within(dialog).queryByText(REMINDER_MESSAGES.smsSplit(2))).not.toBeInTheDocument();
    await user.type(sms, 'y');
    expect(within(dialog).getByText('161 characters · 2 segments')).toBeInTheDocument();
    expect(within(dialog).getByText(REMINDER_MESSAGES.smsSplit(2))).toBeInTheDocument();
    expect(REMINDER_MESSAGES.smsSplit(2)).toContain('160');
  });

  it('checks the rule before calling: a blank type is refused without a call', async () => {
    api = mockApi({});
    const user = setupUser();
    const { dialog, onSaved } = openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.typeRequired);
    await user.type(within(dialog).getByLabelText('Reminder Type'), '2_days_before');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.emailTextsRequired);
    expect(api.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in a red banner, else 'Failed to save reminder configuration'", async () => {
    let reply: [number, unknown] = [409, { error: REMINDER_MESSAGES.typeTaken('3_hours_before') }];
    api = mockApi({ 'POST /cms/reminder-configs': () => reply });
    const user = setupUser();
    const { dialog, onSaved } = openModal({ startWithPresets: true });
    await user.click(within(dialog).getByRole('button', { name: /^Three hours before/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REMINDER_MESSAGES.typeTaken('3_hours_before'))).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveClass('ant-alert-error');
    reply = [500, {}];
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REMINDER_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a rule: the type is disabled, no presets, and PUT sends the whole rule', async () => {
    const rule = sampleReminder('3_hours_before');
    const put = recording('PUT /cms/reminder-configs/3_hours_before', () => [200, { item: rule }]);
    api = mockApi(put.routes);
    const user = setupUser();
    const { dialog, onSaved } = openModal({ rule, existingTypes: [rule.reminder_type] });
    expect(within(dialog).getByLabelText('Reminder Type')).toBeDisabled();
    expect(within(dialog).getByLabelText('Reminder Type')).toHaveValue('3_hours_before');
    expect(within(dialog).getByText('The reminder type cannot be changed.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /Start from a preset/ })).not.toBeInTheDocument();
    const value = within(dialog).getByLabelText('Time Value');
    await user.clear(value);
    await user.type(value, '4');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = rule;
    expect(put.bodies).toEqual([{ ...fields, time_value: 4, is_active: false }]);
  });
});
