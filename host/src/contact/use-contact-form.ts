import { CONTACT_TEXTS, type SendContactEmailResponse, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { useSubmit } from '@lab/shared/react';
import { useEffect, useRef, useState } from 'react';
import { sendContactMessage } from './send-contact-message';

/** The success dialog closes after 3 seconds; an error shows for 5; a message only recorded stays until closed. */
export const CLOSE_AFTER_SUCCESS_MS = 3000;
export const ERROR_VISIBLE_MS = 5000;

/** State of the contact form: fields, sending, the outcome and its timers. */
export function useContactForm(onSentAndClosed: () => void) {
  const user = useSession((s) => s.user);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  // the server's answer: whether the message reached the mail server, in its words
  const [sent, setSent] = useState<SendContactEmailResponse | null>(null);
  const sending = useSubmit(async (sender: SessionUser) => setSent(await sendContactMessage(sender, subject.trim(), message.trim())), CONTACT_TEXTS.failed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };

  // a delivered message closes the dialog after a moment; one only recorded stays until closed
  useEffect(() => {
    if (sent?.delivered) later(CLOSE_AFTER_SUCCESS_MS, onSentAndClosed);
  }, [sent]);

  async function send() {
    if (!user || !subject.trim() || !message.trim()) return;
    if (!(await sending.submit(user))) later(ERROR_VISIBLE_MS, () => sending.setError(null));
  }

  const canSend = !sending.busy && sent === null && subject.trim() !== '' && message.trim() !== '';
  return { user, subject, setSubject, message, setMessage, sending: sending.busy, sent, failure: sending.error, canSend, send };
}
