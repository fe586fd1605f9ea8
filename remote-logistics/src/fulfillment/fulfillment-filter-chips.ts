import { formatDate } from '@lab/shared';
import { FULFILLMENT_PRIORITY_LABELS, FULFILLMENT_STATUS_LABELS } from '../common/fulfillment-badges';
import type { FilterKey, FulfillmentFilters } from './use-fulfillment-filters';

export interface FilterChip {
  key: FilterKey;
  label: string;
}

function datesLabel(from?: string, to?: string): string {
  if (from && to) return `Dates: ${formatDate(from)} – ${formatDate(to)}`;
  return from ? `Dates: from ${formatDate(from)}` : `Dates: until ${formatDate(to)}`;
}

/** One chip per active filter, in the order of the filter bar: 'Search: kit', 'Status: Pending'... */
export function filterChips(filters: FulfillmentFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search) chips.push({ key: 'search', label: `Search: ${filters.search}` });
  if (filters.status) chips.push({ key: 'status', label: `Status: ${FULFILLMENT_STATUS_LABELS[filters.status]}` });
  if (filters.priority) chips.push({ key: 'priority', label: `Priority: ${FULFILLMENT_PRIORITY_LABELS[filters.priority]}` });
  if (filters.dateFrom || filters.dateTo) chips.push({ key: 'dates', label: datesLabel(filters.dateFrom, filters.dateTo) });
  if (filters.assignedToMe) chips.push({ key: 'assigned_to_me', label: 'Assigned to me' });
  return chips;
}
