// "Forgot your password?" on the sign-in page: a person asks for a reset link for their own
// account. The answer never says whether the address has an account; the link goes only to the
// address on file, and the requests are limited per account and per client address.
import {
  AUTH_MESSAGES,
  PASSWORD_RESET_REQUESTS_PER_ACCOUNT,
  PASSWORD_RESET_REQUESTS_PER_CLIENT,
  PASSWORD_RESET_WINDOW_MS,
  tooManyText,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/errors';
import { findUserRowByEmail } from '../../platform/identity';
import type { Mailer } from '../../platform/mail';
import { createPasswordLink, setPasswordUrl } from '../auth/public';
import { inert } from '../../platform/plain-text';
import type { RateLimits } from '../../platform/rate-limits';
import { deliverStaffMail } from './emails';

export interface ForgotPasswordDeps {
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  portalUrl: string;
}

const mail = (firstName: string, link: string) => ({
  subject: 'Reset your Lab Portal password',
  body: [
    `Hello ${inert(firstName)},`,
    '',
    'Someone, hopefully you, asked to reset the password of your Lab Portal account.',
    'Choose a new password with this link. It works once, for 24 hours:',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
    '',
    'Lab Portal',
  ].join('\n'),
  secret: link,
});

/** Mails a reset link to the active account of `rawEmail`, if there is one; answers the same text either way. */
export async function requestPasswordReset(deps: ForgotPasswordDeps, client: { ip: string | null; userAgent?: string | null }, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  const window = PASSWORD_RESET_WINDOW_MS;
  const taken = await deps.limits.take([
    { key: `reset:account:${email}`, max: PASSWORD_RESET_REQUESTS_PER_ACCOUNT, windowMs: window },
    { key: `reset:client:${client.ip ?? 'unknown'}`, max: PASSWORD_RESET_REQUESTS_PER_CLIENT, windowMs: window },
  ]);
  if (!taken.admitted) throw tooManyRequests(tooManyText(AUTH_MESSAGES.resetRequests, taken.retryAfterSeconds), taken.retryAfterSeconds);

  const row = await findUserRowByEmail(deps.db, email);
  let failure: string | null = null;
  if (row?.isActive) {
    const { token } = await createPasswordLink(deps.db, row.id, 'password_reset', null);
    ({ error: failure } = await deliverStaffMail(deps, { email: row.email, institution_id: row.institutionId }, 'password_reset', mail(row.firstName, setPasswordUrl(deps.portalUrl, token)), { type: 'system', userId: row.id }));
  }
  await writeAudit(
    deps.db,
    { action: 'auth.password_reset_requested', entityType: 'user', entityId: row?.id, actorUserId: row?.id, actorEmail: email, details: { mailed: !!row?.isActive && !failure, ...(failure ? { failure } : {}) } },
    client,
  );
  return AUTH_MESSAGES.resetRequested;
}
