import { formatDateTime, isClinician, ROLE_DESCRIPTIONS, USER_MESSAGES, type UserDetail } from '@lab/shared';
import { RoleBadge, StatusTag } from '@lab/shared/react';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';

const notProvided = <Typography.Text type="secondary">{USER_MESSAGES.notProvided}</Typography.Text>;

/** Personal Information: names, email, phone. */
export function PersonalInfoCard({ user }: { user: UserDetail }) {
  return (
    <Card title="Personal Information" style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="First Name">{user.first_name}</Descriptions.Item>
        <Descriptions.Item label="Last Name">{user.last_name}</Descriptions.Item>
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Phone">{user.phone || notProvided}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function ActiveStatusTag({ active }: { active: boolean }) {
  return <StatusTag tone={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</StatusTag>;
}

/** Role & Access: role, status, primary institution, a clinician's institutions, what the role does. */
export function RoleAccessCard({ user }: { user: UserDetail }) {
  // a clinician's institutions besides the primary one
  const additional = user.institutions.filter((i) => i.id !== user.institution_id);
  return (
    <Card title="Role & Access" style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Role">
          <RoleBadge role={user.role} />
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <ActiveStatusTag active={user.is_active} />
        </Descriptions.Item>
        <Descriptions.Item label="Primary Institution">{user.institution_name ?? USER_MESSAGES.systemLevelAccess}</Descriptions.Item>
        {isClinician(user) && (
          <Descriptions.Item label="Additional Institution Access">
            {additional.length > 0 ? (
              <Flex wrap gap={4}>
                {additional.map((i) => (
                  <Tag key={i.id}>{i.name}</Tag>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">None</Typography.Text>
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {ROLE_DESCRIPTIONS[user.role]}
      </Typography.Paragraph>
    </Card>
  );
}

/** Account History: when the account was created and last changed. */
export function AccountHistoryCard({ user }: { user: UserDetail }) {
  return (
    <Card title="Account History" style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Created">{formatDateTime(user.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Last Updated">{formatDateTime(user.updated_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
