import { ANALYTICS_MESSAGES, canViewAnalytics } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { useSearchParams } from 'react-router-dom';
import { AccessDenied } from '@lab/shared/react';
import { analyticsView } from './analytics-url';
import { InstitutionAnalyticsPage } from './institution/InstitutionAnalyticsPage';
import { AnalyticsOverviewPage } from './overview/AnalyticsOverviewPage';
import { PatientAnalyticsPage } from './patient/PatientAnalyticsPage';

/** The denial of the analytics screens: nothing is fetched. */
export function AnalyticsAccessDenied() {
  return <AccessDenied reason={ANALYTICS_MESSAGES.denied} />;
}

/**
 * /analytics: for super_admin, institution_admin and client_admin with the
 * analytics permission; the address picks the view: ?patient_id, ?institution_id, else the overview.
 */
export function AnalyticsPage() {
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  if (!user || !canViewAnalytics(user)) return <AnalyticsAccessDenied />;
  const view = analyticsView(params);
  switch (view.kind) {
    case 'patient':
      return <PatientAnalyticsPage key={view.patientId} patientId={view.patientId} />;
    case 'institution':
      return <InstitutionAnalyticsPage key={view.institutionId} institutionId={view.institutionId} timeframe={view.timeframe} />;
    default:
      return <AnalyticsOverviewPage user={user} timeframe={view.timeframe} institutionFilter={view.institutionFilter} />;
  }
}
