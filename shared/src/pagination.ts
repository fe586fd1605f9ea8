// The list pattern's pagination, for every list of the product (docs/performance.md, "How every list stays fast").
import { PAGE_AFTER_PATTERN } from './contracts/schema-pieces';
import type { Pagination } from './types';

/** A filtered list is counted up to this many matches; past it the pager says "more than". */
export const LIST_COUNT_CAP = 1_000;

/** What a list counted: an exact total, or one that stopped at LIST_COUNT_CAP + 1 (`capped`). */
export interface ListCount {
  matches: number;
  exact: boolean;
}

/**
 * The pager figures of a page. A count that is not exact and passed the cap reads "more than
 * LIST_COUNT_CAP". `next` is the key the next page starts after (PageAfter), when the list gives one.
 */
export function toPagination(page: number, limit: number, { matches, exact }: ListCount, next?: string): Pagination {
  const capped = !exact && matches > LIST_COUNT_CAP;
  const total = capped ? LIST_COUNT_CAP : matches;
  return { page, limit, total, pages: Math.ceil(total / limit), ...(capped ? { total_capped: true } : {}), ...(next ? { next } : {}) };
}

/** A next-page key of the address (?after=…) when it has PageAfter's shape, else undefined. */
export function pageAfterParam(value: string | null | undefined): string | undefined {
  return value && new RegExp(PAGE_AFTER_PATTERN).test(value) ? value : undefined;
}

/** 'Showing x to y of total results', only when there is more than one page. */
export function pagerText(pagination: Pagination | null | undefined): string | null {
  if (!pagination || pagination.pages <= 1) return null;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const to = Math.min(pagination.page * pagination.limit, pagination.total);
  const total = pagination.total_capped ? `more than ${pagination.total.toLocaleString('en-US')}` : pagination.total;
  return `Showing ${from} to ${to} of ${total} results`;
}
