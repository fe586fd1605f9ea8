// When an app's last production build finished, for `pnpm start` to know whether its sources
// changed since (scripts/launch/build-cache.mjs). webpack leaves an output file untouched when its
// content did not change, so the build's own files cannot tell; a stamp written once the build
// succeeded can. It lives beside webpack's cache, not in dist/, so no server publishes it.
const fs = require('node:fs');
const path = require('node:path');

/** The stamp file of the app in `dir`. */
const buildStampFile = (dir) => path.join(dir, 'node_modules', '.cache', 'build-stamp');

class BuildStampPlugin {
  constructor(dir) {
    this.file = buildStampFile(dir);
  }

  apply(compiler) {
    compiler.hooks.done.tap('BuildStampPlugin', (stats) => {
      if (stats.hasErrors()) return;
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${new Date().toISOString()}\n`);
    });
  }
}

module.exports = { buildStampFile, BuildStampPlugin };
