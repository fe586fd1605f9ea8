import { ArrowLeftOutlined } from '@ant-design/icons';
import { canCreatePatient, canEditPatient, PATIENT_MESSAGES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PatientForm } from './PatientForm';
import { patientName } from './patients-api';
import { initialValues, preselectedInstitutions, usePatientFormLoad } from './use-patient-form';

/** Add (/patients/new, optionally ?institution_id=N) or edit (/patients/{id}/edit) a patient (spec 1 section 5). */
export function PatientFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const load = usePatientFormLoad(id);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/patients')}>
      Back to Patients
    </Button>
  );

  if (load.state === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin aria-label={id ? 'Loading patient' : 'Loading form'} />
      </Flex>
    );
  }
  if (load.state === 'missing') {
    return <Result status="404" title={PATIENT_MESSAGES.notFound} subTitle="The patient does not exist or is not in your institution." extra={back} />;
  }
  if (load.state === 'failed') {
    return (
      <Card>
        <Result status="error" title={load.message} extra={back} />
      </Card>
    );
  }

  const { patient, institutions } = load;
  const allowed = patient ? canEditPatient(user, patient) : canCreatePatient(user);
  if (!allowed) {
    const title = patient ? "You don't have permission to edit this patient" : "You don't have permission to add patients";
    return <Result status="403" title={title} extra={back} />;
  }

  const detailPath = patient ? `/patients/${patient.id}` : '/patients';
  return (
    <Flex vertical gap={16}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(detailPath)} style={{ paddingLeft: 0 }}>
          {patient ? 'Back to Patient' : 'Back to Patients'}
        </Button>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {patient ? 'Edit Patient' : 'Add New Patient'}
        </Typography.Title>
        <Typography.Text type="secondary">
          {patient ? `${patientName(patient)} · ${patient.medical_record_number}` : 'Register a patient with their contact details and institution'}
        </Typography.Text>
      </div>
      <PatientForm
        key={id ?? 'new'}
        user={user}
        patient={patient}
        institutions={institutions}
        initial={initialValues(patient, preselectedInstitutions(institutions, searchParams.get('institution_id')))}
        onCancel={() => navigate(detailPath)}
        onSaved={(saved) => navigate(`/patients/${saved.id}`)}
      />
    </Flex>
  );
}
