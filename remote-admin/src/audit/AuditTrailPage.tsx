import { AUDIT_MESSAGES, canReadAuditTrail } from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { AccessDenied, AuditEntriesTable, ListPager, PageHeader, useLoadedData } from '@lab/shared/react';
import { Alert, Card, Flex } from 'antd';
import { fetchAuditPage } from './audit-api';
import { AuditFilterBar } from './AuditFilterBar';
import { auditQuery, useAuditFilters } from './use-audit-filters';

/** The Audit Trail (/audit): every view and change, newest first; an institution's admin sees their institutions'. */
export function AuditTrailPage() {
  const user = useSession((s) => s.user);
  if (!canReadAuditTrail(user)) return <AccessDenied reason={AUDIT_MESSAGES.accessDenied} />;
  return <AuditTrail />;
}

function AuditTrail() {
  const controls = useAuditFilters();
  const { filters, page, after } = controls;
  const { data, loading, error } = useLoadedData(() => fetchAuditPage(auditQuery(filters, page, after)), [filters.entityType, filters.entityId, filters.actorUserId, filters.from, filters.to, page, after]);
  const shown = error ? undefined : data;
  return (
    <Flex vertical gap={16}>
      <PageHeader title={AUDIT_MESSAGES.title} subtitle={AUDIT_MESSAGES.subtitle} />
      <Card>
        <AuditFilterBar controls={controls} />
        {!!error && <Alert type="error" showIcon title={errorText(error, AUDIT_MESSAGES.fetchFailed)} style={{ marginBottom: 16 }} />}
        <AuditEntriesTable entries={shown?.entries ?? []} loading={loading} caption={AUDIT_MESSAGES.title} empty={AUDIT_MESSAGES.empty} />
        <ListPager pagination={shown?.pagination} onChange={controls.setPage} />
      </Card>
    </Flex>
  );
}
