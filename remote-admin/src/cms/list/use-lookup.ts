import { useEffect, useState } from 'react';

/**
 * An option list a CMS form fills from (sample types, tube types, markers, institutions): loaded
 * once per mount; a failure is only logged, leaving it empty. `wanted` false: not loaded.
 */
export function useLookup<T>(load: () => Promise<T[]>, what: string, wanted = true): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    load().then(
      (answer) => current && setItems(answer),
      (failure: unknown) => console.error(`Failed to fetch ${what}`, failure),
    );
    return () => {
      current = false;
    };
    // loaded once per mount
  }, [wanted]);
  return items;
}

/** The options of a picker: the active items, plus any inactive one the item already holds. */
export function activeOptions<T extends { id: number; name: string; active: boolean }>(items: readonly T[], kept: readonly number[] = []) {
  return items.filter((i) => i.active || kept.includes(i.id)).map((i) => ({ value: i.id, label: i.name }));
}
