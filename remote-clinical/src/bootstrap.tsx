// Standalone development entry (`pnpm --filter remote-clinical start`): this remote without the host.
import { DevShell } from '@lab/shared/react';
import { createRoot } from 'react-dom/client';
import PatientsArea from './patients/PatientsArea';
import TestsArea from './test-requests/TestsArea';
import ResultsArea from './results/ResultsArea';

const areas = [
  { title: 'Patients', path: '/patients', Component: PatientsArea },
  { title: 'Test Requests', path: '/tests', Component: TestsArea },
  { title: 'Test Results', path: '/results', Component: ResultsArea },
];

createRoot(document.getElementById('root')!).render(<DevShell name="clinical" areas={areas} />);
