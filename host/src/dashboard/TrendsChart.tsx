import { formatDay, formatDayWithMonth, type TrendPoint } from '@lab/shared';
import { VISUALLY_HIDDEN_STYLE } from '@lab/shared/react';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';

// The chart library is loaded only when a chart is shown, in the `chart-*` chunks (webpack.config.js).
const TrendsColumn = lazy(() => import(/* webpackChunkName: "chart-trends" */ './TrendsColumn').then((chart) => ({ default: chart.TrendsColumn })));

/** Test Request Trends: requests per day of the last 7 days, the count under each bar (a canvas: the figures are kept as text for screen readers). */
export function TrendsChart({ trends }: { trends: TrendPoint[] }) {
  const data = useMemo(() => trends.map((t) => ({ day: `${formatDay(t.date)}\n${t.count}`, count: t.count })), [trends]);
  return (
    <Card title="Test Request Trends" aria-label="Test Request Trends">
      <Suspense fallback={<Skeleton active />}>
        <TrendsColumn data={data} height={260} />
      </Suspense>
      <ul aria-label="Test requests per day" style={VISUALLY_HIDDEN_STYLE}>
        {trends.map((t) => (
          <li key={t.date}>
            {formatDayWithMonth(t.date)}: {t.count}
          </li>
        ))}
      </ul>
    </Card>
  );
}
