import { Card, Table } from 'antd';
import dayjs from 'dayjs';
import type { DashboardData } from './dashboard-api';

type Row = NonNullable<NonNullable<DashboardData['institutions']>['by_activity']>[number];

/** super_admin: the top 5 institutions by activity. */
export function InstitutionPerformance({ rows }: { rows: Row[] }) {
  return (
    <Card title="Institution Performance">
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="institution_name"
        dataSource={rows.slice(0, 5)}
        columns={[
          { title: 'Institution', dataIndex: 'institution_name' },
          { title: 'Activity Count', dataIndex: 'activity_count', align: 'right' },
          { title: 'Last Activity', dataIndex: 'last_activity', render: (value: string | null) => (value ? dayjs(value).format('MMM D, YYYY, HH:mm') : 'N/A') },
        ]}
      />
    </Card>
  );
}
