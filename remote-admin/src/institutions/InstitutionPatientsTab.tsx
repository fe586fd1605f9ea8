import { formatDateTime, type InstitutionPatient, PATIENT_MESSAGES, personName } from '@lab/shared';
import { ListPager, useLoadedData, VisuallyHidden } from '@lab/shared/react';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchInstitutionPatients } from './institutions-api';

const columns: TableColumnsType<InstitutionPatient> = [
  { title: 'Name', key: 'name', render: (_, p) => <Link to={`/patients/${p.id}`}>{personName(p)}</Link> },
  { title: 'MRN', dataIndex: 'medical_record_number', key: 'mrn' },
  { title: 'Clinician', key: 'clinician_name', render: (_, p) => (p.clinician ? personName(p.clinician) : 'Unassigned') },
  { title: 'Created', key: 'created', render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.created_at)}</span> },
];

/** The Patients tab: the institution's patients, a page at a time (GET /patients/institution/{id}). */
export function InstitutionPatientsTab({ institutionId }: { institutionId: number }) {
  // the next page is read from where this one ends (`after`), any other from its number
  const [{ page, after }, setPlace] = useState<{ page: number; after?: string }>({ page: 1 });
  const { data, loading, error } = useLoadedData(
    () =>
      fetchInstitutionPatients(institutionId, page, after).catch((failure: unknown) => {
        // a failed list load is logged
        console.error(PATIENT_MESSAGES.fetchListFailed, failure);
        throw failure;
      }),
    [institutionId, page, after],
  );
  return (
    <>
      <Table<InstitutionPatient>
        rowKey="id"
        caption={<VisuallyHidden>Patients of this institution</VisuallyHidden>}
        columns={columns}
        dataSource={data?.patients ?? []}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 700 }}
        locale={{ emptyText: <Empty description={error ? PATIENT_MESSAGES.listUnavailable : 'No patients in this institution'} /> }}
      />
      <ListPager pagination={data?.pagination} onChange={(next, from) => setPlace({ page: next, after: from })} />
    </>
  );
}
