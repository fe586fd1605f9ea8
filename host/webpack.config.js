const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const baseConfig = require('../scripts/webpack/base-config.cjs');
const federationShared = require('../scripts/webpack/federation-shared.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'development';
  const config = baseConfig({ dir: __dirname, port: 3000, title: 'Lab Portal', mode });
  config.output.publicPath = '/';
  config.plugins.push(
    // No remotes here: they are read at run time from /remotes.json.
    new ModuleFederationPlugin({ name: 'host', remotes: {}, shared: federationShared(), dts: false }),
    new DefinePlugin({ __ALLOW_REMOTE_OVERRIDES__: JSON.stringify(mode !== 'production') }),
  );
  config.devServer.static = {
    directory: path.join(__dirname, 'public'),
    staticOptions: { setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
  };
  return config;
};
