import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a list searches. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: `searchInput` follows the typing, `search` takes it once the typing pauses,
 * and `onApplied` runs then (a list goes back to its first page).
 */
export function useDebouncedSearch(onApplied: () => void): { searchInput: string; setSearchInput(value: string): void; search: string } {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const applied = useRef(onApplied);
  applied.current = onApplied;

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput);
      applied.current();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  return { searchInput, setSearchInput, search };
}
