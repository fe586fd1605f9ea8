// The singletons every federated app shares: one React, one router, one session store.
// Used by the host and all three remotes, so they can never disagree.
const path = require('node:path');

const { PLATFORM_CONTRACT } = require('./platform-meta.cjs');

const root = path.resolve(__dirname, '..', '..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root, path.join(root, 'host')] })).version;

function singleton(name, extra = {}) {
  return { singleton: true, requiredVersion: `^${versionOf(name)}`, ...extra };
}

/**
 * How every container picks a shared module: the copy already loaded (the host's), never a hunt for
 * the highest version. 'version-first' (the default) makes the first shared module a page loads
 * after the registry is read fetch every registered remote's remoteEntry.js, and a same-version tie
 * goes to the container whose name sorts last: the dashboard would load three remotes' entries and
 * logistics' copy of antd. The host provides first, so the host's copies are the singletons.
 */
const SHARE_STRATEGY = 'loaded-first';

/** @lab/shared is the platform contract: one copy, the host's, compatible within its major version. */
function contract() {
  return { singleton: true, version: PLATFORM_CONTRACT, requiredVersion: `^${PLATFORM_CONTRACT}` };
}

function federationShared() {
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    antd: singleton('antd'),
    dayjs: singleton('dayjs'),
    // the platform contract (docs/operations.md): a remote built against 1.2.0 takes a host's 1.x from 1.2.0 on
    '@lab/shared': contract(),
    '@lab/shared/client': contract(),
    '@lab/shared/react': contract(),
  };
}

module.exports = federationShared;
module.exports.SHARE_STRATEGY = SHARE_STRATEGY;
