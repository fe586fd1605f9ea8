import { CONTACT_TEXTS, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { useSubmit } from '@lab/shared/react';
import { useEffect, useRef, useState } from 'react';
import { sendContactMessage } from './send-contact-message';

/** The success dialog closes after 3 seconds; an error shows for 5. */
export const CLOSE_AFTER_SUCCESS_MS = 3000;
export const ERROR_VISIBLE_MS = 5000;

/** State of the contact form: fields, sending, the outcome and its timers. */
export function useContactForm(onSentAndClosed: () => void) {
  const user = useSession((s) => s.user);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const sending = useSubmit((sender: SessionUser) => sendContactMessage(sender, subject.trim(), message.trim()), CONTACT_TEXTS.failed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };

  async function send() {
    if (!user || !subject.trim() || !message.trim()) return;
    if (await sending.submit(user)) {
      setSent(true);
      later(CLOSE_AFTER_SUCCESS_MS, onSentAndClosed);
    } else {
      later(ERROR_VISIBLE_MS, () => sending.setError(null));
    }
  }

  const canSend = !sending.busy && !sent && subject.trim() !== '' && message.trim() !== '';
  return { user, subject, setSubject, message, setMessage, sending: sending.busy, sent, failure: sending.error, canSend, send };
}
