import { formatDateTime, USER_MESSAGES, type UserListItem, personName } from '@lab/shared';
import { RoleBadge, StatusTag } from '@lab/shared/react';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The users table: the name links to the detail (the whole row opens it too, see UserListPage). */
export const userListColumns: TableColumnsType<UserListItem> = [
  { title: 'Name', key: 'name', width: 150, render: (_, u) => <Link to={`/users/${u.id}`}>{personName(u)}</Link> },
  { title: 'Email', key: 'email', width: 210, responsive: ['md'], render: (_, u) => <Typography.Text>{u.email}</Typography.Text> },
  { title: 'Role', key: 'role', width: 150, render: (_, u) => <RoleBadge role={u.role} /> },
  { title: 'Institution', key: 'institution', width: 200, responsive: ['xl'], render: (_, u) => u.institution_name ?? <Typography.Text type="secondary">{USER_MESSAGES.systemLevelAccess}</Typography.Text> },
  { title: 'Status', key: 'status', width: 90, responsive: ['sm'], render: (_, u) => <StatusTag tone={u.is_active ? 'green' : 'default'}>{u.is_active ? 'Active' : 'Inactive'}</StatusTag> },
  { title: 'Created', key: 'created', width: 150, responsive: ['lg'], render: (_, u) => <span style={nowrap}>{formatDateTime(u.created_at)}</span> },
];
