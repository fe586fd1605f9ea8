const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('../scripts/webpack/base-config.cjs');
const federationShared = require('../scripts/webpack/federation-shared.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'development';
  const config = baseConfig({ dir: __dirname, port: 3003, title: 'admin remote', mode });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'admin',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './users': './src/users/UsersArea.tsx',
        './institutions': './src/institutions/InstitutionsArea.tsx',
        './analytics': './src/analytics/AnalyticsArea.tsx',
        './cms': './src/cms/CmsArea.tsx',
      },
      shared: federationShared(),
    }),
  );
  return config;
};
