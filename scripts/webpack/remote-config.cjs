// A remote's whole webpack config: the common settings plus its federation container,
// which emits remoteEntry.js and mf-manifest.json and exposes the remote's areas.
const path = require('node:path');
const baseConfig = require('./base-config.cjs');
const federationShared = require('./federation-shared.cjs');
// The shared area table: which remote serves which area, under which module name, from which file.
const AREA_TABLE = require('../../shared/src/access/area-table.json');

/** The modules remote `name` exposes: one per area the table gives it, e.g. { './users': './src/users/UsersArea.tsx' }. */
function exposesOf(name) {
  const exposes = {};
  for (const area of Object.values(AREA_TABLE)) if (area.remote === name) exposes[area.module] = area.source;
  if (Object.keys(exposes).length === 0) throw new Error(`shared/src/access/area-table.json: no area is served by remote "${name}"`);
  return exposes;
}

module.exports = function remoteConfig({ dir, name, port }) {
  const exposes = exposesOf(name);
  return (_env, argv) => {
    const { ModuleFederationPlugin } = baseConfig.fromPackage(dir, '@module-federation/enhanced/webpack');
    const mode = argv.mode ?? 'development';
    const config = baseConfig({ dir, port, title: `${name} remote`, mode });
    const { DefinePlugin } = baseConfig.fromPackage(dir, 'webpack');
    // the version this build is published as (scripts/prod/publish-remotes.mjs): REMOTE_VERSION or the package's
    const version = process.env.REMOTE_VERSION || require(path.join(dir, 'package.json')).version;
    config.plugins.push(
      new DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: { ...exposes, './version': path.join(__dirname, 'remote-version.js') },
        shared: federationShared(),
        shareStrategy: federationShared.SHARE_STRATEGY,
      }),
    );
    return config;
  };
};
