import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { canCreatePatient, canDeletePatient, canEditPatient, canFilterPatientsByInstitution, formatPhone, PATIENT_MESSAGES } from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { Alert, Button, Card, Empty, Flex, Input, Modal, Pagination, Select, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { clinicianName, deletePatient, fetchMyInstitutions, patientName, type InstitutionOption, type Patient } from './patients-api';
import { pagerText, usePatientList } from './use-patient-list';

/** Patients list (/patients, spec 1 section 2). */
export function PatientListPage() {
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [institutionId, setInstitutionId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { patients, pagination, loading, reload } = usePatientList({ page, search, institutionId });
  const showInstitutionFilter = canFilterPatientsByInstitution(user);
  const [institutions, setInstitutions] = useState<InstitutionOption[]>([]);

  useEffect(() => {
    if (showInstitutionFilter) fetchMyInstitutions().then(setInstitutions, () => setInstitutions([]));
  }, [showInstitutionFilter]);

  // The search applies as the user pauses typing, and from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  function confirmDelete(patient: Patient) {
    Modal.confirm({
      title: 'Delete patient?',
      content: `${patientName(patient)} (${patient.medical_record_number}) will be removed from the patient list. Their test requests and results are kept.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setDeleteError(null);
        try {
          await deletePatient(patient.id);
          reload();
        } catch (error) {
          setDeleteError(errorText(error, PATIENT_MESSAGES.deleteFailed));
        }
      },
    });
  }

  const columns: TableColumnsType<Patient> = [
    {
      title: 'Patient',
      key: 'patient',
      render: (_, p) => (
        <Flex vertical>
          <Link to={`/patients/${p.id}`}>{patientName(p)}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ID: {p.id}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'MRN', dataIndex: 'medical_record_number', key: 'mrn', render: (mrn: string) => <span style={{ whiteSpace: 'nowrap' }}>{mrn}</span> },
    {
      title: 'Contact',
      key: 'contact',
      width: 200,
      render: (_, p) => (
        <Flex vertical>
          {p.phone && <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(p.phone)}</span>}
          {p.email && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: p.email }} style={{ fontSize: 12, maxWidth: 180 }}>
              {p.email}
            </Typography.Text>
          )}
          {!p.phone && !p.email && <Typography.Text type="secondary">—</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Date of Birth', key: 'dob', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{p.date_of_birth ? dayjs(p.date_of_birth).format('DD MMM YYYY') : '—'}</span> },
    { title: 'Gender', key: 'gender', render: (_, p) => p.gender ?? '—' },
    { title: 'Institution', key: 'institution', width: 170, render: (_, p) => p.institution_names ?? '—' },
    { title: 'Assigned Clinician', key: 'clinician', render: (_, p) => clinicianName(p) ?? 'Unassigned' },
    { title: 'Added', key: 'added', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(p.created_at).format('DD MMM YYYY')}</span> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 96,
      render: (_, p) => (
        <Space size={4}>
          {canEditPatient(user, p) && (
            <Tooltip title="Edit">
              <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${patientName(p)}`} onClick={() => navigate(`/patients/${p.id}/edit`)} />
            </Tooltip>
          )}
          {canDeletePatient(user) && (
            <Tooltip title="Delete">
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${patientName(p)}`} onClick={() => confirmDelete(p)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const filtering = search.trim() !== '' || institutionId !== null;
  const pager = pagerText(pagination);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {user.role === 'clinician' ? 'My Patients' : 'Patients'}
          </Typography.Title>
          <Typography.Text type="secondary">Manage patient records and information</Typography.Text>
        </div>
        {canCreatePatient(user) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/patients/new')}>
            Add Patient
          </Button>
        )}
      </Flex>

      {user.role === 'institution_admin' && user.institution_name && (
        <Alert type="info" showIcon title={`Showing patients of ${user.institution_name}`} />
      )}
      {deleteError && <Alert type="error" showIcon closable title={deleteError} onClose={() => setDeleteError(null)} />}

      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by name, MRN, email or phone"
            aria-label="Search patients"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            style={{ maxWidth: 360 }}
          />
          {showInstitutionFilter && (
            <Select
              allowClear
              aria-label="Institution filter"
              placeholder="All institutions"
              style={{ minWidth: 240 }}
              value={institutionId ?? undefined}
              onChange={(value?: number) => {
                setInstitutionId(value ?? null);
                setPage(1);
              }}
              options={institutions.map((i) => ({ value: i.id, label: i.name }))}
            />
          )}
        </Flex>
        <Table<Patient>
          rowKey="id"
          columns={columns}
          dataSource={patients}
          loading={loading}
          pagination={false}
          size="middle"
          scroll={{ x: 1200 }}
          locale={{ emptyText: <Empty description={filtering ? 'No patients found' : 'No patients yet'} /> }}
        />
        {pager && pagination && (
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">{pager}</Typography.Text>
            <Pagination current={pagination.page} pageSize={pagination.limit} total={pagination.total} showSizeChanger={false} onChange={setPage} />
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
