import { FULFILLMENT_PRIORITIES, FULFILLMENT_STATUSES, SEARCH_BOXES } from '@lab/shared';
import { ListFilterBar } from '@lab/shared/react';
import { Checkbox, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FULFILLMENT_PRIORITY_LABELS, FULFILLMENT_STATUS_LABELS } from '../common/fulfillment-badges';
import type { FulfillmentFilterControls } from './use-fulfillment-filters';

const statusOptions = FULFILLMENT_STATUSES.map((s) => ({ value: s, label: FULFILLMENT_STATUS_LABELS[s] }));
const priorityOptions = FULFILLMENT_PRIORITIES.map((p) => ({ value: p, label: FULFILLMENT_PRIORITY_LABELS[p] }));
const ISO_DAY = 'YYYY-MM-DD';

/** The list's filter bar, kept in the address: search, status, priority, creation dates, assigned to me. */
export function FulfillmentFilterBar({ controls }: { controls: FulfillmentFilterControls }) {
  const { filters } = controls;
  const day = (value?: string): Dayjs | null => (value ? dayjs(value) : null);
  const dates: [Dayjs | null, Dayjs | null] | null = filters.dateFrom || filters.dateTo ? [day(filters.dateFrom), day(filters.dateTo)] : null;

  return (
    <ListFilterBar
      style={{ marginBottom: 16 }}
      search={{ ...SEARCH_BOXES.fulfillment, maxWidth: 480 }}
      selects={[
        { name: 'status', label: 'Status filter', placeholder: 'All statuses', minWidth: 160, options: statusOptions },
        { name: 'priority', label: 'Priority filter', placeholder: 'All priorities', minWidth: 150, options: priorityOptions },
      ]}
    >
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={['Created from', 'Created to']}
        value={dates}
        onChange={(range) => controls.setDates(range?.[0]?.format(ISO_DAY), range?.[1]?.format(ISO_DAY))}
      />
      <Checkbox checked={filters.assignedToMe} onChange={(e) => controls.setAssignedToMe(e.target.checked)}>
        Assigned to me
      </Checkbox>
    </ListFilterBar>
  );
}
