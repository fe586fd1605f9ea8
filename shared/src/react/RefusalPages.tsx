import { Result } from 'antd';
import type { ReactNode } from 'react';
import { COMMON_MESSAGES } from '../common-messages';

/** A page the viewer may not use: the common title, why (the area's own text), and a way on. */
export function AccessDenied({ reason, extra }: { reason: ReactNode; extra?: ReactNode }) {
  return <Result status="403" title={COMMON_MESSAGES.accessDenied} subTitle={reason} extra={extra} />;
}

/** An address inside an area that names no page of it ('the Audit Trail', 'Patients'). */
export function PageNotFound({ area }: { area: string }) {
  return <Result status="404" title={COMMON_MESSAGES.pageNotFound} subTitle={COMMON_MESSAGES.noSuchPage(area)} />;
}
