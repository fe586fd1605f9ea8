import { stopPortal } from './portal';

export default async function globalTeardown() {
  await stopPortal();
}
