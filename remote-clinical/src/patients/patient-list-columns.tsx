import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { canDeletePatient, canEditPatient, formatDate, formatPhone, type Patient, type SessionUser } from '@lab/shared';
import { Button, Flex, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { clinicianName, patientName } from './patients-api';

interface RowActions {
  onEdit(patient: Patient): void;
  onDelete(patient: Patient): void;
}

/** The patients list's columns; a row offers Edit and Delete only as far as `user` may. */
export function patientListColumns(user: SessionUser, actions: RowActions): TableColumnsType<Patient> {
  return [
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
    { title: 'Date of Birth', key: 'dob', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.date_of_birth)}</span> },
    { title: 'Gender', key: 'gender', render: (_, p) => p.gender ?? '—' },
    { title: 'Institution', key: 'institution', width: 170, render: (_, p) => p.institution_names ?? '—' },
    { title: 'Assigned Clinician', key: 'assigned_clinician', render: (_, p) => clinicianName(p) ?? 'Unassigned' },
    { title: 'Added', key: 'added', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at)}</span> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 96,
      render: (_, p) => (
        <Space size={4}>
          {canEditPatient(user, p) && (
            <Tooltip title="Edit">
              <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${patientName(p)}`} onClick={() => actions.onEdit(p)} />
            </Tooltip>
          )}
          {canDeletePatient(user) && (
            <Tooltip title="Delete">
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${patientName(p)}`} onClick={() => actions.onDelete(p)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
}
