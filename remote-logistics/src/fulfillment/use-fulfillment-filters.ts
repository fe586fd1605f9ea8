import { FULFILLMENT_PRIORITIES, isFulfillmentStatus, type FulfillmentListQuery, type FulfillmentPriority, type FulfillmentStatus } from '@lab/shared';
import { useUrlQuery } from '@lab/shared/react';

/**
 * The list's filters live in the page's address, under the API's own query names
 * (?status=pending&assigned_to_me=true&page=2): they survive a visit to a request and back.
 */
export interface FulfillmentFilters {
  search: string;
  status?: FulfillmentStatus;
  priority?: FulfillmentPriority;
  assignedToMe: boolean;
  /** YYYY-MM-DD, on the creation date, both ends included. */
  dateFrom?: string;
  dateTo?: string;
}

/** What a chip removes: one filter, the two dates together. */
export type FilterKey = 'search' | 'status' | 'priority' | 'dates' | 'assigned_to_me';

const PARAMS_OF: Record<FilterKey, string[]> = {
  search: ['search'],
  status: ['status'],
  priority: ['priority'],
  dates: ['date_from', 'date_to'],
  assigned_to_me: ['assigned_to_me'],
};

const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isPriority = (value: string | null): value is FulfillmentPriority => (FULFILLMENT_PRIORITIES as readonly (string | null)[]).includes(value);

/** The filters an address holds; anything unreadable counts as not set. */
export function readFilters(params: URLSearchParams): FulfillmentFilters {
  const status = params.get('status');
  const priority = params.get('priority');
  const dateFrom = params.get('date_from');
  const dateTo = params.get('date_to');
  return {
    search: (params.get('search') ?? '').trim(),
    status: isFulfillmentStatus(status) ? status : undefined,
    priority: isPriority(priority) ? priority : undefined,
    assignedToMe: params.get('assigned_to_me') === 'true',
    dateFrom: isDate(dateFrom) ? dateFrom : undefined,
    dateTo: isDate(dateTo) ? dateTo : undefined,
  };
}

/** The GET /fulfillment query of the filters and a page (unset filters are left out). */
export function listQuery(filters: FulfillmentFilters, page: number, after?: string): FulfillmentListQuery {
  return {
    page,
    after,
    search: filters.search || undefined,
    status: filters.status,
    priority: filters.priority,
    assigned_to_me: filters.assignedToMe || undefined,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
  };
}

export const isFiltering = (f: FulfillmentFilters) => !!(f.search || f.status || f.priority || f.assignedToMe || f.dateFrom || f.dateTo);

/** The filters and page of the address, and the ways to change them; a change of filter goes back to page 1. */
export function useFulfillmentFilters() {
  const { params, page, after, change, setPage } = useUrlQuery();
  const filters = readFilters(params);

  const removeAll = (keys: FilterKey[]) => change(Object.fromEntries(keys.flatMap((key) => PARAMS_OF[key]).map((name) => [name, undefined])));

  return {
    filters,
    page,
    after,
    setPage,
    setAssignedToMe: (on: boolean) => change({ assigned_to_me: on ? 'true' : undefined }),
    setDates: (dateFrom?: string, dateTo?: string) => change({ date_from: dateFrom, date_to: dateTo }),
    remove: (key: FilterKey) => removeAll([key]),
    clearAll: () => removeAll(Object.keys(PARAMS_OF) as FilterKey[]),
  };
}

export type FulfillmentFilterControls = ReturnType<typeof useFulfillmentFilters>;
