const remoteConfig = require('../scripts/webpack/remote-config.cjs')({
  dir: __dirname,
  name: 'admin',
  port: 3003,
});

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  // The analytics charts stay in chunks named chart-* (AnalyticsChart's lazy import:
  // `chart-analytics`; @ant-design/charts and G2 under it: `chart-analytics-lib`), loaded only
  // when a chart is shown, as the host does with its dashboard chart (host/webpack.config.js).
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        chart: { test: /[\\/]node_modules[\\/]/, chunks: (chunk) => chunk.name?.startsWith('chart-') ?? false, name: 'chart-analytics-lib', priority: 20, enforce: true },
      },
    },
  };
  // G2's renderer (@antv/g) imports html2canvas only to export a chart with its HTML overlays as
  // an image, which the screens never do: about 45 KB gzip less in the chart's chunk.
  config.resolve.alias = { ...config.resolve.alias, html2canvas: false };
  return config;
};
