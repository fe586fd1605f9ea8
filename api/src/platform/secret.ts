import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Secrets that stand in documentation (.env.example, README): never a real one. */
export const PLACEHOLDER_SECRETS = ['change-me', 'changeme', 'secret', 'replace-with-a-random-secret-of-48-characters-or-more'];

/**
 * The token signing secret: JWT_SECRET when given, otherwise one generated on first start and
 * kept (mode 600) in the data folder, so tokens survive restarts and no secret lives in code.
 * In production (NODE_ENV=production: the containers, `pnpm start:prod`) it must be given, and
 * not one of the documentation's placeholders: several API instances must share it.
 */
export function resolveTokenSecret(configured: string | null, dataDir: string, production = false): string {
  if (configured && PLACEHOLDER_SECRETS.includes(configured.trim().toLowerCase())) {
    throw new Error('JWT_SECRET is the example placeholder: set a random secret of 32 characters or more (openssl rand -base64 48)');
  }
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return configured;
  }
  if (production) throw new Error('JWT_SECRET must be set in production (NODE_ENV=production): a random secret of 32 characters or more, the same for every API instance');
  const file = path.join(dataDir, 'token-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
