import { Table, Typography, type TableColumnsType } from 'antd';
import { AUDIT_ENTITY_TYPES, AUDIT_MESSAGES, auditActionLabel } from '../audit-rules';
import type { AuditEntry } from '../contracts/audit';
import { formatDateTime } from '../dates';
import { VisuallyHidden } from './VisuallyHidden';

const recordOf = (e: AuditEntry) => `${AUDIT_ENTITY_TYPES[e.entity_type as keyof typeof AUDIT_ENTITY_TYPES] ?? e.entity_type}${e.entity_id ? ` #${e.entity_id}` : ''}`;

/** What the row's details hold, on one line (a reason, the fields changed...); none: a dash. */
function detailsText(details: AuditEntry['details']): string {
  if (!details || Object.keys(details).length === 0) return '—';
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

function columns(compact: boolean): TableColumnsType<AuditEntry> {
  const all: TableColumnsType<AuditEntry> = [
    { title: 'When', key: 'when', width: 170, render: (_, e) => formatDateTime(e.occurred_at) },
    { title: 'Who', key: 'who', render: (_, e) => e.actor_name ?? <Typography.Text type="secondary">{AUDIT_MESSAGES.system}</Typography.Text> },
    { title: 'What', key: 'what', render: (_, e) => auditActionLabel(e.action) },
  ];
  if (!compact) all.push({ title: 'Record', key: 'record', render: (_, e) => recordOf(e) });
  all.push({
    title: 'From',
    key: 'from',
    render: (_, e) => (
      <span title={e.user_agent ?? undefined}>
        {e.ip ?? '—'}
        {e.user_agent && !compact && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, maxWidth: 260 }} ellipsis>
            {e.user_agent}
          </Typography.Text>
        )}
      </span>
    ),
  });
  if (!compact) all.push({ title: 'Details', key: 'details', render: (_, e) => <Typography.Text style={{ fontSize: 12, maxWidth: 320 }} ellipsis={{ tooltip: detailsText(e.details) }}>{detailsText(e.details)}</Typography.Text> });
  return all;
}

/** Audit entries as a table: the Audit Trail page's (every column), or a record's panel (`compact`). */
export function AuditEntriesTable({ entries, loading, caption, empty, compact = false }: { entries: AuditEntry[]; loading: boolean; caption: string; empty: string; compact?: boolean }) {
  return (
    <Table<AuditEntry>
      rowKey="id"
      size={compact ? 'small' : 'middle'}
      caption={<VisuallyHidden>{caption}</VisuallyHidden>}
      columns={columns(compact)}
      dataSource={entries}
      loading={loading}
      pagination={false}
      scroll={{ x: compact ? undefined : 900 }}
      locale={{ emptyText: empty }}
    />
  );
}
