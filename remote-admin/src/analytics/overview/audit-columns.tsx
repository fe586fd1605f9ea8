import { formatDate, type AuditSummaryEntry } from '@lab/shared';
import type { TableColumnsType } from 'antd';
import type { AuditTotal } from '../analytics-figures';

const action = { title: 'Action', dataIndex: 'action', key: 'action' };
const table = { title: 'Record Type', dataIndex: 'table_name', key: 'table_name' };
const count = { title: 'Count', dataIndex: 'count', key: 'count', align: 'right' as const };

/** The period's totals per action and record type. */
export const auditTotalColumns: TableColumnsType<AuditTotal> = [action, table, count];

/** The rows as the API gives them: per day, action and record type. */
export const auditDayColumns: TableColumnsType<AuditSummaryEntry> = [{ title: 'Date', key: 'date', render: (_, a) => formatDate(a.date) }, action, table, count];
