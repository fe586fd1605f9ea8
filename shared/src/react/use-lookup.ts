import { useLoadedData } from './use-loaded-data';

/**
 * An option list a form fills from (labs, sample types, markers): loaded once per mount. A failure
 * is only logged and leaves the list empty: the form still works, its picker just offers nothing.
 * `wanted` false: not loaded (yet); it loads when it turns true.
 */
export function useLookup<T>(load: () => Promise<T[]>, what: string, wanted = true): T[] {
  const loaded = useLoadedData<T[]>(
    () =>
      wanted
        ? load().catch((failure: unknown) => {
            console.error(`Failed to fetch ${what}`, failure);
            return [];
          })
        : Promise.resolve([]),
    [wanted],
  );
  return loaded.data ?? NONE;
}

const NONE: never[] = [];
