import { BarChartOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { canManageInstitutions, canViewAnalytics, CLINICIAN_ROLE, showsInstitutionAddUser, type SessionUser } from '@lab/shared';
import { Button, Flex } from 'antd';
import { Link, useNavigate } from 'react-router-dom';

/** The detail's buttons, each only for those who may use what it opens. */
export function InstitutionDetailActions({ user, institutionId }: { user: SessionUser; institutionId: number }) {
  const navigate = useNavigate();
  return (
    <Flex gap={8} wrap align="center">
      {canViewAnalytics(user) && (
        <Link to={`/analytics?institution_id=${institutionId}`}>
          <BarChartOutlined aria-hidden /> View Analytics
        </Link>
      )}
      {showsInstitutionAddUser(user) && (
        <>
          <Button icon={<UserAddOutlined />} onClick={() => navigate(`/users/new?institution_id=${institutionId}`)}>
            Add User
          </Button>
          <Button icon={<UserAddOutlined />} onClick={() => navigate(`/users/new?institution_id=${institutionId}&role=${CLINICIAN_ROLE}`)}>
            Add Clinician
          </Button>
        </>
      )}
      {/*
        DECISION: Edit shows to super_admin only, not to the institution's own admin: the form and
        PUT /institutions/{id} are super_admin only, so for them it would open an 'Access Denied'
        dead end.
      */}
      {canManageInstitutions(user) && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/institutions/${institutionId}/edit`)}>
          Edit
        </Button>
      )}
    </Flex>
  );
}
