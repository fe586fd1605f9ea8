const { PLATFORM_CONTRACT } = require('../scripts/webpack/platform-meta.cjs');

// the build's defines, as the host's webpack config sets them for a production build
module.exports = { ...require('../scripts/jest/web-config.cjs')(), globals: { __ALLOW_REMOTE_OVERRIDES__: false, __PLATFORM_CONTRACT__: PLATFORM_CONTRACT } };
