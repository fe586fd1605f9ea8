import { canCreatePatient, canEditPatient, PATIENT_MESSAGES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { BackLink, PageHeader, withSavedAnswer } from '@lab/shared/react';
import { Flex, Result } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PatientForm } from './PatientForm';
import { PatientLoadFallback } from './PatientLoadFallback';
import { patientName } from './patients-api';
import { initialValues, preselectedInstitutions, usePatientFormLoad } from './use-patient-form';

/** Add (/patients/new, optionally ?institution_id=N) or edit (/patients/{id}/edit) a patient. */
export function PatientFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const load = usePatientFormLoad(id);

  if (load.state !== 'ready') return <PatientLoadFallback load={load} loadingLabel={id ? 'Loading patient' : 'Loading form'} />;

  const { patient, institutions } = load.data;
  const allowed = patient ? canEditPatient(user, patient) : canCreatePatient(user);
  if (!allowed) {
    const title = patient ? PATIENT_MESSAGES.editDenied : PATIENT_MESSAGES.createDenied;
    return <Result status="403" title={title} extra={<BackLink to="/patients" plain>Back to Patients</BackLink>} />;
  }

  const detailPath = patient ? `/patients/${patient.id}` : '/patients';
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to={detailPath}>{patient ? 'Back to Patient' : 'Back to Patients'}</BackLink>}
        title={patient ? 'Edit Patient' : 'Add New Patient'}
        subtitle={patient ? `${patientName(patient)} · ${patient.medical_record_number}` : 'Register a patient with their contact details and institution'}
      />
      <PatientForm
        key={id ?? 'new'}
        user={user}
        patient={patient}
        institutions={institutions}
        initial={initialValues(patient, preselectedInstitutions(institutions, searchParams.get('institution_id')))}
        onCancel={() => navigate(detailPath)}
        onSaved={(saved) => navigate(`/patients/${saved.id}`, withSavedAnswer(saved))}
      />
    </Flex>
  );
}
