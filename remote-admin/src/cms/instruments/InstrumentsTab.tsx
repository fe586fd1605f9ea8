import { PlusOutlined } from '@ant-design/icons';
import { canEditInstruments, cmsTab, INTERFACE_SCREEN_TEXTS as TEXTS, type Instrument, SEARCH_BOXES } from '@lab/shared';
import { ActionError, ListFilterBar, ListPager, useFittedColumns, VisuallyHidden } from '@lab/shared/react';
import { Alert, Button, Empty, Flex, Table } from 'antd';
import { useState } from 'react';
import type { CmsTabProps } from '../cms-tab-props';
import { instrumentColumns } from './instrument-columns';
import { InstrumentModal } from './InstrumentModal';
import { useInstrumentList } from './use-instrument-list';

/** Instruments (analyzers): the search, the table and its pager, the Active toggle and the add/edit dialog for editors. */
export function InstrumentsTab({ user }: CmsTabProps) {
  const list = useInstrumentList();
  const [editing, setEditing] = useState<{ instrument?: Instrument } | null>(null);
  const canEdit = canEditInstruments(user);
  const { columns, scroll } = useFittedColumns(
    instrumentColumns(canEdit ? { edit: { onToggle: list.confirmToggle, busy: list.isToggling, onEdit: (instrument) => setEditing({ instrument }) } } : {}),
  );

  return (
    <Flex vertical gap={12}>
      {list.modalHolder}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <ListFilterBar search={{ ...SEARCH_BOXES.instruments, maxWidth: 320 }} />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {TEXTS.addInstrument}
          </Button>
        )}
      </Flex>
      <ActionError error={list.alert} onClose={list.dismissAlert} />
      {list.loadError && <Alert type="error" showIcon title={list.loadError} />}
      <div>
        <Table<Instrument>
          rowKey="id"
          caption={<VisuallyHidden>{cmsTab('instruments').label}</VisuallyHidden>}
          columns={columns}
          dataSource={list.instruments}
          loading={list.loading}
          pagination={false}
          size="middle"
          scroll={scroll}
          locale={{ emptyText: <Empty description={list.loadError ? false : TEXTS.noInstruments} /> }}
        />
        <ListPager pagination={list.pagination} onChange={list.setPage} />
      </div>
      {editing && (
        <InstrumentModal
          user={user}
          instrument={editing.instrument}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </Flex>
  );
}
