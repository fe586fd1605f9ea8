import { LoadingSpinner, PageHeader } from '@lab/shared/react';
import { Alert, Col, Flex, Row } from 'antd';
import { AccountInfoCard } from './AccountInfoCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileInfoCard } from './ProfileInfoCard';
import { useProfile } from './use-profile';

/** Profile settings (/profile): profile info, change password, account info. */
export function ProfilePage() {
  const { user, loading, loadError, setProfile } = useProfile();

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Profile Settings" subtitle="Manage your account information and password" />
      {loadError && <Alert type="error" showIcon title={loadError} />}
      {loading || !user ? (
        <LoadingSpinner label="Loading profile" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <ProfileInfoCard key={user.id} user={user} onSaved={setProfile} />
              <ChangePasswordCard />
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <AccountInfoCard user={user} />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
