/** One bar of an analytics chart: its label on the axis and its height. */
export interface ChartFigure {
  label: string;
  value: number;
}

/** Vertical bars (a short series: days, statuses) or horizontal ones (long names: test types, institutions). */
export type ChartKind = 'column' | 'bar';

export interface AnalyticsChartProps {
  kind: ChartKind;
  data: ChartFigure[];
  /** What the bars count ('Requests'), for the value axis and the tooltip. */
  valueName: string;
  height: number;
}
