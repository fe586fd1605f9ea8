import { formatDay, formatDayWithMonth, type TrendPoint } from '@lab/shared';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type CSSProperties } from 'react';

// @ant-design/charts is large: loaded only when a chart is shown.
const Column = lazy(() => import('@ant-design/charts').then((charts) => ({ default: charts.Column })));

// The chart is a canvas: the same figures are kept as text for screen readers.
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** Test Request Trends: requests per day of the last 7 days, the count under each bar. */
export function TrendsChart({ trends }: { trends: TrendPoint[] }) {
  const data = trends.map((t) => ({ day: `${formatDay(t.date)}\n${t.count}`, count: t.count }));
  return (
    <Card title="Test Request Trends" aria-label="Test Request Trends">
      <Suspense fallback={<Skeleton active />}>
        <Column data={data} xField="day" yField="count" height={260} axis={{ y: { title: 'Requests' } }} style={{ fill: '#1677ff', maxWidth: 48 }} />
      </Suspense>
      <ul aria-label="Test requests per day" style={visuallyHidden}>
        {trends.map((t) => (
          <li key={t.date}>
            {formatDayWithMonth(t.date)}: {t.count}
          </li>
        ))}
      </ul>
    </Card>
  );
}
