import { PlusOutlined } from '@ant-design/icons';
import { canCreatePatient, canFilterPatientsByInstitution, isClinician, managesOneInstitution, PATIENT_MESSAGES, type InstitutionOption, type Patient, SEARCH_BOXES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { ActionError, confirmAction, ListFilterBar, ListPager, PageHeader, positiveIntegerParam, useFittedColumns, useUrlQuery } from '@lab/shared/react';
import { Alert, Button, Card, Empty, Flex, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { patientListColumns } from './patient-list-columns';
import { deletePatient, fetchMyInstitutions, patientName } from './patients-api';
import { usePatientList } from './use-patient-list';

/** Patients list (/patients). */
export function PatientListPage() {
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  // the filters and page live in the address (the filter bar changes them there)
  const { params, page, after, setPage } = useUrlQuery();
  const search = (params.get('search') ?? '').trim();
  const institutionId = positiveIntegerParam(params.get('institution_id')) ?? null;
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { patients, pagination, loading, reload } = usePatientList({ page, after, search, institutionId });
  const showInstitutionFilter = canFilterPatientsByInstitution(user);
  const [institutions, setInstitutions] = useState<InstitutionOption[]>([]);

  useEffect(() => {
    if (showInstitutionFilter) fetchMyInstitutions().then(setInstitutions, () => setInstitutions([]));
  }, [showInstitutionFilter]);

  function confirmDelete(patient: Patient) {
    confirmAction({
      title: 'Delete patient?',
      content: `${patientName(patient)} (${patient.medical_record_number}) will be removed from the patient list. Their test requests and results are kept.`,
      okText: 'Delete',
      action: () => deletePatient(patient.id),
      done: reload,
      setError: setDeleteError,
      failure: PATIENT_MESSAGES.deleteFailed,
    });
  }


  const { columns, scroll } = useFittedColumns(patientListColumns(user, { onEdit: (p) => navigate(`/patients/${p.id}/edit`), onDelete: confirmDelete }));

  const filtering = search !== '' || institutionId !== null;

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={isClinician(user) ? 'My Patients' : 'Patients'}
        subtitle="Manage patient records and information"
        actions={
          canCreatePatient(user) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/patients/new')}>
              Add Patient
            </Button>
          )
        }
      />

      {managesOneInstitution(user) && user.institution_name && (
        <Alert type="info" showIcon title={`Showing patients of ${user.institution_name}`} />
      )}
      <ActionError error={deleteError} onClose={() => setDeleteError(null)} />

      <Card>
        <ListFilterBar
          style={{ marginBottom: 16 }}
          search={{ ...SEARCH_BOXES.patients, maxWidth: 360 }}
          selects={[
            showInstitutionFilter && {
              name: 'institution_id',
              label: 'Institution filter',
              placeholder: 'All institutions',
              minWidth: 240,
              options: institutions.map((i) => ({ value: String(i.id), label: i.name })),
            },
          ]}
        />
        <Table<Patient>
          rowKey="id"
          columns={columns}
          dataSource={patients}
          loading={loading}
          pagination={false}
          size="middle"
          scroll={scroll}
          locale={{ emptyText: <Empty description={filtering ? 'No patients found' : 'No patients yet'} /> }}
        />
        <ListPager pagination={pagination} onChange={setPage} />
      </Card>
    </Flex>
  );
}
