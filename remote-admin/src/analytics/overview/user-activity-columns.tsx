import { formatDateTime, personName, type UserActivity } from '@lab/shared';
import { RoleBadge, TwoLines } from '@lab/shared/react';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';

const count = (title: string, field: 'login_count' | 'requests_created' | 'results_entered') => ({ title, dataIndex: field, key: field, align: 'right' as const });

const name = { title: 'Name', key: 'name', render: (_: unknown, u: UserActivity) => <Link to={`/users/${u.id}`}>{personName(u)}</Link> };
const role = { title: 'Role', key: 'role', render: (_: unknown, u: UserActivity) => <RoleBadge role={u.role} /> };
const institution = { title: 'Institution', key: 'institution', render: (_: unknown, u: UserActivity) => u.institution_name ?? '—' };

/**
 * The overview's most active users, in half the page's width: the institution goes under the name
 * so that every figure shows without sideways scrolling on a laptop.
 */
export const topUserColumns: TableColumnsType<UserActivity> = [
  {
    title: 'Name',
    key: 'name',
    width: 170,
    render: (_, u) => <TwoLines first={<Link to={`/users/${u.id}`}>{personName(u)}</Link>} second={u.institution_name ?? '—'} />,
  },
  { ...role, width: 125 },
  { ...count('Sign-ins', 'login_count'), width: 75 },
  { ...count('Requests', 'requests_created'), width: 80 },
  { ...count('Results', 'results_entered'), width: 70 },
];

/** The User Activity tab. */
export const userActivityColumns: TableColumnsType<UserActivity> = [
  name,
  role,
  institution,
  count('Sign-ins', 'login_count'),
  count('Requests Created', 'requests_created'),
  count('Results Entered', 'results_entered'),
  { title: 'Last Activity', key: 'last_activity', render: (_, u) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(u.last_activity, 'Never')}</span> },
];
