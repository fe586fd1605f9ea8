import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token signing secret: JWT_SECRET when given, otherwise one generated on first start and
 * kept (mode 600) in the data folder, so tokens survive restarts and no secret lives in code.
 */
export function resolveTokenSecret(configured: string | null, dataDir: string): string {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return configured;
  }
  const file = path.join(dataDir, 'token-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
