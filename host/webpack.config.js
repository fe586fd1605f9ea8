const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('../scripts/webpack/base-config.cjs');
const federationShared = require('../scripts/webpack/federation-shared.cjs');
const { PLATFORM_CONTRACT, PlatformMetaPlugin } = require('../scripts/webpack/platform-meta.cjs');

/** The remotes' development servers (each remote's webpack.config.js), proxied under /remotes/NAME/. */
const REMOTE_DEV_PORTS = { clinical: 3001, logistics: 3002, admin: 3003 };
/** Where the development server listens: HOST=0.0.0.0 opens the portal to other machines. */
const HOST = process.env.HOST || '127.0.0.1';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'development';
  const config = baseConfig({ dir: __dirname, port: 3000, title: 'Lab Portal', mode });
  config.output.publicPath = '/';
  config.plugins.push(
    // No remotes here: they are read at run time from /remotes.json.
    new ModuleFederationPlugin({ name: 'host', remotes: {}, shared: federationShared(), shareStrategy: federationShared.SHARE_STRATEGY, dts: false }),
    new DefinePlugin({ __ALLOW_REMOTE_OVERRIDES__: JSON.stringify(mode !== 'production'), __PLATFORM_CONTRACT__: JSON.stringify(PLATFORM_CONTRACT) }),
    // the contract this host provides, for `pnpm remotes:use` to check a version against before switching
    new PlatformMetaPlugin('platform.json', { host: require('./package.json').version }),
  );
  // Chart code stays in chunks named chart-* (TrendsChart's lazy import: `chart-trends`; the chart
  // library it pulls in: `chart-lib`), so no other page loads it and scripts/bench/check-budgets.mjs
  // can weigh exactly what the dashboard's chart costs.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        chart: { test: /[\\/]node_modules[\\/]/, chunks: (chunk) => chunk.name?.startsWith('chart-') ?? false, name: 'chart-lib', priority: 20, enforce: true },
      },
    },
  };
  // G2's renderer (@antv/g) imports html2canvas for one thing we never do, exporting a chart with
  // its HTML overlays as an image: about 45 KB gzip of dead weight in the chart's chunk.
  config.resolve.alias = { ...config.resolve.alias, html2canvas: false };
  config.devServer.static = {
    directory: path.join(__dirname, 'public'),
    staticOptions: { setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
  };
  // One origin: the page loads every remote from its own origin (/remotes/NAME/... -> the remote's
  // server, prefix stripped), so it works whatever host name the browser used; webpack-dev-server
  // refuses cross-site script requests. changeOrigin: the remote's server checks the Host header.
  config.devServer.proxy.push(
    ...Object.entries(REMOTE_DEV_PORTS).map(([name, port]) => ({
      context: [`/remotes/${name}/`],
      target: `http://127.0.0.1:${port}`,
      pathRewrite: { [`^/remotes/${name}`]: '' },
      changeOrigin: true,
    })),
  );
  config.devServer.host = HOST;
  // Off loopback the page is opened by this machine's name or address: IP addresses pass the
  // Host-header check by default, names do not, so accept any (development only).
  if (!LOOPBACK.has(HOST)) config.devServer.allowedHosts = 'all';
  return config;
};
