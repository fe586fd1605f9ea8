import { formatDateTime, type InstitutionActivity } from '@lab/shared';
import { Card, Table } from 'antd';

/** Provider-wide view: the top 5 institutions by activity. */
export function InstitutionPerformance({ rows }: { rows: InstitutionActivity[] }) {
  return (
    <Card title="Institution Performance">
      <Table<InstitutionActivity>
        size="small"
        pagination={false}
        rowKey="institution_name"
        dataSource={rows.slice(0, 5)}
        columns={[
          { title: 'Institution', dataIndex: 'institution_name' },
          { title: 'Activity Count', dataIndex: 'activity_count', align: 'right' },
          { title: 'Last Activity', dataIndex: 'last_activity', render: (value: string | null) => formatDateTime(value, 'N/A') },
        ]}
      />
    </Card>
  );
}
