#!/usr/bin/env node
// Publishes the built remotes into REMOTES_DIR/<name>/<version>/ (default .prod/remotes, version
// from each remote's package.json). A remote container runs it at start into the shared volume.
//   node scripts/prod/publish-remotes.mjs [--dir REMOTES_DIR] [--only NAME] [--version V] [--dist DIR]
import path from 'node:path';
import { REMOTES, ROOT, publishRemote } from './remote-versions.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const remotesDir = path.resolve(option('dir') || process.env.REMOTES_DIR || path.join(ROOT, '.prod', 'remotes'));
const only = option('only');
if (only && !REMOTES.includes(only)) throw new Error(`--only must be one of ${REMOTES.join(', ')}`);
for (const name of only ? [only] : REMOTES) {
  const target = publishRemote(name, { remotesDir, ...(option('version') ? { version: option('version') } : {}), ...(option('dist') ? { dist: path.resolve(option('dist')) } : {}) });
  console.log(`published ${name} to ${target}`);
}
