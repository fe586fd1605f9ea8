import { EditOutlined } from '@ant-design/icons';
import { INTERFACE_SCREEN_TEXTS as TEXTS, type Instrument } from '@lab/shared';
import { TwoLines } from '@lab/shared/react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { StatusBadge, StatusToggle } from '../list/StatusToggle';
import { orderAddressText } from './instrument-form';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

interface InstrumentColumnActions {
  /** Who may edit: the Active badge asks to flip it, and an Edit button per row. */
  edit?: { onToggle(instrument: Instrument): void; busy(id: number): boolean; onEdit(instrument: Instrument): void };
}

/**
 * Name, Model, Institution over lab, Status, Order address over message type, Codes (how many are
 * mapped), and Edit for editors. Paired and sized so a laptop's 1366 px shows them all
 * (useFittedColumns); a phone keeps the name, its status and Edit.
 */
export function instrumentColumns({ edit }: InstrumentColumnActions): TableColumnsType<Instrument> {
  const columns: TableColumnsType<Instrument> = [
    { title: 'Name', key: 'name', width: 170, render: (_, i) => <Typography.Text strong>{i.name}</Typography.Text> },
    { title: 'Model', key: 'model', width: 170, responsive: ['lg'], render: (_, i) => i.model ?? secondary('—') },
    { title: 'Institution / Lab', key: 'institution', width: 190, responsive: ['md'], render: (_, i) => <TwoLines first={i.institution_name} second={i.lab_name ?? 'No lab'} /> },
    {
      title: 'Status',
      key: 'status',
      width: 100,
      render: (_, i) => (edit ? <StatusToggle name={i.name} active={i.active} busy={edit.busy(i.id)} onToggle={() => edit.onToggle(i)} /> : <StatusBadge active={i.active} />),
    },
    {
      title: 'Orders / Message type',
      key: 'order_address',
      width: 170,
      responsive: ['md'],
      render: (_, i) => <TwoLines first={orderAddressText(i) ?? secondary(TEXTS.noOrders)} second={i.order_message} />,
    },
    { title: 'Codes', key: 'codes', width: 80, align: 'right', responsive: ['lg'], render: (_, i) => i.codes.length },
  ];
  if (edit) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, i) => (
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${i.name}`} onClick={() => edit.onEdit(i)}>
          Edit
        </Button>
      ),
    });
  }
  return columns;
}
