// A remote's whole webpack config: the common settings plus its federation container,
// which emits remoteEntry.js and mf-manifest.json and exposes the remote's areas.
const path = require('node:path');
const baseConfig = require('./base-config.cjs');
const federationShared = require('./federation-shared.cjs');
const areaExposes = require('./area-exposes.cjs');
const { PlatformMetaPlugin } = require('./platform-meta.cjs');

module.exports = function remoteConfig({ dir, name, port }) {
  const exposes = areaExposes(name);
  return (_env, argv) => {
    const { ModuleFederationPlugin } = baseConfig.fromPackage(dir, '@module-federation/enhanced/webpack');
    const mode = argv.mode ?? 'development';
    const config = baseConfig({ dir, port, title: `${name} remote`, mode });
    // the version this build is published as (scripts/prod/publish-remotes.mjs): REMOTE_VERSION or the package's
    const version = process.env.REMOTE_VERSION || require(path.join(dir, 'package.json')).version;
    config.plugins.push(
      new PlatformMetaPlugin('remote-meta.json', { remote: name, version }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes,
        shared: federationShared(),
        shareStrategy: federationShared.SHARE_STRATEGY,
      }),
    );
    return config;
  };
};
