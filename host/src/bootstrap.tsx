import { useSession } from '@lab/shared/client';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

void useSession.getState().restore();
createRoot(document.getElementById('root')!).render(<App />);
