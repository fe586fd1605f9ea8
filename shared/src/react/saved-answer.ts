import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

// A form that saved navigates to the detail page with what the server answered, and the detail
// shows that answer instead of asking the server again for what it has just said.

interface SavedState<T> {
  saved: T;
}

/** Navigation options that carry a write's answer to the page it opens. */
export const withSavedAnswer = <T extends { id: number }>(saved: T): NavigateOptions => ({ state: { saved } satisfies SavedState<T> });

/**
 * The answer a form handed over for the record `id`, if it did (undefined otherwise). It is taken
 * once: the history entry forgets it, so reloading the page asks the server as usual.
 */
export function useSavedAnswer<T extends { id: number }>(id: string | number | undefined): T | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as Partial<SavedState<T>> | null)?.saved;
  useEffect(() => {
    if (saved) navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [saved]);
  return saved && String(saved.id) === String(id) ? saved : undefined;
}
