// docs/configuration.md is where an operator looks up a variable: these checks fail when the code
// or .env.example gains a variable the page does not describe, or the page keeps one nothing reads.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The variables config.ts reads: process.env.NAME and the intFromEnv('NAME')/boolFromEnv('NAME') helpers. */
function variablesReadBy(source: string): string[] {
  return sorted([...all(source, /process\.env\.([A-Z][A-Z0-9_]*)/g), ...all(source, /[a-z]+FromEnv\('([A-Z][A-Z0-9_]*)'/g)]);
}

/** The NAME of every `NAME=` line of an env file. */
function variablesListedIn(envFile: string): string[] {
  return sorted(all(envFile, /^([A-Z][A-Z0-9_]*)=/gm));
}

/** The variables a docs page describes: the backquoted name opening a table row. */
function variablesDescribedIn(page: string): string[] {
  return sorted(all(page, /^\| `([A-Z][A-Z0-9_<>]*)` \|/gm));
}

/** The repository's text files that may read a variable (sources, scripts, images, CI). */
function repositoryText(): string {
  const skip = new Set(['node_modules', 'dist', '.data', '.prod', '.git', 'docs', 'test-results', 'coverage']);
  const wanted = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|sh)$|Dockerfile$|^run$|^\.env\.example$/;
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (wanted.test(entry.name) && !entry.name.endsWith('config-docs.test.ts')) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(ROOT);
  return texts.join('\n');
}

describe('docs/configuration.md', () => {
  const documented = variablesDescribedIn(read('docs/configuration.md'));

  it('finds variables where each kind of file names them', () => {
    expect(variablesReadBy("intFromEnv('PORT', 1); process.env.TZ?.trim(); boolFromEnv('A_B', true); const x = 'UTC';")).toEqual(['A_B', 'PORT', 'TZ']);
    expect(variablesListedIn('# NOT_ME=1\nJWT_SECRET=x\nEMPTY=\n')).toEqual(['EMPTY', 'JWT_SECRET']);
    expect(variablesDescribedIn('| Variable | Default |\n| `PORT` | 4000 |\n| `EXTERNAL_LAB_<PROVIDER>_URL` | x |\nsee `HOST`\n')).toEqual(['EXTERNAL_LAB_<PROVIDER>_URL', 'PORT']);
  });

  it('describes every variable the API reads', () => {
    const read_ = variablesReadBy(read('api/src/platform/config.ts'));
    expect(read_.length).toBeGreaterThan(20);
    expect(read_.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('describes every variable of .env.example', () => {
    const listed = variablesListedIn(read('.env.example'));
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('describes no variable that nothing in the repository reads or sets', () => {
    const text = repositoryText();
    const unknown = documented.filter((name) => !name.includes('<') && !new RegExp(`\\b${name}\\b`).test(text));
    expect(unknown).toEqual([]);
  });
});
