import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from './use-debounced-search';

/**
 * A search box over a search kept elsewhere (the address): the box follows the typing, `apply`
 * takes the trimmed text once the typing pauses, and the box follows `applied` when it changes by
 * itself (the back button).
 */
export function useSearchBox(applied: string, apply: (search: string) => void): { value: string; setValue(value: string): void } {
  const [value, setValue] = useState(applied);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (value.trim() !== applied) apply(value.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);

  useEffect(() => {
    if (applied !== value.trim()) setValue(applied);
  }, [applied]);

  return { value, setValue };
}
