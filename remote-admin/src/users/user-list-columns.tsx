import { formatDateTime, USER_MESSAGES, type UserListItem, personName } from '@lab/shared';
import { RoleBadge, StatusTag } from '@lab/shared/react';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The users table: the name links to the detail (the whole row opens it too, see UserListPage). */
export const userListColumns: TableColumnsType<UserListItem> = [
  { title: 'Name', key: 'name', render: (_, u) => <Link to={`/users/${u.id}`}>{personName(u)}</Link> },
  { title: 'Email', key: 'email', render: (_, u) => <Typography.Text>{u.email}</Typography.Text> },
  { title: 'Role', key: 'role', render: (_, u) => <RoleBadge role={u.role} /> },
  { title: 'Institution', key: 'institution', render: (_, u) => u.institution_name ?? <Typography.Text type="secondary">{USER_MESSAGES.systemLevelAccess}</Typography.Text> },
  { title: 'Status', key: 'status', render: (_, u) => <StatusTag tone={u.is_active ? 'green' : 'default'}>{u.is_active ? 'Active' : 'Inactive'}</StatusTag> },
  { title: 'Created', key: 'created', render: (_, u) => <span style={nowrap}>{formatDateTime(u.created_at)}</span> },
];
