import { PlaceholderRoutes } from '@lab/shared/react';

/** The Patients area (/patients); exposed to the host as 'clinical/patients'. */
export default function PatientsArea() {
  return <PlaceholderRoutes title="Patients" pages={['list', 'detail', 'new', 'edit']} />;
}
