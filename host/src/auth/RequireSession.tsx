import { useSession } from '@lab/shared/client';

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '@lab/shared/react';

/** Spinner while the session is restored; /login (replacing history) when there is none. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'restoring') {
    return (
      <LoadingSpinner size="large" label="Restoring your session" fullPage />
    );
  }
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
