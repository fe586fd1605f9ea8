import { useEffect, useState } from 'react';

/** A message that clears itself `ms` after it was set (the banner: BANNER_HIDE_MS; adjustment success: ADJUST_MESSAGE_MS). */
export function useTimedMessage<T>(ms: number): [T | null, (message: T | null) => void] {
  const [message, setMessage] = useState<T | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}
