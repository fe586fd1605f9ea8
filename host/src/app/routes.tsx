import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
// the area list alone, not the shared root: the router is on the sign-in page, which must stay small
import { REMOTE_AREAS, type RemoteAreaDef } from '@lab/shared/areas';
import type { AreaModule } from '../federation/load-remote-module';
import { notFoundLoader } from './not-found';
import type * as ShellModule from './shell';
import { ShellLoading } from './ShellLoading';

export type AreaLoader = (def: RemoteAreaDef) => Promise<AreaModule>;
export type Shell = typeof ShellModule;
/** The signed-in part of the app (./shell): the module itself (tests), or a loader of its lazy chunk. */
export type ShellSource = Shell | (() => Promise<Shell>);

type RouteParts = Pick<RouteObject, 'Component' | 'element' | 'ErrorBoundary'>;

/** Route parts taken from the shell: at once when it is at hand, else through the route's `lazy`. */
function fromShell(shell: ShellSource, parts: (s: Shell) => RouteParts): RouteParts | Pick<RouteObject, 'lazy'> {
  if (typeof shell === 'function') return { lazy: async () => parts(await shell()) };
  return parts(shell);
}

const page = (shell: ShellSource, pick: (s: Shell) => ComponentType) => fromShell(shell, (s) => ({ Component: pick(s) }));

/**
 * The portal's route table; `loadArea` fetches a remote's module. Only /login is in the
 * first chunk: everything behind it comes from `shell` (with the federated antd).
 */
export function buildRoutes(loadArea: AreaLoader, shell: ShellSource): RouteObject[] {
  // One stable loader per area, so an area is fetched on its first visit only.
  const areaRoutes: RouteObject[] = REMOTE_AREAS.map((def) => {
    const load = () => loadArea(def);
    return { path: `${def.path.slice(1)}/*`, ...fromShell(shell, (s) => ({ element: <s.AreaPage def={def} load={load} /> })) };
  });
  return [
    // Signing in starts loading the shell at once, alongside the sign-in request.
    { path: '/login', element: <LoginPage preload={typeof shell === 'function' ? () => void shell().catch(() => undefined) : undefined} /> },
    // Where account-setup and password-reset mails lead: no session needed.
    // Its own chunk: it is not the sign-in page's to carry.
    { path: '/set-password', hydrateFallbackElement: <ShellLoading />, lazy: () => import('../auth/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })) },
    { path: '/forgot-password', hydrateFallbackElement: <ShellLoading />, lazy: () => import('../auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
    {
      path: '/',
      hydrateFallbackElement: <ShellLoading />,
      ...fromShell(shell, (s) => ({ Component: s.ShellLayout, ErrorBoundary: s.ShellErrorPage })),
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'dashboard', ...page(shell, (s) => s.DashboardPage) },
        { path: 'profile', ...page(shell, (s) => s.ProfilePage) },
        { path: 'contact', ...page(shell, (s) => s.ContactPage) },
        { path: 'platform', ...page(shell, (s) => s.PlatformArea) },
        ...areaRoutes,
      ],
    },
    // Outside the layout: signed in or not, an unknown route shows the error page.
    { path: '*', loader: notFoundLoader, hydrateFallbackElement: <ShellLoading />, ...fromShell(shell, (s) => ({ ErrorBoundary: s.ShellErrorPage })) },
  ];
}
