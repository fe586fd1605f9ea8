import { useSearchParams } from 'react-router-dom';
import { pageAfterParam } from '../pagination';

/** A positive whole number of the address ('3'), else undefined. */
export function positiveIntegerParam(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A value of the address that is one of `values` ('pending' of the statuses), else undefined. */
export function oneOfParam<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

export interface UrlQuery {
  params: URLSearchParams;
  /** The page of the address (?page=3), 1 when unset or unreadable. */
  page: number;
  /** Where the page starts (?after=…, the previous page's `pagination.next`), when the address has a readable one. */
  after: string | undefined;
  /**
   * Sets (a value) or removes (undefined or '') query parameters, replacing the history entry.
   * Any change that does not name 'page' goes back to page 1 (a new filter starts from the top).
   */
  change(values: Record<string, string | undefined>): void;
  /** Goes to a page; `after` when the pager knows where it starts (the next page), so the list reads it from there. */
  setPage(page: number, after?: string): void;
}

/**
 * A list's filters and page kept in the page's address (?search=ann&page=2), under the API's own
 * query names: they survive a visit elsewhere and back, and a filtered list can be shared as a link.
 */
export function useUrlQuery(): UrlQuery {
  const [params, setParams] = useSearchParams();

  function change(values: Record<string, string | undefined>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('page' in values)) {
          next.delete('page');
          next.delete('after');
        }
        return next;
      },
      { replace: true },
    );
  }

  return {
    params,
    page: positiveIntegerParam(params.get('page')) ?? 1,
    after: pageAfterParam(params.get('after')),
    change,
    setPage: (page: number, after?: string) => change({ page: page > 1 ? String(page) : undefined, after: page > 1 ? after : undefined }),
  };
}
