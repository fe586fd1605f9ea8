import { stopPortal } from './portal';
import { stopProdPortal } from './prod-portal';

export default async function globalTeardown() {
  await stopPortal();
  await stopProdPortal();
}
