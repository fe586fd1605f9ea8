// Jest runs CommonJS; these ESM-only packages (in pnpm's layout) must go through swc too.
module.exports = function transformIgnoreExcept(packages) {
  const alternatives = packages.map((name) => `\\.pnpm/${name.replace('/', '\\+')}|${name}/`).join('|');
  return [`/node_modules/(?!${alternatives})`];
};
