import { canUseResults, RESULT_MESSAGES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { Result } from 'antd';
import type { ReactNode } from 'react';

/** The results pages are for the roles that may open results: others see 'Access Denied' and `denied`, and nothing is loaded. */
export function ResultsAccessGuard({ denied, children }: { denied: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!canUseResults(user)) return <Result status="403" title={RESULT_MESSAGES.accessDenied} subTitle={denied} />;
  return children;
}
