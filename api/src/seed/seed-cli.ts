import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { SeedRefused, seedDemo } from './demo-seed';

/** `pnpm --filter api seed`: migrate, then seed the demo data (refused on a foreign database). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    const outcome = await seedDemo(database.db);
    console.log(`Demo data ${outcome} (${database.kind}).`);
  } catch (error) {
    console.error(error instanceof SeedRefused ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
