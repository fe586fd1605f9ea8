import { areaDeniedText, canAccess, opensInstitutionDetail, type AreaKey } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessDenied } from '@lab/shared/react';

/** The host's own check before loading an area; the API checks again on every call. */
export function RequireArea({ area, children }: { area: AreaKey; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const opens = canAccess(user, area) || (area === 'institutions' && opensInstitutionDetail(user, pathname));
  if (!opens) return <AccessDenied reason={areaDeniedText(area, pathname)} />;
  return <>{children}</>;
}
