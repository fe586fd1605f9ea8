import { PlaceholderRoutes } from '@lab/shared/react';

/** The Institutions area (/institutions); exposed to the host as 'admin/institutions'. */
export default function InstitutionsArea() {
  return <PlaceholderRoutes title="Institutions" pages={['list', 'detail', 'new', 'edit']} />;
}
