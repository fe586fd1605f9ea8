import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import buildStamp from '../webpack/build-stamp.cjs';
import { APPS, builtMarker, staleApps } from './build-cache.mjs';

let root;
const write = (file, at) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  fs.utimesSync(full, at / 1000, at / 1000);
};
const T0 = Date.parse('2026-01-01T00:00:00Z');
const buildAll = (at) =>
  APPS.forEach((app) => {
    write(path.relative(root, builtMarker(root, app)), T0 - 1000); // webpack kept an unchanged file as it was
    write(path.relative(root, buildStamp.buildStampFile(path.join(root, app))), at);
  });
const stale = () => staleApps(root).map((s) => `${s.app}: ${s.reason}`);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  for (const app of APPS) write(`${app}/src/index.ts`, T0);
  write('shared/src/index.ts', T0);
  write('pnpm-lock.yaml', T0);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('an app without a build is built', () => {
  assert.deepEqual(stale(), APPS.map((app) => `${app}: no build yet`));
});

test('a build interrupted before its stamp is built again', () => {
  buildAll(T0 + 1000);
  fs.rmSync(buildStamp.buildStampFile(path.join(root, 'host')));
  assert.deepEqual(stale(), ['host: no build yet']);
});

test('builds newer than their sources are kept', () => {
  buildAll(T0 + 1000);
  assert.deepEqual(stale(), []);
});

test('a change in one app rebuilds that app alone', () => {
  buildAll(T0 + 1000);
  write('remote-admin/src/users/UsersPage.tsx', T0 + 2000);
  assert.deepEqual(stale(), ['remote-admin: sources changed since its build']);
});

test('a change in the shared package, the webpack configuration or the lockfile rebuilds every app', () => {
  for (const file of ['shared/src/messages.ts', 'scripts/webpack/base-config.cjs', 'pnpm-lock.yaml']) {
    buildAll(T0 + 1000);
    write(file, T0 + 2000);
    assert.equal(stale().length, APPS.length, file);
  }
});

test('tests, node_modules and the build itself are not sources', () => {
  buildAll(T0 + 1000);
  write('host/src/App.test.tsx', T0 + 2000);
  write('shared/src/rules.test.ts', T0 + 2000);
  write('remote-clinical/node_modules/x/index.js', T0 + 2000);
  write('remote-clinical/dist/main.js', T0 + 2000);
  assert.deepEqual(stale(), []);
});
