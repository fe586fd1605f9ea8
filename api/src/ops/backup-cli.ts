// `pnpm --filter @lab/api backup [--out FILE]`: a backup of DATABASE_URL's database (pg_dump,
// custom format) or of the embedded one in DATA_DIR (stop the API first), by default under
// ./backups/ with the time in its name.
import path from 'node:path';
import { backup, OpsRefused, targetFromEnv } from './backup';

async function main() {
  const args = process.argv.slice(2);
  const target = targetFromEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : path.join('backups', `lab-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
  const bytes = await backup(target, out);
  console.log(`Backed up the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${path.resolve(out)} (${(bytes / 1024).toFixed(0)} KiB)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof OpsRefused ? `Backup refused: ${error.message}` : error);
  process.exit(1);
});
