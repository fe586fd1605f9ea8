import { canAccess, type AreaKey } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { Result } from 'antd';
import type { ReactNode } from 'react';

export const AREA_DENIED_TEXT = "You don't have permission to view this page.";

/** The host's own check before loading an area; the API checks again on every call. */
export function RequireArea({ area, children }: { area: AreaKey; children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!canAccess(user, area)) return <Result status="403" title="Access Denied" subTitle={AREA_DENIED_TEXT} />;
  return <>{children}</>;
}
