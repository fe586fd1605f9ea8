const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('../scripts/webpack/base-config.cjs');
const federationShared = require('../scripts/webpack/federation-shared.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'development';
  const config = baseConfig({ dir: __dirname, port: 3001, title: 'clinical remote', mode });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'clinical',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: {
        './patients': './src/patients/PatientsArea.tsx',
        './tests': './src/tests/TestsArea.tsx',
        './results': './src/results/ResultsArea.tsx',
      },
      shared: federationShared(),
    }),
  );
  return config;
};
