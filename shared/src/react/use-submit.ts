import { useRef, useState } from 'react';
import { errorText } from '../client/api-client';

export interface Submission<A extends unknown[]> {
  /** True while the action runs. */
  busy: boolean;
  /** The server's text of the last failure, else the fallback; cleared when the action runs again. */
  error: string | null;
  /** Shows a failure found before submitting (or hides the current one with null). */
  setError(text: string | null): void;
  /** Runs the action; resolves true when it succeeded. A call while one runs is refused (false). */
  submit(...args: A): Promise<boolean>;
}

/** A form's submit: busy while `action` runs, and the text of its failure (`fallbackError` when the server gave none). */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<unknown>, fallbackError: string): Submission<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  async function submit(...args: A): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action(...args);
      return true;
    } catch (failure) {
      setError(errorText(failure, fallbackError));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, error, setError, submit };
}
