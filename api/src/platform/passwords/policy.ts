import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MIN_PASSWORD_LENGTH, USER_MESSAGES } from '@lab/shared';

let common: Set<string> | null = null;

/** The breached passwords of 12+ characters (README.md beside the file), read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(gunzipSync(fs.readFileSync(path.join(__dirname, 'common-passwords.txt.gz'))).toString('utf8').split('\n').filter(Boolean));
  return common;
}

/**
 * Why `password` may not be set, or null. Every password set from now on passes this (existing
 * ones are not re-checked: they were hashed, and sign-in compares only the hash): at least
 * MIN_PASSWORD_LENGTH characters, and not one of the passwords published in breach lists, whatever
 * its case.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return USER_MESSAGES.passwordTooShort;
  if (commonPasswords().has(password.toLowerCase())) return USER_MESSAGES.passwordTooCommon;
  return null;
}
