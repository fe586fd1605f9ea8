import { Card, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';

// @ant-design/charts is large: loaded only when a chart is shown.
const Column = lazy(() => import('@ant-design/charts').then((charts) => ({ default: charts.Column })));

/** Test Request Trends: requests per day of the last 7 days, the count under each bar. */
export function TrendsChart({ trends }: { trends: { date: string; count: number }[] }) {
  const data = trends.map((t) => ({ day: `${dayjs(t.date).format('ddd D')}\n${t.count}`, count: t.count }));
  return (
    <Card title="Test Request Trends" aria-label="Test Request Trends">
      <Suspense fallback={<Skeleton active />}>
        <Column data={data} xField="day" yField="count" height={260} axis={{ y: { title: 'Requests' } }} style={{ fill: '#1677ff', maxWidth: 48 }} />
      </Suspense>
    </Card>
  );
}
