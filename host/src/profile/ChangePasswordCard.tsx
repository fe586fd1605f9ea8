import { FormField, useSubmit } from '@lab/shared/react';
import { Button, Card, Flex, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@lab/shared';
import { FormBanner } from './FormBanner';
import { changePassword } from './profile-api';

export const PASSWORDS_DIFFER = 'New passwords do not match';
export const PASSWORD_CHANGED = AUTH_MESSAGES.passwordChanged;
export const PASSWORD_CHANGE_FAILED = AUTH_MESSAGES.passwordChangeFailed;

/** Current, new and confirmed password; the 8-character minimum is a hint only (the server enforces it). */
export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [changed, setChanged] = useState(false);
  const change = useSubmit(changePassword, PASSWORD_CHANGE_FAILED);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChanged(false);
    if (next !== confirm) {
      change.setError(PASSWORDS_DIFFER);
      return;
    }
    if (!(await change.submit({ current_password: current, new_password: next }))) return;
    setCurrent('');
    setNext('');
    setConfirm('');
    setChanged(true);
  }

  return (
    <Card title="Change Password">
      <form onSubmit={submit} aria-label="Change password">
        <Flex vertical gap={16}>
          <FormBanner error={change.error} success={changed ? PASSWORD_CHANGED : null} />
          <FormField id="password-current" label="Current Password">
            <Input.Password id="password-current" name="current_password" required autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </FormField>
          <FormField id="password-new" label="New Password" hint="Minimum 8 characters">
            <Input.Password
              id="password-new"
              name="new_password"
              required
              autoComplete="new-password"
              aria-describedby="password-new-hint"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </FormField>
          <FormField id="password-confirm" label="Confirm New Password">
            <Input.Password id="password-confirm" name="confirm_password" required autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </FormField>
          <div>
            <Button type="primary" htmlType="submit" loading={change.busy} disabled={change.busy}>
              {change.busy ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
