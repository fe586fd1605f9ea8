import type { CollectionDeviceCmsItem } from '@lab/shared';
import { Typography, type TableColumnsType } from 'antd';
import { actionsColumn, descriptionColumn, nameColumn, ownerColumn, statusColumn } from '../list/cms-columns';

/** How many tube types a row names before '+N more'. */
export const SHOWN_TUBE_TYPES = 2;

/** The first two tube types, then '+N more'; none: the device suits every marker. */
export function tubeTypesText(device: Pick<CollectionDeviceCmsItem, 'tube_types'>): string | null {
  const names = device.tube_types.map((t) => t.name);
  if (names.length === 0) return null;
  const more = names.length - SHOWN_TUBE_TYPES;
  return more > 0 ? `${names.slice(0, SHOWN_TUBE_TYPES).join(', ')} +${more} more` : names.join(', ');
}

interface DeviceColumnActions {
  toggle?: { run(device: CollectionDeviceCmsItem): void; busy(id: number): boolean };
  edit?: { onEdit(device: CollectionDeviceCmsItem): void; onDelete(device: CollectionDeviceCmsItem): void };
}

/** Name, Description, Max Capacity (µL), Tube Types, Owner, Status (a toggle where the user may change the device), Actions. */
export function deviceColumns({ toggle, edit }: DeviceColumnActions): TableColumnsType<CollectionDeviceCmsItem> {
  const columns: TableColumnsType<CollectionDeviceCmsItem> = [
    nameColumn(),
    descriptionColumn(),
    { title: 'Max Capacity (µL)', key: 'max_capacity', render: (_, d) => d.max_capacity ?? <Typography.Text type="secondary">Default</Typography.Text> },
    { title: 'Tube Types', key: 'tube_types', render: (_, d) => tubeTypesText(d) ?? <Typography.Text type="secondary">All</Typography.Text> },
    ownerColumn(),
    statusColumn(toggle && { ...toggle, enabled: (d) => d.editable }),
  ];
  if (edit) columns.push(actionsColumn(edit.onEdit, edit.onDelete, (d) => d.editable));
  return columns;
}
