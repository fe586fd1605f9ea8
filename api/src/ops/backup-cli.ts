// `pnpm --filter @lab/api backup [--out FILE]`: a backup of DATABASE_URL's database (pg_dump,
// custom format) or of the embedded one in DATA_DIR (stop the API first), by default under
// ./backups/ with the time in its name. The file is its owner's only (mode 0600), in a folder of
// mode 0700: a folder named by --out that others may enter is refused (backup.ts says why).
import fs from 'node:fs';
import path from 'node:path';
import { backup, OpsRefused, targetFromEnv } from './backup';

/** This command's own folder, holding nothing but backups. */
const defaultFolder = 'backups';

async function main() {
  const args = process.argv.slice(2);
  const target = targetFromEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const chosen = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
  // Its own folder is tightened rather than refused: earlier versions and the API image created it
  // with mode 0755, and it holds only backups, so nothing else depends on its mode.
  if (!chosen && fs.existsSync(defaultFolder)) fs.chmodSync(defaultFolder, 0o700);
  const out = chosen ?? path.join(defaultFolder, `lab-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
  const bytes = await backup(target, out);
  console.log(`Backed up the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${path.resolve(out)} (${(bytes / 1024).toFixed(0)} KiB)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof OpsRefused ? `Backup refused: ${error.message}` : error);
  process.exit(1);
});
