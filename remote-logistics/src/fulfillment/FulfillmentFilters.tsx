import { SearchOutlined } from '@ant-design/icons';
import { FULFILLMENT_PRIORITIES, FULFILLMENT_STATUSES, type FulfillmentPriority, type FulfillmentStatus } from '@lab/shared';
import { SEARCH_DELAY_MS } from '@lab/shared/react';
import { Checkbox, DatePicker, Flex, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { FULFILLMENT_PRIORITY_LABELS, FULFILLMENT_STATUS_LABELS } from '../common/fulfillment-badges';
import type { FulfillmentFilterControls } from './use-fulfillment-filters';

const statusOptions = FULFILLMENT_STATUSES.map((s) => ({ value: s, label: FULFILLMENT_STATUS_LABELS[s] }));
const priorityOptions = FULFILLMENT_PRIORITIES.map((p) => ({ value: p, label: FULFILLMENT_PRIORITY_LABELS[p] }));
const ISO_DAY = 'YYYY-MM-DD';

/** The list's filter bar: search (applied as typing pauses), status, priority, creation dates, assigned to me. */
export function FulfillmentFilterBar({ controls }: { controls: FulfillmentFilterControls }) {
  const { filters } = controls;
  const [searchInput, setSearchInput] = useState(filters.search);

  // the search applies once the typing pauses
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchInput.trim() !== filters.search) controls.setSearch(searchInput);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  // a removed chip (or clear all) empties the box too
  useEffect(() => {
    if (filters.search !== searchInput.trim()) setSearchInput(filters.search);
  }, [filters.search]);

  const day = (value?: string): Dayjs | null => (value ? dayjs(value) : null);
  const dates: [Dayjs | null, Dayjs | null] | null = filters.dateFrom || filters.dateTo ? [day(filters.dateFrom), day(filters.dateTo)] : null;

  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by patient, MRN, tracking number, FUL- or REQ- id"
        aria-label="Search fulfillment requests"
        value={searchInput}
        onChange={(e) => setSearchInput(e.target.value)}
        style={{ maxWidth: 400 }}
      />
      <Select
        allowClear
        aria-label="Status filter"
        placeholder="All statuses"
        style={{ minWidth: 160 }}
        value={filters.status}
        onChange={(value?: FulfillmentStatus) => controls.setStatus(value)}
        options={statusOptions}
      />
      <Select
        allowClear
        aria-label="Priority filter"
        placeholder="All priorities"
        style={{ minWidth: 150 }}
        value={filters.priority}
        onChange={(value?: FulfillmentPriority) => controls.setPriority(value)}
        options={priorityOptions}
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={['Created from', 'Created to']}
        value={dates}
        onChange={(range) => controls.setDates(range?.[0]?.format(ISO_DAY), range?.[1]?.format(ISO_DAY))}
      />
      <Checkbox checked={filters.assignedToMe} onChange={(e) => controls.setAssignedToMe(e.target.checked)}>
        Assigned to me
      </Checkbox>
    </Flex>
  );
}
