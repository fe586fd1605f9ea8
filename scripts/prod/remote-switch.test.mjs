// node --test scripts/prod/: switching a remote's version in the registry on the published volume.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readChanges, readRegistry, registryFile } from './registry-file.mjs';
import { parseInstitutions, parsePercent, switchRemote } from './remote-switch.mjs';

/** A published version declaring `contract`, and a host build providing 1.2.0. */
function setUp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-switch-'));
  const remotesDir = path.join(root, 'remotes');
  const hostDist = path.join(root, 'host');
  fs.mkdirSync(hostDist);
  fs.writeFileSync(path.join(hostDist, 'platform.json'), JSON.stringify({ host: '1.0.0', contract: '1.2.0' }));
  const publish = (name, version, contract) => {
    const dir = path.join(remotesDir, name, version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    if (contract) fs.writeFileSync(path.join(dir, 'remote-meta.json'), JSON.stringify({ remote: name, version, contract }));
  };
  return { root, remotesDir, hostDist, publish, done: () => fs.rmSync(root, { recursive: true, force: true }) };
}

test('switches to a published, compatible version and records who did it', async () => {
  const { remotesDir, hostDist, publish, done } = setUp();
  publish('clinical', '1.1.0', '1.1.0');
  const entry = await switchRemote({ remotesDir, hostDist, name: 'clinical', version: '1.1.0', by: 'ops-anna' });
  assert.deepEqual(entry, { entry: '/remotes/clinical/1.1.0/mf-manifest.json', version: '1.1.0' });
  assert.deepEqual(readRegistry(remotesDir).clinical, entry);
  const [change] = readChanges(remotesDir);
  assert.equal(change.by, 'ops-anna');
  assert.equal(change.remote, 'clinical');
  assert.equal(change.to, '1.1.0');
  assert.ok(!Number.isNaN(Date.parse(change.at)));
  assert.deepEqual(fs.readdirSync(remotesDir).sort(), ['clinical', 'registry-log.jsonl', 'registry.json']); // no lock or staging file left
  done();
});

test('refuses a version that is not published, declares nothing, or needs a contract the host lacks', async () => {
  const { remotesDir, hostDist, publish, done } = setUp();
  publish('admin', '2.0.0', '2.0.0');
  publish('admin', '1.3.0', '1.3.0');
  publish('admin', '0.9.0', null);
  const refused = (version) => switchRemote({ remotesDir, hostDist, name: 'admin', version, by: 'x' });
  await assert.rejects(refused('1.5.0'), /admin 1\.5\.0 is not published .*\(published: 0\.9\.0, 1\.3\.0, 2\.0\.0\)/);
  await assert.rejects(refused('2.0.0'), /admin 2\.0\.0 needs platform contract 2\.0\.0; the host provides 1\.2\.0/);
  await assert.rejects(refused('1.3.0'), /admin 1\.3\.0 needs platform contract 1\.3\.0; the host provides 1\.2\.0/);
  await assert.rejects(refused('0.9.0'), /declares no platform contract/);
  await assert.rejects(switchRemote({ remotesDir, hostDist, name: 'billing', version: '1.0.0', by: 'x' }), /no remote "billing"/);
  fs.rmSync(path.join(hostDist, 'platform.json'));
  publish('admin', '1.1.0', '1.1.0');
  await assert.rejects(refused('1.1.0'), /says no platform contract/);
  assert.equal(fs.existsSync(registryFile(remotesDir)), false);
  assert.deepEqual(readChanges(remotesDir), []);
  done();
});

test('a canary keeps the main version, and ending or promoting it is one more switch', async () => {
  const { remotesDir, hostDist, publish, done } = setUp();
  publish('clinical', '1.0.0', '1.0.0');
  publish('clinical', '1.1.0', '1.1.0');
  await switchRemote({ remotesDir, hostDist, name: 'clinical', version: '1.0.0', by: 'x' });
  const canary = await switchRemote({ remotesDir, hostDist, name: 'clinical', version: '1.1.0', canary: { institutions: [2], percent: 10 }, by: 'x' });
  assert.deepEqual(canary, { entry: '/remotes/clinical/1.0.0/mf-manifest.json', version: '1.0.0', canary: { entry: '/remotes/clinical/1.1.0/mf-manifest.json', version: '1.1.0', institutions: [2], percent: 10 } });
  assert.equal(readChanges(remotesDir)[0].to, '1.0.0, canary 1.1.0 for institutions 2 and 10% of users');
  await assert.rejects(switchRemote({ remotesDir, hostDist, name: 'clinical', version: '1.1.0', canary: {}, by: 'x' }), /a canary needs --institutions, --percent or both/);
  assert.deepEqual(await switchRemote({ remotesDir, hostDist, name: 'clinical', endCanary: true, by: 'x' }), { entry: '/remotes/clinical/1.0.0/mf-manifest.json', version: '1.0.0' });
  await assert.rejects(switchRemote({ remotesDir, hostDist, name: 'clinical', endCanary: true, by: 'x' }), /has no canary to end/);
  done();
});

test('two switches at once both land', async () => {
  const { remotesDir, hostDist, publish, done } = setUp();
  publish('clinical', '1.1.0', '1.0.0');
  publish('admin', '1.2.0', '1.2.0');
  await Promise.all([
    switchRemote({ remotesDir, hostDist, name: 'clinical', version: '1.1.0', by: 'a' }),
    switchRemote({ remotesDir, hostDist, name: 'admin', version: '1.2.0', by: 'b' }),
  ]);
  const registry = readRegistry(remotesDir);
  assert.equal(registry.clinical.version, '1.1.0');
  assert.equal(registry.admin.version, '1.2.0');
  assert.equal(readChanges(remotesDir).length, 2);
  done();
});

test('reads institutions and percentages strictly', () => {
  assert.deepEqual(parseInstitutions('2, 5,2'), [2, 5]);
  for (const bad of ['', 'x', '0', '-1', '2;5', '1.5']) assert.throws(() => parseInstitutions(bad), /--institutions expects ids/);
  assert.equal(parsePercent('10'), 10);
  for (const bad of ['101', '-1', '5.5', 'ten', '']) assert.throws(() => parsePercent(bad), /--percent expects a whole number/);
});
