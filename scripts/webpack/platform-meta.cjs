// What a build declares about itself, written beside its entry files: a remote's remote-meta.json
// (its name, the version it is published as, the platform contract it was built against, when) and
// the host's platform.json (the contract it provides). The host reads a remote's declaration before
// running any of its code; `pnpm remotes:use` and the Platform page read the published files.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
/** The platform contract this tree provides and builds against: @lab/shared's version. */
const PLATFORM_CONTRACT = require(path.join(root, 'shared', 'package.json')).version;

class PlatformMetaPlugin {
  /** `file`: the asset's name; `fields`: what it declares besides the contract and build time. */
  constructor(file, fields) {
    this.file = file;
    this.fields = fields;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PlatformMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PlatformMetaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const meta = { ...this.fields, contract: PLATFORM_CONTRACT, builtAt: new Date().toISOString() };
        compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(meta, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PLATFORM_CONTRACT, PlatformMetaPlugin };
