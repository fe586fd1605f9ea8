import { EditOutlined } from '@ant-design/icons';
import { INTERFACE_SCREEN_TEXTS as TEXTS, type Instrument } from '@lab/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { StatusBadge, StatusToggle } from '../list/StatusToggle';
import { orderAddressText } from './instrument-form';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

interface InstrumentColumnActions {
  /** Who may edit: the Active badge asks to flip it, and an Edit button per row. */
  edit?: { onToggle(instrument: Instrument): void; busy(id: number): boolean; onEdit(instrument: Instrument): void };
}

/** Name, Model, Institution, Lab, Status, Order address, Message type, Codes (how many are mapped), and Edit for editors. */
export function instrumentColumns({ edit }: InstrumentColumnActions): TableColumnsType<Instrument> {
  const columns: TableColumnsType<Instrument> = [
    { title: 'Name', key: 'name', render: (_, i) => <Typography.Text strong>{i.name}</Typography.Text> },
    { title: 'Model', key: 'model', render: (_, i) => i.model ?? secondary('—') },
    { title: 'Institution', key: 'institution', render: (_, i) => i.institution_name },
    { title: 'Lab', key: 'lab', render: (_, i) => i.lab_name ?? secondary('—') },
    {
      title: 'Status',
      key: 'status',
      render: (_, i) => (edit ? <StatusToggle name={i.name} active={i.active} busy={edit.busy(i.id)} onToggle={() => edit.onToggle(i)} /> : <StatusBadge active={i.active} />),
    },
    { title: 'Order address', key: 'order_address', render: (_, i) => orderAddressText(i) ?? secondary(TEXTS.noOrders) },
    { title: 'Message type', key: 'order_message', render: (_, i) => <span style={{ whiteSpace: 'nowrap' }}>{i.order_message}</span> },
    { title: 'Codes', key: 'codes', align: 'right', render: (_, i) => i.codes.length },
  ];
  if (edit) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, i) => (
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${i.name}`} onClick={() => edit.onEdit(i)}>
          Edit
        </Button>
      ),
    });
  }
  return columns;
}
