import type { TestNotificationBody } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useRef, useState } from 'react';
import { sendTestNotification } from '../notifications-api';

export type TestResult = { ok: boolean; text: string } | null;

/** Shown after 'Failed to send test ...: ' when the server gave no reason. */
export const NO_REASON = 'Unknown error';

interface TestTexts {
  required: string;
  failed(reason: string): string;
}

/**
 * A test send (POST /cms/test-notification): an empty address is refused before any call; then
 * a sending flag, and the server's line until the next send: ✅ sent, recorded but not delivered
 * (no carrier is configured: only the server knows), or ❌ with the 502's reason.
 */
export function useTestNotification(texts: TestTexts, body: (to: string) => TestNotificationBody) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TestResult>(null);
  const running = useRef(false);

  async function send(input: string) {
    const to = input.trim();
    if (!to) return setResult({ ok: false, text: texts.required });
    if (running.current) return;
    running.current = true;
    setSending(true);
    setResult(null);
    try {
      const answer = await sendTestNotification(body(to));
      setResult({ ok: true, text: answer.message });
    } catch (failure) {
      setResult({ ok: false, text: texts.failed(errorText(failure, NO_REASON)) });
    } finally {
      running.current = false;
      setSending(false);
    }
  }

  return { sending, result, send };
}
