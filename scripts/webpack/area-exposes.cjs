// The modules a remote exposes, read from the shared area table (shared/src/access/area-table.json):
// one per area the table gives that remote, e.g. { './users': './src/users/UsersArea.tsx' }.
const AREA_TABLE = require('../../shared/src/access/area-table.json');

module.exports = function areaExposes(name) {
  const exposes = {};
  for (const area of Object.values(AREA_TABLE)) if (area.remote === name) exposes[area.module] = area.source;
  if (Object.keys(exposes).length === 0) throw new Error(`shared/src/access/area-table.json: no area is served by remote "${name}"`);
  return exposes;
};
