// The signed-in part of the host: the layout, its pages and the remote areas, with the antd theme
// around them. One lazily loaded chunk (app/App.tsx): the federated antd singleton and everything
// built on it load after sign-in, never on the sign-in page.
import { COMMON_MESSAGES, may } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AccessDenied, PORTAL_THEME, themeStaticMethods } from '@lab/shared/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { RequireArea } from '../auth/RequireArea';
import type { RemoteAreaDef } from '@lab/shared';
import type { AreaModule } from '../federation/load-remote-module';
import { RemoteArea } from '../federation/RemoteArea';
import { AppLayout } from '../layout/AppLayout';
import { ErrorPage } from '../pages/ErrorPage';
import { PlatformPage } from '../platform/PlatformPage';

export { ContactPage } from '../contact/ContactPage';
export { DashboardPage } from '../dashboard/DashboardPage';
export { ProfilePage } from '../profile/ProfilePage';

/** The Platform page, behind the host's area check and the operators' action (the API checks its own route again). */
export function PlatformArea() {
  const user = useSession((s) => s.user);
  return <RequireArea area="platform">{may(user, 'platform.operate') ? <PlatformPage /> : <AccessDenied reason={COMMON_MESSAGES.forbidden} />}</RequireArea>;
}

themeStaticMethods();

/** The antd theme and App context of the shell; the remotes render inside it (antd is a singleton). */
function PortalTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={PORTAL_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function ShellLayout() {
  return (
    <PortalTheme>
      <AppLayout />
    </PortalTheme>
  );
}

export function ShellErrorPage() {
  return (
    <PortalTheme>
      <ErrorPage />
    </PortalTheme>
  );
}

/** A remote's area: the host's access check, then the remote's module with its own error boundary. */
export function AreaPage({ def, load }: { def: RemoteAreaDef; load: () => Promise<AreaModule> }) {
  return (
    <RequireArea area={def.key}>
      <RemoteArea title={def.title} load={load} />
    </RequireArea>
  );
}
