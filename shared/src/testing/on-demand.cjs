// Stand-ins, under jest only, for the two indexes our screens import from: antd's and
// @ant-design/icons'. Each index requires everything it names at once (all of antd's ~70
// components: 1.4 s; all ~800 icons: 0.9 s) in every test file, since jest loads the modules afresh
// for each file; a stand-in requires one export when a test first reads it. The webpack builds
// need no such help: they keep only what is imported.
const fs = require('node:fs');

/** Exports read by name (as `import { Button } from 'antd'` compiles), each loaded on first read. */
function onDemand(load) {
  return new Proxy(
    { __esModule: true },
    {
      get(loaded, name) {
        if (typeof name !== 'string' || name in loaded) return loaded[name];
        return (loaded[name] = load(name));
      },
    },
  );
}

/** antd: its index says which file holds each export (`exports.Button` is `require("./button").default`). */
function antdExportFiles() {
  const index = fs.readFileSync(require.resolve('antd/lib/index.js'), 'utf8');
  const fileOf = new Map([...index.matchAll(/var (_\w+) = _interopRequire\w*\(require\("\.\/([\w/-]+)"\)\);/g)].map(([, variable, file]) => [variable, file]));
  return new Map(
    [...index.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g)].map(([, name, variable]) => [name, fileOf.get(variable)]),
  );
}

function antdOnDemand() {
  const files = antdExportFiles();
  // anything the pattern misses comes from the whole index, as without the stand-in
  return onDemand((name) => {
    const file = files.get(name);
    return file ? require(`antd/lib/${file}`).default : require('antd/lib/index.js')[name];
  });
}

/** @ant-design/icons: an icon `XOutlined` is the default export of `lib/icons/XOutlined`. */
function iconsOnDemand() {
  return onDemand((name) => (/^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name) ? require(`@ant-design/icons/lib/icons/${name}`).default : require('@ant-design/icons/lib')[name]));
}

module.exports = { antdOnDemand, antdExportFiles, iconsOnDemand };
