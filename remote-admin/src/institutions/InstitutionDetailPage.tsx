import { canManageInstitutions, canManageLabAssignments, canViewInstitution, INSTITUTION_MESSAGES, type Institution, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { BackLink, PageHeader, useLoadedData, useSavedAnswer } from '@lab/shared/react';
import { Flex, Tabs } from 'antd';
import { useParams } from 'react-router-dom';
import { fetchInstitution } from './institutions-api';
import { InstitutionCliniciansTab } from './InstitutionCliniciansTab';
import { InstitutionDetailActions } from './InstitutionDetailActions';
import { InstitutionLabsTab } from './InstitutionLabsTab';
import { institutionPageLoad, InstitutionLoadFallback, InstitutionsAccessDenied } from './InstitutionLoadFallback';
import { InstitutionOverviewTab } from './InstitutionOverviewTab';
import { InstitutionPatientsTab } from './InstitutionPatientsTab';
import { InstitutionStatTiles } from './InstitutionStatTiles';

/** Institution detail (/institutions/{id}): anyone who may view that institution. */
export function InstitutionDetailPage() {
  const user = useSession((s) => s.user);
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <InstitutionLoadFallback load={{ state: 'missing' }} loadingLabel="" />;
  const institutionId = Number(id);
  if (!user || !canViewInstitution(user, institutionId)) return <InstitutionsAccessDenied reason="You don't have permission to view this institution." />;
  return <InstitutionDetail key={institutionId} user={user} institutionId={institutionId} />;
}

function InstitutionDetail({ user, institutionId }: { user: SessionUser; institutionId: number }) {
  const load = institutionPageLoad(
    useLoadedData(() => fetchInstitution(institutionId), [institutionId], useSavedAnswer<Institution>(institutionId)),
    INSTITUTION_MESSAGES.fetchDetailFailed,
  );
  if (load.state !== 'ready') return <InstitutionLoadFallback load={load} loadingLabel="Loading institution" />;
  const institution: Institution = load.data;

  const tabs = [
    { key: 'overview', label: 'Overview', children: <InstitutionOverviewTab institution={institution} /> },
    { key: 'patients', label: 'Patients', children: <InstitutionPatientsTab institutionId={institutionId} /> },
    { key: 'clinicians', label: 'Clinicians', children: <InstitutionCliniciansTab institutionId={institutionId} /> },
    ...(canManageLabAssignments(user, institutionId) ? [{ key: 'labs', label: 'Labs', children: <InstitutionLabsTab institutionId={institutionId} /> }] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={canManageInstitutions(user) ? <BackLink to="/institutions">Back to Institutions</BackLink> : undefined}
        title={institution.name}
        subtitle={[institution.institution_type, institution.institution_number].filter(Boolean).join(' · ')}
        actions={<InstitutionDetailActions user={user} institutionId={institutionId} />}
      />
      <InstitutionStatTiles institutionId={institutionId} />
      <Tabs items={tabs} />
    </Flex>
  );
}
