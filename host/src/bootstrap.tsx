import { useSession } from '@lab/shared/client';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemoteRegistry } from './federation/remote-registry';

void useSession.getState().restore();
void loadRemoteRegistry();
createRoot(document.getElementById('root')!).render(<App />);
