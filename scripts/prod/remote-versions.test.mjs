// node --test scripts/prod/: the registry written from the environment and the versioned folders.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { packageVersion, publishedVersions, publishRemote, registryFromEnv } from './remote-versions.mjs';

function fakeBuild(dir, marker) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ marker }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${marker}`);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{}');
  return dir;
}

test('publishes builds side by side, without source maps, and lists them', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-remotes-'));
  publishRemote('admin', { dist: fakeBuild(path.join(root, 'b1'), 'one'), remotesDir: path.join(root, 'remotes'), version: '1.0.0' });
  publishRemote('admin', { dist: fakeBuild(path.join(root, 'b2'), 'two'), remotesDir: path.join(root, 'remotes'), version: '1.1.0' });
  assert.deepEqual(publishedVersions('admin', path.join(root, 'remotes')), ['1.0.0', '1.1.0']);
  assert.equal(fs.existsSync(path.join(root, 'remotes', 'admin', '1.1.0', 'remoteEntry.js.map')), false);
  // publishing a version again replaces it whole
  publishRemote('admin', { dist: fakeBuild(path.join(root, 'b3'), 'three'), remotesDir: path.join(root, 'remotes'), version: '1.1.0' });
  assert.equal(JSON.parse(fs.readFileSync(path.join(root, 'remotes', 'admin', '1.1.0', 'mf-manifest.json'), 'utf8')).marker, 'three');
  assert.throws(() => publishRemote('admin', { dist: path.join(root, 'b1'), remotesDir: root, version: '../x' }), /is not a version/);
  fs.rmSync(root, { recursive: true, force: true });
});

test('writes the registry from REMOTE_<NAME>_VERSION: a version, a full URL, or the package version', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-registry-'));
  for (const name of ['clinical', 'logistics', 'admin']) fakeBuild(path.join(root, name, packageVersion(name)), name);
  fakeBuild(path.join(root, 'admin', '2.0.0'), 'admin next');
  const { registry, problems, origins } = registryFromEnv(
    { REMOTE_ADMIN_VERSION: '2.0.0', REMOTE_LOGISTICS_VERSION: 'https://cdn.example.org/remotes/logistics/1.2.0/' },
    root,
  );
  assert.deepEqual(registry.clinical, { entry: `/remotes/clinical/${packageVersion('clinical')}/mf-manifest.json`, version: packageVersion('clinical') });
  assert.deepEqual(registry.admin, { entry: '/remotes/admin/2.0.0/mf-manifest.json', version: '2.0.0' });
  assert.deepEqual(registry.logistics, { entry: 'https://cdn.example.org/remotes/logistics/1.2.0/mf-manifest.json', version: 'external' });
  assert.deepEqual(origins, ['https://cdn.example.org']);
  assert.deepEqual(problems, []);
  fs.rmSync(root, { recursive: true, force: true });
});

test('names a version that is not published, and a value that is neither', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-registry-'));
  fakeBuild(path.join(root, 'admin', '1.0.0'), 'admin');
  const { registry, problems } = registryFromEnv({ REMOTE_ADMIN_VERSION: '3.0.0', REMOTE_CLINICAL_VERSION: 'latest; rm -rf /' }, root);
  assert.equal(registry.admin.entry, '/remotes/admin/3.0.0/mf-manifest.json');
  assert.ok(problems.some((p) => p.startsWith('remote admin version 3.0.0 is not published') && p.includes('(published: 1.0.0)') && p.endsWith('its areas will show their fallback card')));
  assert.ok(problems.some((p) => p.startsWith('REMOTE_CLINICAL_VERSION="latest; rm -rf /" is neither a version nor an http(s) URL')));
  fs.rmSync(root, { recursive: true, force: true });
});

test('keeps the registry file for the remotes the environment does not name', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-registry-'));
  fakeBuild(path.join(root, 'admin', '2.0.0'), 'admin next');
  const current = {
    clinical: { entry: '/remotes/clinical/1.1.0/mf-manifest.json', version: '1.1.0', canary: { entry: 'https://cdn.example.org/clinical/1.2.0/mf-manifest.json', version: '1.2.0', percent: 5 } },
    admin: { entry: '/remotes/admin/1.4.0/mf-manifest.json', version: '1.4.0' },
  };
  const { registry, origins } = registryFromEnv({ REMOTE_ADMIN_VERSION: '2.0.0' }, root, current);
  assert.deepEqual(registry.clinical, current.clinical); // switched by `pnpm remotes:use` while the host ran: kept across a restart
  assert.deepEqual(registry.admin, { entry: '/remotes/admin/2.0.0/mf-manifest.json', version: '2.0.0' }); // a variable set wins
  assert.equal(registry.logistics.version, packageVersion('logistics'));
  assert.deepEqual(origins, ['https://cdn.example.org']);
  fs.rmSync(root, { recursive: true, force: true });
});
