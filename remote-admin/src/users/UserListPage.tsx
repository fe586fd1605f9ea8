import { PlusOutlined } from '@ant-design/icons';
import { canManageUsers, canViewUsers, hasProviderWideView, INSTITUTION_MESSAGES, ROLES, rolesFor, type InstitutionOption, type SessionUser, type UserListItem } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ListPager, PageHeader, useFittedColumns, VisuallyHidden } from '@lab/shared/react';
import { Button, Card, Empty, Flex, Table } from 'antd';
import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { userListColumns } from './user-list-columns';
import { UserListFilterBar } from './UserListFilterBar';
import { UsersAccessDenied } from './UserLoadFallback';
import { useUserList } from './use-user-list';
import { useUserListFilters } from './use-user-list-filters';
import { fetchMyInstitutions } from './users-api';

/**
 * Users list (/users). Seen by whoever may view users
 * (canViewUsers: super_admin, institution_admin, and a client_admin given the users area, as the
 * API serves them), managed (Add User) by super_admin and institution_admin.
 */
export function UserListPage() {
  const user = useSession((s) => s.user);
  return user && canViewUsers(user) ? <UserList user={user} /> : <UsersAccessDenied />;
}

/** A click on a row opens the user, unless it was on the row's own link or a button. */
const opensRow = (event: MouseEvent) => !(event.target as HTMLElement).closest('a, button');

function UserList({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const controls = useUserListFilters();
  const { columns, scroll } = useFittedColumns(userListColumns);
  const providerWide = hasProviderWideView(user);
  const filters = { ...controls.filters, institutionId: providerWide ? controls.filters.institutionId : undefined };
  const { users, pagination, loading } = useUserList(filters, controls.page);
  const institutions = useInstitutionOptions(providerWide);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Users"
        subtitle="Manage user accounts, roles and access"
        actions={
          canManageUsers(user) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/users/new')}>
              Add User
            </Button>
          )
        }
      />
      <Card>
        <UserListFilterBar roles={providerWide ? ROLES : ROLES.filter((r) => !rolesFor('platform.viewAll').includes(r))} institutions={providerWide ? institutions : null} />
        <Table<UserListItem>
          rowKey="id"
          caption={<VisuallyHidden>Users</VisuallyHidden>}
          columns={columns}
          dataSource={users}
          loading={loading}
          pagination={false}
          size="middle"
          scroll={scroll}
          onRow={(u) => ({ onClick: (event) => opensRow(event) && navigate(`/users/${u.id}`), style: { cursor: 'pointer' } })}
          locale={{ emptyText: <Empty description="No users found" /> }}
        />
        <ListPager pagination={pagination} onChange={controls.setPage} />
      </Card>
    </Flex>
  );
}

/** The institution filter's options (GET /institutions/my: all of them for super_admin); a failure is only logged. */
function useInstitutionOptions(wanted: boolean): InstitutionOption[] {
  const [institutions, setInstitutions] = useState<InstitutionOption[]>([]);
  useEffect(() => {
    if (!wanted) return;
    fetchMyInstitutions().then(setInstitutions, (error: unknown) => console.error(INSTITUTION_MESSAGES.fetchListFailed, error));
  }, [wanted]);
  return institutions;
}
