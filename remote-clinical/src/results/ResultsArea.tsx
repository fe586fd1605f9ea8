import { PlaceholderRoutes } from '@lab/shared/react';

/** The Test Results area (/results); exposed to the host as 'clinical/results'. */
export default function ResultsArea() {
  return <PlaceholderRoutes title="Test Results" pages={['list', 'detail', 'new', 'edit']} />;
}
