import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { canDeletePatient, canEditPatient, formatDate, formatPhone, type Patient, type SessionUser } from '@lab/shared';
import { Button, Flex, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { clinicianName, patientName } from './patients-api';

interface RowActions {
  onEdit(patient: Patient): void;
  onDelete(patient: Patient): void;
}

/**
 * The patients list's columns; a row offers Edit and Delete only as far as `user` may. Each width
 * is what the column needs, so all nine fit a laptop's 1366 px; `responsive` keeps a phone to the
 * name (a link to everything else), the date of birth and the actions, a tablet to the
 * identifying columns.
 */
export function patientListColumns(user: SessionUser, actions: RowActions): TableColumnsType<Patient> {
  return [
    {
      title: 'Patient',
      key: 'patient',
      width: 130,
      render: (_, p) => (
        <Flex vertical>
          <Link to={`/patients/${p.id}`}>{patientName(p)}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ID: {p.id}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'MRN', dataIndex: 'medical_record_number', key: 'mrn', width: 115, responsive: ['sm'], render: (mrn: string) => <span style={{ whiteSpace: 'nowrap' }}>{mrn}</span> },
    {
      title: 'Contact',
      key: 'contact',
      width: 150,
      responsive: ['xl'],
      render: (_, p) => (
        <Flex vertical>
          {p.phone && <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(p.phone)}</span>}
          {p.email && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: p.email }} style={{ fontSize: 12, maxWidth: '100%' }}>
              {p.email}
            </Typography.Text>
          )}
          {!p.phone && !p.email && <Typography.Text type="secondary">—</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Date of Birth', key: 'dob', width: 105, render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.date_of_birth)}</span> },
    { title: 'Gender', key: 'gender', width: 75, responsive: ['md'], render: (_, p) => p.gender ?? '—' },
    { title: 'Institution', key: 'institution', width: 130, responsive: ['xl'], render: (_, p) => p.institution_names ?? '—' },
    { title: 'Assigned Clinician', key: 'assigned_clinician', width: 120, responsive: ['xl'], render: (_, p) => clinicianName(p) ?? 'Unassigned' },
    { title: 'Added', key: 'added', width: 100, responsive: ['md'], render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at)}</span> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 80,
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
