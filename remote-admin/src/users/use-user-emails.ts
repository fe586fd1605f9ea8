import { USER_EMAIL_NOTICE_MS, USER_MESSAGES, type CustomEmailBody, type UserEmailKind } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useEffect, useRef, useState } from 'react';
import { sendUserEmail } from './users-api';

export type EmailNotice = { type: 'success' | 'warning' | 'error'; text: string } | null;

/** Shown after 'Failed: ' when the server gave no reason. */
const NO_REASON = USER_MESSAGES.emailNotSent;
const IDLE: Record<UserEmailKind, boolean> = { account_setup: false, password_reset: false, custom: false };

/**
 * The email card's sends: a sending flag per kind, then
 * '{kind} email sent successfully!' for USER_EMAIL_NOTICE_MS, the server's warning when it could
 * only record the mail (no mail server), or 'Failed: {reason}', both until the next send.
 */
export function useUserEmails(userId: number) {
  const [sending, setSending] = useState(IDLE);
  const [notice, setNotice] = useState<EmailNotice>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(new Set<UserEmailKind>());

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  function show(next: EmailNotice) {
    clearTimeout(clearTimer.current);
    setNotice(next);
    if (next?.type === 'success') clearTimer.current = setTimeout(() => setNotice(null), USER_EMAIL_NOTICE_MS);
  }

  /** Sends one email; resolves true when it went. A second click while that kind is sending is ignored. */
  async function send(kind: UserEmailKind, body?: CustomEmailBody): Promise<boolean> {
    if (running.current.has(kind)) return false;
    running.current.add(kind);
    setSending((s) => ({ ...s, [kind]: true }));
    show(null);
    try {
      const answer = await sendUserEmail(userId, kind, body);
      show({ type: answer.delivered ? 'success' : 'warning', text: answer.message });
      return true;
    } catch (error) {
      show({ type: 'error', text: USER_MESSAGES.emailFailed(errorText(error, NO_REASON)) });
      return false;
    } finally {
      running.current.delete(kind);
      setSending((s) => ({ ...s, [kind]: false }));
    }
  }

  /** A problem found before sending (the custom email's empty fields), shown like a failure. */
  const refuse = (text: string) => show({ type: 'error', text });

  return { sending, notice, send, refuse };
}
