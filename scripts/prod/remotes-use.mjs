#!/usr/bin/env node
// `pnpm remotes:use`: switches the version of a remote the running portal loads, without a restart
// (the host re-reads the registry on every request; open pages offer a reload). docs/operations.md.
//   pnpm remotes:use clinical 1.1.0                               everyone on 1.1.0
//   pnpm remotes:use clinical 1.1.0 --canary --institutions 2,5   1.1.0 for those institutions' users
//   pnpm remotes:use clinical 1.1.0 --canary --percent 10         ...for a fixed tenth of the users
//   pnpm remotes:use clinical --end-canary                        everyone back on the main version
//   --dir REMOTES_DIR (default .prod/remotes)  --host-dist HOST_DIST (default host/dist)  --by NAME
import os from 'node:os';
import path from 'node:path';
import { describe, parseInstitutions, parsePercent, switchRemote } from './remote-switch.mjs';
import { ROOT } from './remote-versions.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const VALUED = new Set(['--dir', '--host-dist', '--by', '--institutions', '--percent']);
const positional = args.filter((arg, i) => !arg.startsWith('--') && !VALUED.has(args[i - 1]));
const [name, version] = positional;

try {
  if (!name) throw new Error('usage: pnpm remotes:use <clinical|logistics|admin> <version> [--canary --institutions 2,5 --percent 10] | <name> --end-canary');
  const endCanary = args.includes('--end-canary');
  if (!endCanary && !version) throw new Error(`which version of ${name}? pnpm remotes:use ${name} <version>`);
  const canary = args.includes('--canary')
    ? { institutions: option('institutions') === undefined ? [] : parseInstitutions(option('institutions')), percent: option('percent') === undefined ? 0 : parsePercent(option('percent')) }
    : undefined;
  const entry = await switchRemote({
    remotesDir: path.resolve(option('dir') || process.env.REMOTES_DIR || path.join(ROOT, '.prod', 'remotes')),
    hostDist: path.resolve(option('host-dist') || process.env.HOST_DIST || path.join(ROOT, 'host', 'dist')),
    name,
    by: option('by') || process.env.SUDO_USER || os.userInfo().username,
    ...(endCanary ? { endCanary } : { version, canary }),
  });
  console.log(`${name} now runs ${describe(entry)}; open pages are offered a reload`);
} catch (error) {
  console.error(`remotes:use: ${error.message}`);
  process.exit(1);
}
