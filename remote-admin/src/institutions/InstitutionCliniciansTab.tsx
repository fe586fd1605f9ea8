import { type ClinicianOption, personName, USER_MESSAGES } from '@lab/shared';
import { RoleBadge, useLoadedData, VisuallyHidden } from '@lab/shared/react';
import { Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { fetchInstitutionClinicians } from './institutions-api';

const columns: TableColumnsType<ClinicianOption> = [
  { title: 'Name', key: 'name', render: (_, c) => <Link to={`/users/${c.id}`}>{personName(c)}</Link> },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Role', key: 'role', render: (_, c) => <RoleBadge role={c.role} /> },
];

/** The Clinicians tab: the institution's clinicians (GET /institutions/{id}/clinicians). */
export function InstitutionCliniciansTab({ institutionId }: { institutionId: number }) {
  const { data, loading, error } = useLoadedData(
    () =>
      fetchInstitutionClinicians(institutionId).catch((failure: unknown) => {
        console.error('Failed to fetch clinicians', failure);
        throw failure;
      }),
    [institutionId],
  );
  return (
    <Table<ClinicianOption>
      rowKey="id"
      caption={<VisuallyHidden>Clinicians of this institution</VisuallyHidden>}
      columns={columns}
      dataSource={data ?? []}
      loading={loading}
      pagination={(data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      size="middle"
      locale={{ emptyText: <Empty description={error ? USER_MESSAGES.cliniciansUnavailable : 'No clinicians in this institution'} /> }}
    />
  );
}
