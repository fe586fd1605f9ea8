const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('../scripts/webpack/base-config.cjs');
const federationShared = require('../scripts/webpack/federation-shared.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'development';
  const config = baseConfig({ dir: __dirname, port: 3002, title: 'logistics remote', mode });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'logistics',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './inventory': './src/inventory/InventoryArea.tsx',
        './fulfillment': './src/fulfillment/FulfillmentArea.tsx',
      },
      shared: federationShared(),
    }),
  );
  return config;
};
