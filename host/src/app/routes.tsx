import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { RequireArea } from '../auth/RequireArea';
import { ContactPage } from '../contact/ContactPage';
import { REMOTE_AREAS, type RemoteAreaDef } from '../federation/areas';
import type { AreaModule } from '../federation/load-remote-module';
import { RemoteArea } from '../federation/RemoteArea';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../dashboard/DashboardPage';
import { ErrorPage, notFoundLoader } from '../pages/ErrorPage';
import { ProfilePage } from '../profile/ProfilePage';

export type AreaLoader = (def: RemoteAreaDef) => Promise<AreaModule>;

/** The route table of spec 1 section 2; `loadArea` fetches a remote's module. */
export function buildRoutes(loadArea: AreaLoader): RouteObject[] {
  // One stable loader per area, so an area is fetched on its first visit only.
  const areaRoutes: RouteObject[] = REMOTE_AREAS.map((def) => {
    const load = () => loadArea(def);
    return {
      path: `${def.path.slice(1)}/*`,
      element: (
        <RequireArea area={def.area}>
          <RemoteArea title={def.title} load={load} />
        </RequireArea>
      ),
    };
  });
  return [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'profile', element: <ProfilePage /> },
        { path: 'contact', element: <ContactPage /> },
        ...areaRoutes,
      ],
    },
    // Outside the layout: signed in or not, an unknown route shows the error page.
    { path: '*', loader: notFoundLoader, errorElement: <ErrorPage /> },
  ];
}
