import { PlusOutlined } from '@ant-design/icons';
import { canManageInstitutions, INSTITUTION_MESSAGES, type Institution } from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { PageHeader, useFittedColumns, useLoadedData, VisuallyHidden } from '@lab/shared/react';
import { Alert, Button, Card, Empty, Flex, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { institutionListColumns } from './institution-list-columns';
import { fetchInstitutions } from './institutions-api';
import { InstitutionsAccessDenied } from './InstitutionLoadFallback';
import { InstitutionSummaryCards } from './InstitutionSummaryCards';

/** Institutions list (/institutions): super_admin only. */
export function InstitutionListPage() {
  const user = useSession((s) => s.user);
  return canManageInstitutions(user) ? <InstitutionList /> : <InstitutionsAccessDenied />;
}

function InstitutionList() {
  const navigate = useNavigate();
  const { data, loading, error } = useLoadedData(
    () =>
      fetchInstitutions().catch((failure: unknown) => {
        console.error(INSTITUTION_MESSAGES.fetchListFailed, failure);
        throw failure;
      }),
    [],
  );
  const { columns, scroll } = useFittedColumns(institutionListColumns(navigate));

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Institutions"
        subtitle="Manage healthcare institutions and their information"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/institutions/new')}>
            Add Institution
          </Button>
        }
      />
      {error ? <Alert type="error" showIcon title={errorText(error, INSTITUTION_MESSAGES.fetchListFailed)} /> : null}
      {data && <InstitutionSummaryCards summary={data.summary} />}
      <Card>
        <Table<Institution>
          rowKey="id"
          caption={<VisuallyHidden>Institutions</VisuallyHidden>}
          columns={columns}
          dataSource={data?.institutions ?? []}
          loading={loading}
          pagination={(data?.institutions.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          size="middle"
          scroll={scroll}
          locale={{ emptyText: <Empty description={error ? INSTITUTION_MESSAGES.listUnavailable : 'No institutions yet'} /> }}
        />
      </Card>
    </Flex>
  );
}
