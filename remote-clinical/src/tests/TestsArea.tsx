import { PlaceholderRoutes } from '@lab/shared/react';

/** The Test Requests area (/tests); exposed to the host as 'clinical/tests'. */
export default function TestsArea() {
  return <PlaceholderRoutes title="Test Requests" pages={['list', 'detail', 'new', 'edit']} />;
}
