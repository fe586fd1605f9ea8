import { formatDay, formatDayWithMonth, type TrendPoint } from '@lab/shared';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, type CSSProperties } from 'react';

// The chart library is loaded only when a chart is shown, in the `chart-*` chunks (webpack.config.js).
const TrendsColumn = lazy(() => import(/* webpackChunkName: "chart-trends" */ './TrendsColumn').then((chart) => ({ default: chart.TrendsColumn })));

// The chart is a canvas: the same figures are kept as text for screen readers.
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** Test Request Trends: requests per day of the last 7 days, the count under each bar. */
export function TrendsChart({ trends }: { trends: TrendPoint[] }) {
  const data = useMemo(() => trends.map((t) => ({ day: `${formatDay(t.date)}\n${t.count}`, count: t.count })), [trends]);
  return (
    <Card title="Test Request Trends" aria-label="Test Request Trends">
      <Suspense fallback={<Skeleton active />}>
        <TrendsColumn data={data} height={260} />
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
