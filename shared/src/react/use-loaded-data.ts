import { useCallback, useEffect, useRef, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';

export interface LoadedData<T> {
  /** The latest answer; kept while a newer load runs and after a failed one. */
  data: T | undefined;
  /** True from the start of a load until its answer or failure arrives. */
  loading: boolean;
  /** Why the latest load failed; null while it runs or once it succeeded. */
  error: unknown;
  /** Loads again with the same arguments. */
  reload(): void;
  /** Replaces the data in place, e.g. with what a save answered. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Runs `load` on mount, whenever one of `deps` changes (as useEffect does) and on reload(). Only the
 * latest load counts: an answer for a page the user has left, or for arguments since changed, is dropped.
 * With `known` (e.g. what a save just answered), the page starts with it and the first load is skipped.
 */
export function useLoadedData<T>(load: () => Promise<T>, deps: DependencyList, known?: T): LoadedData<T> {
  const [data, setData] = useState<T | undefined>(known);
  const [loading, setLoading] = useState(known === undefined);
  const [error, setError] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);
  const skipFirstLoad = useRef(known !== undefined);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    let current = true;
    setLoading(true);
    setError(null);
    load().then(
      (answer) => {
        if (!current) return;
        setData(() => answer); // an updater, so an answer that is itself a function is stored as is
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // `load` is the one of the render whose deps started this load
  }, [...deps, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
