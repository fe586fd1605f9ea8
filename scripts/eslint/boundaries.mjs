// The module boundaries described in docs/architecture.md, as ESLint rules (used by eslint.config.mjs at the repository root).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ROLE_NAMES = ['super_admin', 'institution_admin', 'clinician', 'client_admin', 'fulfillment_agent', 'lab_user'];

/** A file's path from the repository root, with '/' separators. */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');
/** The workspace package a file belongs to: 'host', 'remote-clinical', 'shared', 'api'... */
const packageOf = (file) => fromRoot(file).split('/')[0];
/** The API module a file belongs to ('patients' for api/src/modules/patients/...), else undefined. */
const apiModuleOf = (file) => fromRoot(file).match(/^api\/src\/modules\/([^/]+)/)?.[1];

/** Calls `check(file, sourceNode)` for every relative import, re-export and import() of a file, with the path it points at. */
function onRelativeImports(context, check) {
  const visit = (source) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
    check(path.resolve(path.dirname(context.filename), source.value), source);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

/** Which files of its own module each layer of an API module may import (routes -> service -> queries). */
const LAYERS = {
  'routes.ts': ['service', 'schemas'],
  'service.ts': ['queries', 'schemas'],
  'queries.ts': [],
};

export const boundaries = {
  rules: {
    // routes.ts (HTTP) calls only service.ts (rules), which calls queries.ts (SQL); never upwards or around.
    'module-layers': {
      meta: { type: 'problem', messages: { layer: "{{file}} may import only {{allowed}} of its module, not '{{source}}' (routes.ts -> service.ts -> queries.ts)." } },
      create(context) {
        const own = apiModuleOf(context.filename);
        const file = path.basename(context.filename);
        const allowed = LAYERS[file];
        if (!own || !allowed) return {};
        const layerNames = Object.keys(LAYERS).map((f) => f.replace(/\.ts$/, ''));
        return onRelativeImports(context, (target, source) => {
          if (apiModuleOf(target) !== own) return;
          const name = path.basename(target).replace(/\.ts$/, '');
          // helpers of the module (patient-input, search, ...) are free; the three layers are not
          if (layerNames.includes(name) && !allowed.includes(name)) {
            context.report({ node: source, messageId: 'layer', data: { file, allowed: allowed.map((a) => `${a}.ts`).join(', ') || 'no layer', source: source.value } });
          }
        });
      },
    },
    // A remote, the host and @lab/shared never reach into another package's files by a relative path.
    'stay-in-package': {
      meta: { type: 'problem', messages: { leaves: "'{{source}}' reaches into {{target}}/: use what it offers by package name (@lab/shared...), never its files." } },
      create(context) {
        const own = packageOf(context.filename);
        return onRelativeImports(context, (target, source) => {
          if (packageOf(target) !== own) context.report({ node: source, messageId: 'leaves', data: { source: source.value, target: packageOf(target) } });
        });
      },
    },
    // API modules do not import each other: what two modules need goes to api/src/platform or @lab/shared.
    'no-cross-module-import': {
      meta: { type: 'problem', messages: { crosses: "API module '{{own}}' imports module '{{other}}' ('{{source}}'): move what both need to api/src/platform or @lab/shared." } },
      create(context) {
        const own = apiModuleOf(context.filename);
        if (!own) return {};
        return onRelativeImports(context, (target, source) => {
          const other = apiModuleOf(target);
          if (other && other !== own) context.report({ node: source, messageId: 'crosses', data: { own, other, source: source.value } });
        });
      },
    },
  },
};

