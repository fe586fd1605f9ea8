// Every chart of the analytics screens, drawn by @ant-design/charts. The library is large (see
// shared STACK-NOTES), so this module is only ever loaded lazily by ../AnalyticsChart, into the
// `chart-analytics` chunk (the library itself into `chart-analytics-lib`, webpack.config.js).
import { Bar, Column } from '@ant-design/charts';
import type { AnalyticsChartProps } from './chart-types';

const BAR_COLOUR = '#1677ff';

/** Bars grow into place unless the user asked the system for less motion (they are counts, not a show). */
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Bars of `data`, `value` high; a canvas, so the screens keep the same figures as text beside it. */
export function AnalyticsChartView({ kind, data, valueName, height }: AnalyticsChartProps) {
  const config = {
    data,
    xField: 'label',
    yField: 'value',
    height,
    autoFit: true,
    // counts: whole-number ticks only (a patient's 2 tests would otherwise read 0.2, 0.4…)
    axis: { x: { title: false }, y: { title: valueName, tickFilter: (tick: number) => Number.isInteger(tick) } },
    scale: { y: { nice: true } },
    style: { fill: BAR_COLOUR, maxWidth: 40 },
    tooltip: { items: [{ channel: 'y', name: valueName }] },
    legend: false as const,
    ...(reducedMotion() ? { animate: false as const } : {}),
  };
  return kind === 'bar' ? <Bar {...config} /> : <Column {...config} />;
}
