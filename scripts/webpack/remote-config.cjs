// A remote's whole webpack config: the common settings plus its federation container,
// which emits remoteEntry.js and mf-manifest.json and exposes the remote's areas.
const baseConfig = require('./base-config.cjs');
const federationShared = require('./federation-shared.cjs');

module.exports = function remoteConfig({ dir, name, port, exposes }) {
  return (_env, argv) => {
    const { ModuleFederationPlugin } = baseConfig.fromPackage(dir, '@module-federation/enhanced/webpack');
    const mode = argv.mode ?? 'development';
    const config = baseConfig({ dir, port, title: `${name} remote`, mode });
    config.plugins.push(
      new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', manifest: true, dts: false, exposes, shared: federationShared(), shareStrategy: federationShared.SHARE_STRATEGY }),
    );
    return config;
  };
};
