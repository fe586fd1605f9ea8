import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { formatted, typecheck, typecheckGroups, workspacePackages } from './typecheck.mjs';

/** A workspace in a temporary folder: packages a and b with the same options, c and e with others, d without a tsconfig. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('pnpm-workspace.yaml', "packages:\n  - a\n  - 'b'\n  - c\n  - d\n  - e\n\nallowBuilds:\n  esbuild: true\n");
  write('tsconfig.base.json', JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [], lib: ['ES2022'] } }));
  for (const name of ['a', 'b']) write(`${name}/tsconfig.json`, JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }));
  write('c/tsconfig.json', JSON.stringify({ extends: '../tsconfig.base.json', compilerOptions: { strict: false }, include: ['src'] }));
  // e differs from a and b in a nested option only
  write('e/tsconfig.json', JSON.stringify({ extends: '../tsconfig.base.json', compilerOptions: { paths: { '@e/*': ['./src/*'] } }, include: ['src'] }));
  write('a/src/index.ts', 'export const a: number = 1;\n');
  write('b/src/index.ts', 'export const b: number = 2;\n');
  write('c/src/index.ts', 'export function c(x) { return x; }\n');
  write('d/src/index.ts', 'export const d: number = "not checked";\n');
  write('e/src/index.ts', 'export const e: number = 5;\n');
  return { root, write };
}

test('the packages with the same compiler options are one program; a package without a tsconfig is not checked', () => {
  const { root } = workspace();
  assert.deepEqual(workspacePackages(root), ['a', 'b', 'c', 'd', 'e']);
  const { groups, problems } = typecheckGroups(root);
  assert.deepEqual(problems, []);
  assert.deepEqual(groups.map((group) => group.packages), [['a', 'b'], ['c'], ['e']]);
  assert.deepEqual(typecheck(root), []);
});

test("an error in any package of a program is reported under that package's file, and under its own options", () => {
  const { root, write } = workspace();
  write('b/src/wrong.ts', 'export const wrong: number = "text";\n');
  // strict in a and b: a parameter without a type is an error there, not in c
  write('a/src/loose.ts', 'export function loose(x) { return x; }\n');
  const text = formatted(typecheck(root), root);
  assert.match(text, /b\/src\/wrong\.ts\(1,14\): error TS2322/);
  assert.match(text, /a\/src\/loose\.ts\(1,23\): error TS7006/);
  assert.doesNotMatch(text, /c\/src/);
});

test('a broken tsconfig is reported, not skipped', () => {
  const { root, write } = workspace();
  write('c/tsconfig.json', '{ "extends": "../missing.json", "include": ["src"] }');
  assert.match(formatted(typecheck(root), root), /missing\.json/);
});
