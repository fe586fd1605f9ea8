// `pnpm typecheck`: every workspace package's tsconfig.json, type-checked. Packages whose compiler
// options are the same (the browser packages; the API and its two stand-ins) are checked as one
// program, so what several of them read (@lab/shared's sources, the types of React, antd, Fastify
// and Medplum) is read and checked once rather than once per package: on the 2-core machine
// the nine packages took 190 CPU-seconds one by one and about 80 this way.
//
// Each file is still checked under its package's options and resolves its imports from its own
// folder, so a program reports the errors its packages would. What a program's packages share
// besides is their global declarations and module augmentations (the API's additions to
// Fastify's request): a package could use one it does not declare itself and still pass here.
// Keep those inside a module (host/src/build-constants.ts); `tsc -p` on one package (its own
// `typecheck` script, an editor) checks it alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The packages pnpm-workspace.yaml lists (folders, in its order). */
export function workspacePackages(root) {
  const text = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:[ \t]+-[^\n]*\n?)+)/m.exec(text);
  if (!block) throw new Error('pnpm-workspace.yaml lists no packages');
  return block[1].split('\n').map((line) => line.replace(/^\s*-\s*/, '').replace(/^['"]|['"]$/g, '').trim()).filter(Boolean);
}

function parsedConfig(configPath) {
  const problems = [];
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => problems.push(d) };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
  return { parsed, problems: [...problems, ...(parsed?.errors ?? [])] };
}

/** The options that decide how a file is checked (where the config file is does not). */
function optionsKey(options) {
  const deciding = Object.entries(options).filter(([name]) => name !== 'configFilePath');
  return JSON.stringify(deciding.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The packages with a tsconfig.json, grouped by their compiler options: each group is one program. */
export function typecheckGroups(root) {
  const groups = new Map();
  const problems = [];
  for (const name of workspacePackages(root)) {
    const configPath = path.join(root, name, 'tsconfig.json');
    if (!fs.existsSync(configPath)) continue;
    const { parsed, problems: configProblems } = parsedConfig(configPath);
    problems.push(...configProblems);
    if (!parsed) continue;
    const key = optionsKey(parsed.options);
    const group = groups.get(key) ?? { packages: [], options: parsed.options, fileNames: [] };
    group.packages.push(name);
    group.fileNames.push(...parsed.fileNames);
    groups.set(key, group);
  }
  return { groups: [...groups.values()], problems };
}

/** Checks each group as one program; the diagnostics of all, and what each took. */
export function typecheck(root, log = () => {}) {
  const { groups, problems } = typecheckGroups(root);
  const diagnostics = [...problems];
  for (const group of groups) {
    const started = process.hrtime.bigint();
    const program = ts.createProgram({ rootNames: [...new Set(group.fileNames)], options: group.options });
    const found = ts.getPreEmitDiagnostics(program);
    diagnostics.push(...found);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    log(`${group.packages.join(', ')}: ${program.getSourceFiles().length} files, ${seconds.toFixed(1)} s, errors: ${found.length}`);
  }
  return diagnostics;
}

/** Diagnostics as tsc prints them (with colours and the code on a terminal), paths from `root`. */
export function formatted(diagnostics, root, pretty = false) {
  const host = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  return pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) : ts.formatDiagnostics(diagnostics, host);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const diagnostics = typecheck(root, (line) => console.log(line));
  if (diagnostics.length) {
    process.stderr.write(formatted(diagnostics, root, process.stderr.isTTY));
    process.exit(1);
  }
}
