import { execSync } from 'node:child_process';
import { ROOT, startPortal, stopPortal } from './portal';
import { isProdTarget, startProdPortal, stopProdPortal } from './prod-portal';

export default async function globalSetup() {
  await stopPortal(); // leftovers of an interrupted run
  await stopProdPortal();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    console.log('Building host and remotes for the e2e run…');
    execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  }
  // E2E_TARGET=prod: the smoke subset against production mode (`pnpm start:prod`)
  await (isProdTarget() ? startProdPortal() : startPortal());
}
