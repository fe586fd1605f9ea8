import { MESSAGE_DIRECTION_LABELS, MESSAGE_DIRECTIONS, MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, type Instrument, SEARCH_BOXES } from '@lab/shared';
import { ListFilterBar, type FilterSelect } from '@lab/shared/react';

const DIRECTION: FilterSelect = {
  name: 'direction',
  label: 'Direction filter',
  placeholder: 'In and out',
  minWidth: 140,
  options: MESSAGE_DIRECTIONS.map((d) => ({ value: d, label: MESSAGE_DIRECTION_LABELS[d] })),
};
const STATUS: FilterSelect = {
  name: 'status',
  label: 'Status filter',
  placeholder: 'All statuses',
  options: MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] })),
};

/** The message log's filters, kept in the address under the API's names: search, direction, status, instrument. */
export function MessageFilterBar({ instruments }: { instruments: readonly Instrument[] }) {
  const instrument: FilterSelect = {
    name: 'instrument_id',
    label: 'Instrument filter',
    placeholder: 'All instruments',
    minWidth: 200,
    searchable: true,
    options: instruments.map((i) => ({ value: String(i.id), label: i.name })),
  };
  return <ListFilterBar search={{ ...SEARCH_BOXES.interfaceMessages, maxWidth: 360 }} selects={[DIRECTION, STATUS, instrument]} />;
}
