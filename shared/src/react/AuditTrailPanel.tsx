import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { AUDIT_MESSAGES, AUDIT_PANEL_ROWS, auditTrailPath, canReadAuditTrail } from '../audit-rules';
// by package name: the session store is one shared instance, never a second copy inside this chunk
import { apiClient, errorText, useSession } from '@lab/shared/client';
import type { AuditResponse } from '../contracts/audit';
import { AuditEntriesTable } from './AuditEntriesTable';
import { SectionCard } from './SectionCard';
import { useLoadedData } from './use-loaded-data';

/**
 * "Who viewed or changed this" on a record's detail (a patient, a result), for those who read the
 * audit trail: its newest entries, and a link to the whole trail of the record.
 */
export function AuditTrailPanel({ entityType, entityId }: { entityType: string; entityId: number }) {
  const viewer = useSession((s) => s.user);
  if (!canReadAuditTrail(viewer)) return null;
  return <Panel entityType={entityType} entityId={entityId} />;
}

function Panel({ entityType, entityId }: { entityType: string; entityId: number }) {
  const { data, loading, error } = useLoadedData(
    async () => (await apiClient.get<AuditResponse>('/audit', { params: { entity_type: entityType, entity_id: String(entityId), limit: AUDIT_PANEL_ROWS } })).data,
    [entityType, entityId],
  );
  return (
    <SectionCard title={AUDIT_MESSAGES.panelTitle} extra={<Link to={auditTrailPath(entityType, entityId)}>{AUDIT_MESSAGES.viewAll}</Link>}>
      {error ? (
        <Alert type="error" showIcon title={errorText(error, AUDIT_MESSAGES.fetchFailed)} />
      ) : (
        <AuditEntriesTable compact entries={data?.entries ?? []} loading={loading} caption={AUDIT_MESSAGES.panelTitle} empty={AUDIT_MESSAGES.panelEmpty} />
      )}
    </SectionCard>
  );
}
