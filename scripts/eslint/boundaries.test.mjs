// Each boundary of eslint.config.mjs proved with two fixtures: breaks.ts must be refused (every one
// of its imports, by that rule) and keeps.ts must lint clean. The fixtures are linted as if they
// stood at `as`, with the repository's own config, so this proves the rule and its wiring;
// `pnpm lint` itself never reads the fixtures folder.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

const CASES = [
  { fixture: 'module-public-face', rule: 'boundaries/module-public-face', as: 'api/src/modules/results/fixture.ts' },
  { fixture: 'platform-imports-no-module', rule: 'boundaries/platform-imports-no-module', as: 'api/src/platform/fixture.ts' },
  { fixture: 'module-layers', rule: 'boundaries/module-layers', as: 'api/src/modules/patients/routes.ts' },
  { fixture: 'routes-speak-http', rule: 'no-restricted-imports', as: 'api/src/modules/patients/routes.ts' },
  // the browser-side folders of @lab/shared may import what its root may not
  { fixture: 'shared-root-pure', rule: 'boundaries/shared-root-pure', as: 'shared/src/fixture.ts', breaksPassAs: 'shared/src/react/fixture.ts' },
  { fixture: 'api-no-browser-shared', rule: 'boundaries/api-no-browser-shared', as: 'api/src/platform/fixture.ts' },
  { fixture: 'feature-zones', rule: 'boundaries/feature-zones', as: 'remote-clinical/src/results/fixture.ts' },
  { fixture: 'feature-zones-tests', rule: 'boundaries/feature-zones', as: 'remote-clinical/src/results/fixture.test.ts' },
  { fixture: 'stay-in-package', rule: 'boundaries/stay-in-package', as: 'remote-admin/src/users/fixture.ts' },
  { fixture: 'axios-in-client-only', rule: 'no-restricted-imports', as: 'host/src/fixture.ts' },
  { fixture: 'remote-imports-no-app', rule: 'no-restricted-imports', as: 'remote-admin/src/users/fixture.ts' },
  { fixture: 'host-imports-no-remote', rule: 'no-restricted-imports', as: 'host/src/fixture.ts' },
  { fixture: 'role-names-in-shared', rule: 'no-restricted-syntax', as: 'host/src/fixture.ts' },
];

const read = (fixture, name) => readFileSync(path.join(import.meta.dirname, 'fixtures', fixture, name), 'utf8');
/** Every statement of a fixture is one line that is no comment: each must be refused. */
const statements = (code) => code.split('\n').filter((line) => line.trim() && !line.startsWith('//')).length;

async function lint(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

for (const { fixture, rule, as, breaksPassAs } of CASES) {
  test(`${fixture}: ${rule} refuses breaks.ts and passes keeps.ts (as ${as})`, async () => {
    const breaks = read(fixture, 'breaks.ts');
    const refused = await lint(breaks, as);
    assert.deepEqual(
      refused.map((m) => m.split(':')[0]),
      Array(statements(breaks)).fill(rule),
      `every statement of breaks.ts refused by ${rule}, nothing else:\n${refused.join('\n')}`,
    );
    assert.deepEqual(await lint(read(fixture, 'keeps.ts'), as), []);
    if (breaksPassAs) assert.deepEqual(await lint(breaks, breaksPassAs), [], `breaks.ts is allowed at ${breaksPassAs}`);
  });
}

test('the repository lint reads no fixture', async () => {
  assert.equal(await eslint.isPathIgnored(path.join(import.meta.dirname, 'fixtures', 'feature-zones', 'breaks.ts')), true);
});
