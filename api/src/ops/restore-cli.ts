// `pnpm --filter @lab/api restore --from FILE`: restores a backup into DATABASE_URL's database,
// which must be new and empty, or into DATA_DIR's embedded folder, which must not exist yet.
import { OpsRefused, restore, targetFromEnv } from './backup';

async function main() {
  const args = process.argv.slice(2);
  const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  if (!from) throw new OpsRefused('say which backup: restore --from FILE');
  const target = targetFromEnv();
  await restore(target, from);
  console.log(`Restored ${from} into the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database. Start the API: it applies any newer migration.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof OpsRefused ? `Restore refused: ${error.message}` : error);
  process.exit(1);
});
