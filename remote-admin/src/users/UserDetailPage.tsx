import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { canDeactivateUser, canEmailUser, canManageUser, canManageUsers, canSendPasswordLinks, userManagementDenial, type UserDetail, personName } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ActionError, BackLink, PageHeader, RoleBadge, useLoadedData, useSavedAnswer } from '@lab/shared/react';
import { Alert, Button, Col, Flex, Row, Space } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { EmailCommunicationCard } from './EmailCommunicationCard';
import { useDeactivateUser } from './use-deactivate-user';
import { AccountHistoryCard, PersonalInfoCard, RoleAccessCard } from './UserInfoCards';
import { UserLoadFallback, userPageLoad } from './UserLoadFallback';
import { fetchUser } from './users-api';

/** User detail (/users/{id}). The API answers 404 for a user the viewer may not see. */
export function UserDetailPage() {
  const { id } = useParams();
  const loaded = useLoadedData(() => fetchUser(id!), [id], useSavedAnswer<UserDetail>(id));
  const deactivation = useDeactivateUser((user) => loaded.setData(user));
  const load = userPageLoad(loaded);

  return (
    <>
      {deactivation.modalHolder}
      {deactivation.toastHolder}
      {load.state === 'ready' ? <UserDetailView user={load.data} deactivation={deactivation} /> : <UserLoadFallback load={load} loadingLabel="Loading user" />}
    </>
  );
}

function UserDetailView({ user, deactivation }: { user: UserDetail; deactivation: ReturnType<typeof useDeactivateUser> }) {
  const viewer = useSession((s) => s.user);
  const navigate = useNavigate();
  // a manager who may see this user but not change them is told why (shared user, wider access)
  const viewOnlyReason = canManageUsers(viewer) ? userManagementDenial(viewer, user) : null;

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={personName(user)}
        subtitle={
          <Space size={8}>
            <span>User ID: {user.id}</span>
            <RoleBadge role={user.role} />
          </Space>
        }
        actions={
          <Space wrap>
            {canManageUser(viewer, user) && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/users/${user.id}/edit`)}>
                Edit User
              </Button>
            )}
            {canDeactivateUser(viewer, user) && (
              <Button danger icon={<StopOutlined />} onClick={() => deactivation.confirmDeactivate(user)}>
                Deactivate
              </Button>
            )}
            <BackLink to="/users" plain>Back to Users</BackLink>
          </Space>
        }
      />
      {!user.is_active && <Alert type="warning" showIcon title="This user account is inactive and cannot sign in." />}
      {viewOnlyReason && <Alert type="info" showIcon title="View only" description={viewOnlyReason} />}
      <ActionError error={deactivation.error} onClose={deactivation.clearError} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PersonalInfoCard user={user} />
        </Col>
        <Col xs={24} lg={12}>
          <RoleAccessCard user={user} />
        </Col>
        {canEmailUser(viewer, user) && (
          <Col xs={24} lg={12}>
            {/* keyed by the user: a deactivation unmounts it, another user starts it afresh */}
            <EmailCommunicationCard key={user.id} user={user} canSendLinks={canSendPasswordLinks(viewer, user)} />
          </Col>
        )}
        <Col xs={24} lg={12}>
          <AccountHistoryCard user={user} />
        </Col>
      </Row>
    </Flex>
  );
}
