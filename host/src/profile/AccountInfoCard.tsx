import { formatDateTime, roleLabel, type SessionUser, USER_MESSAGES } from '@lab/shared';
import { Card, Descriptions } from 'antd';

export const NO_INSTITUTION = USER_MESSAGES.systemLevelAccess;

/** Read-only facts about the account: role, institution and dates. */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  const items = [
    { key: 'role', label: 'Role', children: <span style={{ textTransform: 'capitalize' }}>{roleLabel(user.role)}</span> },
    { key: 'institution', label: 'Institution', children: user.institution_name ?? NO_INSTITUTION },
    { key: 'created', label: 'Member Since', children: formatDateTime(user.created_at) },
    { key: 'updated', label: 'Last Updated', children: formatDateTime(user.updated_at) },
  ];
  return (
    <Card title="Account Information">
      <Descriptions column={1} items={items} data-testid="account-info" />
    </Card>
  );
}
