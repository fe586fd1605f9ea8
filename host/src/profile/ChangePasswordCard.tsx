import { errorText } from '@lab/shared/client';
import { Button, Card, Flex, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { FormBanner, type FormOutcome } from './FormBanner';
import { LabeledField } from './LabeledField';
import { changePassword } from './profile-api';

export const PASSWORDS_DIFFER = 'New passwords do not match';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';

/** Current, new and confirmed password; the 8-character minimum is a hint only (the server enforces it). */
export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (next !== confirm) {
      setOutcome({ type: 'error', text: PASSWORDS_DIFFER });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setOutcome({ type: 'success', text: PASSWORD_CHANGED });
    } catch (error) {
      setOutcome({ type: 'error', text: errorText(error, PASSWORD_CHANGE_FAILED) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Change Password">
      <form onSubmit={submit} aria-label="Change password">
        <Flex vertical gap={16}>
          <FormBanner outcome={outcome} />
          <LabeledField id="password-current" label="Current Password">
            <Input.Password id="password-current" name="current_password" required autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </LabeledField>
          <LabeledField id="password-new" label="New Password" hint="Minimum 8 characters">
            <Input.Password
              id="password-new"
              name="new_password"
              required
              autoComplete="new-password"
              aria-describedby="password-new-hint"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </LabeledField>
          <LabeledField id="password-confirm" label="Confirm New Password">
            <Input.Password id="password-confirm" name="confirm_password" required autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </LabeledField>
          <div>
            <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
              {busy ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
