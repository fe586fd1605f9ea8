import { PlaceholderRoutes } from '@lab/shared/react';

/** The Users area (/users); exposed to the host as 'admin/users'. */
export default function UsersArea() {
  return <PlaceholderRoutes title="Users" pages={['list', 'detail', 'new', 'edit']} />;
}
