// Where a file stands in the repository, and what each of its imports points at: the facts every
// boundary rule is decided on.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A file's path from the repository root, with '/' separators. */
export const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');
/** The workspace package a file belongs to: 'host', 'remote-clinical', 'shared', 'api'... */
export const packageOf = (file) => fromRoot(file).split('/')[0];
/** The API module a file belongs to ('patients' for api/src/modules/patients/...), else undefined. */
export const apiModuleOf = (file) => fromRoot(file).match(/^api\/src\/modules\/([^/]+)\//)?.[1];

/**
 * Calls `check({ source, target }, node)` for every import, re-export and import() of a file:
 * `source` is the text as written; `target` is the path it points at from the repository root
 * when the import is relative, else undefined (a package name).
 */
export function onImports(context, check) {
  const visit = (node) => {
    if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
    const source = node.value;
    const target = source.startsWith('.') ? fromRoot(path.resolve(path.dirname(context.filename), source)) : undefined;
    check({ source, target }, node);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

/** A rule that reports every import `forbidden({ source, target }, file)` names a reason for (a string), else lets it be. */
export function importRule(description, forbidden) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { forbidden: '{{reason}}' } },
    create(context) {
      const file = fromRoot(context.filename);
      return onImports(context, (imported, node) => {
        const reason = forbidden(imported, file);
        if (reason) context.report({ node, messageId: 'forbidden', data: { reason } });
      });
    },
  };
}
