import { INTERFACE_SCREEN_TEXTS as TEXTS, WORKLIST_STATE_LABELS, WORKLIST_STATES, type SessionUser, type WorklistEntry } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { ListPager, useFittedColumns, useLiveChanges, useLoadedData, useUrlQuery, VisuallyHidden } from '@lab/shared/react';
import { Alert, Empty, Flex, Table } from 'antd';
import { CountFilter } from '../CountFilter';
import { fetchWorklist } from '../interfaces-api';
import { useInstrumentChoices } from '../use-instrument-choices';
import { BarcodeScanField } from './BarcodeScanField';
import { InstrumentPicker } from './InstrumentPicker';
import { worklistColumns } from './worklist-columns';
import { readWorklistFilters, worklistQuery } from './worklist-filters';

/**
 * One instrument's worklist: the instrument (the address's, else the first the viewer may see), the
 * counts of each state as buttons that filter, the barcode scan, and the requests with where their
 * order and result stand. Live events refresh it in place, as the messages do.
 */
export function WorklistsTab({ user }: { user: SessionUser }) {
  const { params, page, after, change, setPage } = useUrlQuery();
  const filters = readWorklistFilters(params);
  const choices = useInstrumentChoices();
  const instrumentId = filters.instrument ?? choices.instruments[0]?.id;
  const query = worklistQuery(filters, page, after);
  const key = JSON.stringify([instrumentId, query]);
  const loaded = useLoadedData(
    () => (instrumentId === undefined ? Promise.resolve(undefined) : fetchWorklist(instrumentId, query).then((answer) => ({ key, answer }))),
    [key],
  );
  // the instrument's messages, and results and requests (released, moved, cancelled), refresh the worklist
  useLiveChanges((change) => (change.kind === 'message' ? change.instrument_id === instrumentId : true), loaded.reload);
  const { columns, scroll } = useFittedColumns(worklistColumns(user));

  const shown = loaded.error ? undefined : loaded.data?.answer;
  const counts = WORKLIST_STATES.map((s) => ({ key: s, label: WORKLIST_STATE_LABELS[s], count: shown?.counts[s] }));
  const noInstrument = instrumentId === undefined && !choices.loading;

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="flex-end">
        <InstrumentPicker instruments={choices.instruments} value={instrumentId} loading={choices.loading} onChange={(id) => change({ instrument: String(id), state: undefined, barcode: undefined })} />
        <BarcodeScanField applied={filters.barcode} onSearch={(barcode) => change({ barcode })} />
      </Flex>
      <CountFilter label={TEXTS.stateCounts} items={counts} chosen={filters.state} onChoose={(state) => change({ state })} allLabel={TEXTS.allStates} />
      {!!loaded.error && <Alert type="error" showIcon title={errorText(loaded.error, TEXTS.worklistFailed)} />}
      <div>
        <Table<WorklistEntry>
          rowKey="test_request_id"
          caption={<VisuallyHidden>{TEXTS.worklistsTab}</VisuallyHidden>}
          columns={columns}
          dataSource={shown?.data ?? []}
          loading={(loaded.loading && loaded.data?.key !== key) || choices.loading}
          pagination={false}
          size="middle"
          scroll={scroll}
          locale={{ emptyText: <Empty description={loaded.error ? false : noInstrument ? TEXTS.noInstrumentChosen : TEXTS.noWorklist} /> }}
        />
        <ListPager pagination={shown?.pagination} onChange={setPage} />
      </div>
    </Flex>
  );
}
