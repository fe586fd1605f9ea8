// Checks the served OpenAPI document: builds the app (on an empty in-memory database: no route
// runs), writes its document, lints it with Redocly (redocly.yaml), then generates a TypeScript
// client description from it with openapi-typescript and type-checks that.
//   pnpm --filter @lab/api lint:openapi [--keep]   (--keep leaves the temp folder and prints it)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/platform/db/client';
import { testConfig } from '../src/test/test-app';

const apiDir = path.join(__dirname, '..');
const bin = (name: string) => path.join(apiDir, 'node_modules', '.bin', name);

async function servedDocument(): Promise<string> {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  const { app } = await buildApp({ db: database.db, config: testConfig, tokenSecret: 'x'.repeat(64), logger: false });
  try {
    await app.ready();
    return JSON.stringify(app.swagger(), null, 2);
  } finally {
    await app.close();
    await database.close();
  }
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-openapi-'));
  try {
    const doc = path.join(dir, 'openapi.json');
    writeFileSync(doc, await servedDocument());
    run(bin('redocly'), ['lint', doc, '--config', path.join(apiDir, 'redocly.yaml')], apiDir);
    run(bin('openapi-typescript'), [doc, '--output', path.join(dir, 'api.d.ts')], apiDir);
    // the generated description must compile on its own, strictly
    writeFileSync(path.join(dir, 'use.ts'), "import type { paths } from './api';\nexport type Paths = keyof paths;\n");
    run(bin('tsc'), ['--noEmit', '--strict', '--skipLibCheck', 'false', '--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler', path.join(dir, 'use.ts')], apiDir);
    console.log('OpenAPI document: lint clean, generated client type-checks');
  } finally {
    if (process.argv.includes('--keep')) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
