import { setLoginNavigator } from '@lab/shared/client';
import { PORTAL_THEME } from '@lab/shared/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRemoteArea } from '../federation/load-remote-module';
import { buildRoutes } from './routes';

export function App() {
  const router = useMemo(() => {
    const created = createBrowserRouter(buildRoutes((def) => loadRemoteArea(def.remote, def.module)));
    // The 401 rule: the session is cleared by the store; the router takes the browser to /login.
    setLoginNavigator(() => void created.navigate('/login', { replace: true }));
    return created;
  }, []);
  return (
    <ConfigProvider theme={PORTAL_THEME}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
