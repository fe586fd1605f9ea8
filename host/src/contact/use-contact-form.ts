import { errorText, useSession } from '@lab/shared/client';
import { useEffect, useRef, useState } from 'react';
import { sendContactMessage } from './send-contact-message';

export const CONTACT_SENT = "Your message has been sent successfully! We'll get back to you soon.";
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
/** Spec 3 section 9: the success dialog closes after 3 seconds; an error shows for 5. */
export const CLOSE_AFTER_SUCCESS_MS = 3000;
export const ERROR_VISIBLE_MS = 5000;

/** State of the contact form: fields, sending, the outcome and its timers. */
export function useContactForm(onSentAndClosed: () => void) {
  const user = useSession((s) => s.user);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const fail = (text: string) => {
    setFailure(text);
    later(ERROR_VISIBLE_MS, () => setFailure(null));
  };

  async function send() {
    if (!user || !subject.trim() || !message.trim()) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendContactMessage(user, subject.trim(), message.trim());
      if (!answer.success) return fail(answer.error || CONTACT_FAILED);
      setSent(true);
      later(CLOSE_AFTER_SUCCESS_MS, onSentAndClosed);
    } catch (error) {
      fail(errorText(error, CONTACT_FAILED));
    } finally {
      setSending(false);
    }
  }

  const canSend = !sending && !sent && subject.trim() !== '' && message.trim() !== '';
  return { user, subject, setSubject, message, setMessage, sending, sent, failure, canSend, send };
}
