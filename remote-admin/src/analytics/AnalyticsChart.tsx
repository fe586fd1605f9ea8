import { Skeleton } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { AnalyticsChartProps } from './charts/chart-types';

// The chart library is loaded only when a chart is shown, in its own chunk.
const AnalyticsChartView = lazy(() => import(/* webpackChunkName: "chart-analytics" */ './charts/AnalyticsChartView').then((charts) => ({ default: charts.AnalyticsChartView })));

/** A chart that cannot load (its chunk failed) leaves its place empty: its figures are on the page as text anyway. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Analytics: a chart could not be drawn', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A bar chart, hidden from assistive technology: the caller keeps the SAME figures beside it as
 * a table or a list (FigureList), which is what a screen reader reads.
 */
export function AnalyticsChart(props: AnalyticsChartProps) {
  return (
    <div aria-hidden="true" style={{ minHeight: props.height }}>
      <ChartBoundary>
        <Suspense fallback={<Skeleton active />}>
          <AnalyticsChartView {...props} />
        </Suspense>
      </ChartBoundary>
    </div>
  );
}

/** A horizontal bar chart's height for `count` bars: room for each name, within bounds. */
export const barChartHeight = (count: number) => Math.min(Math.max(count * 36 + 48, 160), 720);
