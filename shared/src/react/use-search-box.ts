import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from './use-debounced-search';

/**
 * A search box over a search kept elsewhere (the address): the box follows the typing, `apply`
 * takes the trimmed text once the typing pauses, and the box follows `applied` when it changes by
 * itself (the back button). A search still waiting when the page changes is dropped.
 */
export function useSearchBox(applied: string, apply: (search: string) => void): { value: string; setValue(value: string): void } {
  const [value, setValue] = useState(applied);

  useEffect(() => {
    // A search still waiting when the user has gone elsewhere (a record opened while its screen
    // loads, the list still shown meanwhile) belongs to the page it was typed on: it is dropped,
    // not written into the address of the page now open.
    const typedOn = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname === typedOn && value.trim() !== applied) apply(value.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);

  useEffect(() => {
    if (applied !== value.trim()) setValue(applied);
  }, [applied]);

  return { value, setValue };
}
