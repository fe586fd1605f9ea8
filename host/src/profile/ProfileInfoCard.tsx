import { AUTH_MESSAGES, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { FormField, useSubmit } from '@lab/shared/react';
import { Button, Card, Flex, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { FormBanner } from './FormBanner';
import { updateProfile } from './profile-api';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = AUTH_MESSAGES.profileUpdateFailed;

/** First name, last name and phone; the email is shown but cannot be changed. */
export function ProfileInfoCard({ user, onSaved }: { user: SessionUser; onSaved(user: SessionUser): void }) {
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [updated, setUpdated] = useState(false);
  const update = useSubmit(async () => {
    const saved = await updateProfile({ first_name: firstName, last_name: lastName, phone });
    useSession.getState().setUser(saved); // the top bar greeting follows
    onSaved(saved);
  }, PROFILE_UPDATE_FAILED);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUpdated(false);
    setUpdated(await update.submit());
  }

  return (
    <Card title="Profile Information">
      <form onSubmit={submit} aria-label="Profile information">
        <Flex vertical gap={16}>
          <FormBanner error={update.error} success={updated ? PROFILE_UPDATED : null} />
          <Flex gap={16} wrap>
            <div style={{ flex: '1 1 220px' }}>
              <FormField id="profile-first-name" label="First Name">
                <Input id="profile-first-name" name="first_name" required autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
              </FormField>
            </div>
            <div style={{ flex: '1 1 220px' }}>
              <FormField id="profile-last-name" label="Last Name">
                <Input id="profile-last-name" name="last_name" required autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
              </FormField>
            </div>
          </Flex>
          <FormField id="profile-email" label="Email Address" hint="Email address cannot be changed">
            <Input id="profile-email" type="email" value={user.email} readOnly variant="filled" aria-describedby="profile-email-hint" />
          </FormField>
          <FormField id="profile-phone" label="Phone Number">
            <Input id="profile-phone" name="phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </FormField>
          <div>
            <Button type="primary" htmlType="submit" loading={update.busy} disabled={update.busy}>
              {update.busy ? 'Updating...' : 'Update Profile'}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
