// How the workspace packages meet: by package name only, and @lab/shared's root stays free of the
// browser so the API can use it.
import { importRule, packageOf } from './paths.mjs';

/** shared/src's folders that are browser-side, each published as its own entry (@lab/shared/react, /client, /testing...). */
const SHARED_BROWSER_DIRS = /^shared\/src\/(react|client|testing)(\/|$)/;
/** What a browser-side or app package is, by import name. */
const BROWSER_OR_APP_PACKAGE = /^(react|react-dom|react-router|react-router-dom|antd|zustand|host|@lab\/api|remote-[^/]+)(\/|$)|^@ant-design\/|^@lab\/shared\/(react|client|theme|testing)(\/|$)/;
/** @lab/shared's browser entries: the API runs in Node and has no React, antd, session store or HTTP client. */
const SHARED_BROWSER_ENTRY = /^@lab\/shared\/(react|client|theme)(\/|$)|^@lab\/shared\/testing\/react$/;

export const packageBoundaries = {
  // A remote, the host and @lab/shared never reach into another package's files by a relative path.
  'stay-in-package': importRule('Another workspace package only by its name', ({ source, target }, file) => {
    if (!target || packageOf(target) === packageOf(file)) return;
    return `'${source}' reaches into ${packageOf(target)}/: use what it offers by package name (@lab/shared...), never its files.`;
  }),
  // @lab/shared's root (rules, contracts, types) is what the API and every screen share: it
  // imports no React, antd or app, nor its own browser-side folders.
  'shared-root-pure': importRule("shared's root imports no React, antd or app package", ({ source, target }, file) => {
    if (!file.startsWith('shared/src/') || SHARED_BROWSER_DIRS.test(file)) return;
    if (!BROWSER_OR_APP_PACKAGE.test(source) && !(target && SHARED_BROWSER_DIRS.test(target))) return;
    return `@lab/shared's root is shared with the API: '${source}' belongs in shared/src/react or shared/src/client, not here.`;
  }),
  'api-no-browser-shared': importRule('The API imports no @lab/shared/react or @lab/shared/client', ({ source }, file) => {
    if (packageOf(file) !== 'api' || !SHARED_BROWSER_ENTRY.test(source)) return;
    return `The API runs in Node: '${source}' is @lab/shared's browser side; use @lab/shared (its rules and contracts).`;
  }),
};
