import { formatDate, type AuditSummaryEntry } from '@lab/shared';
import { SectionCard, VisuallyHidden } from '@lab/shared/react';
import { Col, Flex, Row, Table } from 'antd';
import { AnalyticsChart } from '../AnalyticsChart';
import { auditPerDay, auditTotals, type AuditTotal } from '../analytics-figures';
import { FigureList } from '../FigureList';
import { NO_DATA, NoData } from '../NoData';
import { auditDayColumns, auditTotalColumns } from './audit-columns';

const PAGE_SIZE = 10;
const pagination = (rows: number) => (rows > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false);

/** The Audit Logs tab: audited actions per day as bars, the period's totals per action and record type, and the daily rows. */
export function AuditLogsTab({ audit }: { audit: AuditSummaryEntry[] }) {
  if (audit.length === 0) return <NoData text={NO_DATA.audit} />;
  const days = auditPerDay(audit);
  const totals = auditTotals(audit);
  return (
    <Flex vertical gap={16}>
      <SectionCard title="Audited Actions per Day">
        <AnalyticsChart kind="column" valueName="Actions" height={260} data={days.map((d) => ({ label: formatDate(d.date), value: d.count }))} />
        <FigureList hidden label="Audited actions per day" items={days.map((d) => ({ key: d.date, label: formatDate(d.date), value: d.count }))} />
      </SectionCard>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <SectionCard title="Totals by Action">
            <Table<AuditTotal>
              rowKey={(t) => `${t.action}/${t.table_name}`}
              size="small"
              caption={<VisuallyHidden>Audited actions by action and record type</VisuallyHidden>}
              columns={auditTotalColumns}
              dataSource={totals}
              pagination={pagination(totals.length)}
            />
          </SectionCard>
        </Col>
        <Col xs={24} xl={14}>
          <SectionCard title="Daily Breakdown">
            <Table<AuditSummaryEntry>
              rowKey={(a) => `${a.date}/${a.action}/${a.table_name}`}
              size="small"
              caption={<VisuallyHidden>Audited actions per day, action and record type</VisuallyHidden>}
              columns={auditDayColumns}
              dataSource={audit}
              pagination={pagination(audit.length)}
            />
          </SectionCard>
        </Col>
      </Row>
    </Flex>
  );
}
