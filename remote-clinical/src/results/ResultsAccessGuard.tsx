import { canUseResults } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AccessDenied } from '@lab/shared/react';
import type { ReactNode } from 'react';

/** The results pages are for the roles that may open results: others see 'Access Denied' and `denied`, and nothing is loaded. */
export function ResultsAccessGuard({ denied, children }: { denied: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!canUseResults(user)) return <AccessDenied reason={denied} />;
  return children;
}
