// The Test Request Trends bars, drawn by G2 with only the pieces a column chart needs: not
// @ant-design/charts (G2's whole standard library, G6, lodash, html2canvas: about 690 KB gzip),
// whose defaults this keeps (axes, bar growth, tooltip). Loaded lazily by TrendsChart, alone in
// the `chart-*` chunks (host/webpack.config.js), which scripts/bench/check-budgets.mjs weighs.
import { extend } from '@antv/g2/esm/api/extend';
import { Runtime } from '@antv/g2/esm/api/runtime';
import { FadeIn } from '@antv/g2/esm/animation/fadeIn';
import { FadeOut } from '@antv/g2/esm/animation/fadeOut';
import { Morphing } from '@antv/g2/esm/animation/morphing';
import { ScaleInY } from '@antv/g2/esm/animation/scaleInY';
import { ScaleOutY } from '@antv/g2/esm/animation/scaleOutY';
import { AxisX } from '@antv/g2/esm/component/axisX';
import { AxisY } from '@antv/g2/esm/component/axisY';
import { Cartesian } from '@antv/g2/esm/coordinate/cartesian';
import { Inline } from '@antv/g2/esm/data/inline';
import { Column } from '@antv/g2/esm/encode/column';
import { Constant } from '@antv/g2/esm/encode/constant';
import { Field } from '@antv/g2/esm/encode/field';
import { Transform } from '@antv/g2/esm/encode/transform';
import { Tooltip } from '@antv/g2/esm/interaction/tooltip';
import { Interval } from '@antv/g2/esm/mark/interval';
import { Category10 } from '@antv/g2/esm/palette/category10';
import { Band } from '@antv/g2/esm/scale/band';
import { Identity } from '@antv/g2/esm/scale/identity';
import { Linear } from '@antv/g2/esm/scale/linear';
import { Ordinal } from '@antv/g2/esm/scale/ordinal';
import { Classic } from '@antv/g2/esm/theme/classic';
import { useEffect, useRef } from 'react';

/** A G2 chart class that knows one mark (interval) and what it is drawn with. */
const ColumnChart = extend(Runtime, {
  'data.inline': Inline,
  'coordinate.cartesian': Cartesian,
  'encode.constant': Constant,
  'encode.field': Field,
  'encode.transform': Transform,
  'encode.column': Column,
  'mark.interval': Interval,
  'palette.category10': Category10,
  'scale.band': Band,
  'scale.linear': Linear,
  'scale.ordinal': Ordinal,
  'scale.identity': Identity,
  'theme.classic': Classic,
  'component.axisX': AxisX,
  'component.axisY': AxisY,
  'animation.scaleInY': ScaleInY,
  'animation.scaleOutY': ScaleOutY,
  'animation.fadeIn': FadeIn,
  'animation.fadeOut': FadeOut,
  'animation.morphing': Morphing,
  'interaction.tooltip': Tooltip,
});

export interface TrendBar {
  /** The bar's label under the axis. */
  day: string;
  count: number;
}

/** One bar per entry, `count` high; a canvas, so TrendsChart keeps the figures as text too. */
export function TrendsColumn({ data, height }: { data: TrendBar[]; height: number }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = new ColumnChart({ container: container.current!, autoFit: true, height });
    chart.options({
      type: 'interval',
      theme: 'classic',
      data,
      encode: { x: 'day', y: 'count' },
      scale: { y: { nice: true } },
      axis: { x: { title: false }, y: { title: 'Requests' } },
      style: { fill: '#1677ff', maxWidth: 48 },
      tooltip: { items: [{ channel: 'y', name: 'Requests' }] },
      // no legend, slider or scrollbar here: their interactions are not in ColumnChart
      interaction: { legendFilter: false, sliderFilter: false, scrollbarFilter: false },
    });
    chart.render().catch((error: unknown) => console.error('Test Request Trends: the chart could not be drawn', error));
    return () => chart.destroy();
  }, [data, height]);
  return <div ref={container} style={{ height }} aria-hidden />;
}
