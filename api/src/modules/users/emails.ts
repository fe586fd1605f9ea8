// The user detail's email communication. Account setup and
// password reset mail a single-use set-password link, never a password; every mail, sent or not,
// is recorded in the notification log as staff mail.
import { USER_MESSAGES, canEmailUser, roleLabel, takeoverGap, type CustomEmailBody, type UserEmailKind } from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { notificationLogs } from '../../platform/db/schema';
import { HttpError, badRequest, forbidden } from '../../platform/errors';
import { MailDeliveryError, type Mailer } from '../../platform/mail';
import { takeOutbound } from '../../platform/outbound-limits';
import { inert } from '../../platform/plain-text';
import type { RateLimits } from '../../platform/rate-limits';
import { createPasswordLink, setPasswordUrl } from '../auth/public';
import type { ExistingUser } from './queries';
import { requireVisibleUser } from './service';

export interface UserEmailDeps {
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  /** The portal's address, for the set-password and sign-in links. */
  portalUrl: string;
}

type Recipient = ExistingUser;

export interface Composed {
  subject: string;
  body: string;
  /** The set-password link: kept out of the notification log and of SMTP's stored copy. */
  secret?: string;
}

const signature = (caller: Caller) => `${inert(`${caller.user.first_name} ${caller.user.last_name}`)}\nLab Portal`;
const where = (to: Recipient) => (to.institution_name ? ` at ${inert(to.institution_name)}` : '');
const hello = (to: Recipient) => `Hello ${inert(to.first_name)},`;

function accountSetup(to: Recipient, link: string, caller: Caller): Composed {
  return {
    subject: 'Set up your Lab Portal account',
    body: [
      hello(to),
      '',
      `An account has been created for you on the Lab Portal (${roleLabel(to.role)}${where(to)}). You sign in with this email address: ${to.email}.`,
      '',
      'Choose your password with this link. It works once, for 24 hours:',
      link,
      '',
      'If you did not expect this email, you can ignore it; nothing changes until the link is used.',
      '',
      signature(caller),
    ].join('\n'),
    secret: link,
  };
}

function passwordReset(to: Recipient, link: string, caller: Caller): Composed {
  return {
    subject: 'Reset your Lab Portal password',
    body: [
      hello(to),
      '',
      'An administrator has sent you a link to choose a new password for your Lab Portal account.',
      'It works once, for 24 hours:',
      link,
      '',
      'Until you use it, your current password keeps working. If you did not ask for this, tell your administrator.',
      '',
      signature(caller),
    ].join('\n'),
    secret: link,
  };
}

function custom(to: Recipient, body: CustomEmailBody, portalUrl: string, caller: Caller): Composed {
  const loginInfo = body.include_login_info
    ? ['', '---', `Sign in at ${portalUrl}/login with your email address: ${to.email}.`, 'If you do not know your password, ask your administrator for a password reset link.']
    : [];
  return { subject: inert(body.subject.trim()), body: [inert(body.message.trim()), ...loginInfo, '', signature(caller)].join('\n') };
}

/** The text kept in the notification log: the mail without its link. */
const logged = (mail: Composed) => (mail.secret ? mail.body.split(mail.secret).join('[single-use set-password link]') : mail.body);

/** What became of a staff mail: given to the mail server, only recorded (none configured), or refused (`error` says why). */
export interface StaffMailOutcome {
  status: 'sent' | 'recorded' | 'failed';
  error: string | null;
}

/**
 * Sends a mail to a member of staff and records it in the notification log (without its link)
 * with what became of it. `trigger`: a sender's (manual), or the system's when the user
 * asked for it themselves (a forgotten password; userId is theirs).
 */
export async function deliverStaffMail(
  deps: Pick<UserEmailDeps, 'db' | 'mailer'>,
  to: { email: string; institution_id: number | null },
  kind: UserEmailKind,
  mail: Composed,
  trigger: { type: 'manual' | 'system'; userId: number },
): Promise<StaffMailOutcome> {
  let outcome: StaffMailOutcome;
  try {
    const sent = await deps.mailer.send({ to: to.email, subject: mail.subject, body: mail.body, secrets: mail.secret ? [mail.secret] : undefined });
    outcome = { status: sent.delivered ? 'sent' : 'recorded', error: null };
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    outcome = { status: 'failed', error: error.message };
  }
  await deps.db.insert(notificationLogs).values({
    institutionId: to.institution_id,
    messageType: kind,
    notificationType: 'email',
    recipientType: 'staff',
    recipientEmail: to.email,
    subject: mail.subject,
    message: logged(mail),
    deliveryStatus: outcome.status,
    errorMessage: outcome.error,
    triggeredByType: trigger.type,
    triggeredByUserId: trigger.userId,
  });
  return outcome;
}

export async function sendUserEmail(deps: UserEmailDeps, caller: Caller, id: number, kind: UserEmailKind, body: CustomEmailBody | null): Promise<'sent' | 'recorded'> {
  const { db } = deps;
  const to = await requireVisibleUser(db, caller, id);
  if (!canEmailUser(caller.user, to)) throw badRequest(USER_MESSAGES.inactiveRecipient);
  // A set-password link is a way into the account: only for a sender who could manage it anyway.
  const gap = kind === 'custom' ? null : takeoverGap(caller.user, to);
  if (gap) throw forbidden(gap);
  if (kind === 'custom' && (!body?.subject?.trim() || !body?.message?.trim())) throw badRequest(USER_MESSAGES.customEmailFields);
  await takeOutbound(deps.limits, 'user_email', caller.user.id, to.institution_id ?? caller.user.institution_id);

  let mail: Composed;
  if (kind === 'custom') {
    mail = custom(to, body!, deps.portalUrl, caller);
  } else {
    // The new link kills the user's older ones at once: only the newest mailed link works.
    const { token } = await createPasswordLink(db, id, kind, caller.user.id);
    const link = setPasswordUrl(deps.portalUrl, token);
    mail = kind === 'account_setup' ? accountSetup(to, link, caller) : passwordReset(to, link, caller);
  }

  const outcome = await deliverStaffMail(deps, to, kind, mail, { type: 'manual', userId: caller.user.id });
  await writeAudit(db, { action: `user.email_${outcome.status}`, entityType: 'user', entityId: id, institutionId: to.institution_id, details: { kind } }, caller);
  if (outcome.status === 'failed') throw new HttpError(502, outcome.error ?? USER_MESSAGES.emailNotSent);
  return outcome.status;
}
