import { canManageInstitutions, INSTITUTION_MESSAGES, type Institution } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { BackLink, PageHeader, useLoadedData, withSavedAnswer } from '@lab/shared/react';
import { Flex } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { fetchInstitution } from './institutions-api';
import { InstitutionForm } from './InstitutionForm';
import { institutionPageLoad, InstitutionLoadFallback, InstitutionsAccessDenied } from './InstitutionLoadFallback';
import { initialInstitutionValues } from './use-institution-form';

/** Add (/institutions/new) or edit (/institutions/{id}/edit) an institution: super_admin only. */
export function InstitutionFormPage() {
  const user = useSession((s) => s.user);
  const { id } = useParams();
  if (!canManageInstitutions(user)) return <InstitutionsAccessDenied />;
  return <InstitutionFormLoader key={id ?? 'new'} id={id} />;
}

function InstitutionFormLoader({ id }: { id: string | undefined }) {
  const load = institutionPageLoad(
    useLoadedData(async () => (id ? fetchInstitution(id) : null), [id]),
    INSTITUTION_MESSAGES.fetchFailed,
  );
  if (load.state !== 'ready') return <InstitutionLoadFallback load={load} loadingLabel="Loading institution" />;
  return <InstitutionFormScreen institution={load.data} />;
}

function InstitutionFormScreen({ institution }: { institution: Institution | null }) {
  const navigate = useNavigate();
  const backPath = institution ? `/institutions/${institution.id}` : '/institutions';
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to={backPath}>{institution ? 'Back to Institution' : 'Back to Institutions'}</BackLink>}
        title={institution ? 'Edit Institution' : 'Add New Institution'}
        subtitle={institution ? institution.name : 'Register a healthcare institution and its contact details'}
      />
      <InstitutionForm
        institution={institution}
        initial={initialInstitutionValues(institution)}
        onCancel={() => navigate(backPath)}
        onSaved={(saved) => navigate(`/institutions/${saved.id}`, withSavedAnswer(saved))}
      />
    </Flex>
  );
}
