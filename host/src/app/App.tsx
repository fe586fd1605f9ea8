import { setLoginNavigator } from '@lab/shared/client';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRemoteArea } from '../federation/load-remote-module';
import { buildRoutes } from './routes';

/** The shell's chunk: loaded by the first signed-in route (sign-in page first: no antd singleton until then). */
const loadShell = () => import(/* webpackChunkName: "shell" */ './shell');

export function App() {
  const router = useMemo(() => {
    const created = createBrowserRouter(buildRoutes((def) => loadRemoteArea(def.remote, def.module), loadShell));
    // The 401 rule: the session is cleared by the store; the router takes the browser to /login.
    setLoginNavigator(() => void created.navigate('/login', { replace: true }));
    return created;
  }, []);
  return <RouterProvider router={router} />;
}
