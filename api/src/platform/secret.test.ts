import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveTokenSecret } from './secret';

describe('the token secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-secret-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once and kept outside production', () => {
    const secret = resolveTokenSecret(null, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveTokenSecret(null, dataDir)).toBe(secret);
  });

  it('must be given in production', () => {
    expect(() => resolveTokenSecret(null, dataDir, true)).toThrow('JWT_SECRET must be set in production');
    expect(fs.existsSync(path.join(dataDir, 'token-secret'))).toBe(false);
    expect(resolveTokenSecret('x'.repeat(40), dataDir, true)).toBe('x'.repeat(40));
  });

  it('is never the example placeholder, nor short', () => {
    expect(() => resolveTokenSecret('replace-with-a-random-secret-of-48-characters-or-more', dataDir, true)).toThrow('JWT_SECRET is the example placeholder');
    expect(() => resolveTokenSecret('change-me', dataDir)).toThrow('JWT_SECRET is the example placeholder');
    expect(() => resolveTokenSecret('too-short', dataDir)).toThrow('JWT_SECRET must be at least 32 characters');
  });
});
