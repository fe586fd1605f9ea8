// Account-setup and password-reset links: a random token mailed once, only its SHA-256
// stored; it works once, for SET_PASSWORD_LINK_HOURS, and a newer link for the same user kills it.
import { SET_PASSWORD_LINK_HOURS } from '@lab/shared';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';
import { passwordLinks, PASSWORD_LINK_KINDS } from '../../platform/db/schema';

export type PasswordLinkKind = (typeof PASSWORD_LINK_KINDS)[number];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The set-password page of the host for `token`. */
export const setPasswordUrl = (portalUrl: string, token: string) => `${portalUrl}/set-password?token=${encodeURIComponent(token)}`;

/** A new link for the user; their older live links die with it. Answers the token (never stored). */
export async function createPasswordLink(tx: Db, userId: number, kind: PasswordLinkKind, createdBy: number | null): Promise<{ token: string; expiresAt: Date }> {
  await tx.execute(sql`update password_links set revoked_at = now() where user_id = ${userId} and used_at is null and revoked_at is null`);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3600_000);
  await tx.insert(passwordLinks).values({ userId, kind, tokenHash: hashOf(token), createdByUserId: createdBy, expiresAt });
  return { token, expiresAt };
}

export interface LivePasswordLink {
  id: number;
  user_id: number;
  kind: PasswordLinkKind;
  expires_at: Date;
  email: string;
  first_name: string;
}

/**
 * The live link of `token` (unused, not superseded, unexpired, its user active), or undefined.
 * `forUpdate` locks the link row, so two submissions of one link cannot both use it.
 */
export async function findLivePasswordLink(db: Db, token: string, { forUpdate = false } = {}): Promise<LivePasswordLink | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await queryRows<LivePasswordLink>(
    db,
    sql`select pl.id, pl.user_id, pl.kind, pl.expires_at, u.email, u.first_name
        from password_links pl join users u on u.id = pl.user_id
        where pl.token_hash = ${hashOf(token)} and pl.used_at is null and pl.revoked_at is null
          and pl.expires_at > now() and u.is_active
        ${forUpdate ? sql`for update of pl` : sql``}`,
  );
  return row ? { ...row, expires_at: new Date(row.expires_at) } : undefined;
}

export async function markPasswordLinkUsed(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`update password_links set used_at = now() where id = ${id}`);
}
