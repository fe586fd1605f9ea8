import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { CMS_MESSAGES, type CmsItemBase } from '@lab/shared';
import { Button, Flex, Typography, type TableColumnType } from 'antd';
import { StatusBadge, StatusToggle } from './StatusToggle';

// The columns every CMS list shares: Name, Description, Status and Actions.

export function nameColumn<T extends CmsItemBase>(): TableColumnType<T> {
  return { title: 'Name', key: 'name', render: (_, item) => <Typography.Text strong>{item.name}</Typography.Text> };
}

export function descriptionColumn<T extends CmsItemBase>(): TableColumnType<T> {
  return { title: 'Description', key: 'description', render: (_, item) => item.description ?? <Typography.Text type="secondary">—</Typography.Text> };
}

/** The Active/Inactive badge; with `toggle`, a button that flips it on the rows it may change (`enabled`, all by default). */
export function statusColumn<T extends CmsItemBase>(toggle?: { run(item: T): void; busy(id: number): boolean; enabled?(item: T): boolean }): TableColumnType<T> {
  return {
    title: 'Status',
    key: 'status',
    render: (_, item) =>
      toggle && (toggle.enabled?.(item) ?? true) ? <StatusToggle name={item.name} active={item.active} busy={toggle.busy(item.id)} onToggle={() => toggle.run(item)} /> : <StatusBadge active={item.active} />,
  };
}

/** Whose item it is: shared by every institution (only a super administrator changes it), or one institution's own. */
export function ownerColumn<T extends CmsItemBase & { owner_institution_name: string | null }>(): TableColumnType<T> {
  return { title: 'Owner', key: 'owner', render: (_, item) => item.owner_institution_name ?? <Typography.Text type="secondary">{CMS_MESSAGES.sharedOwner}</Typography.Text> };
}

/** Edit and Delete, on the rows the user may change. */
export function actionsColumn<T extends CmsItemBase>(onEdit: (item: T) => void, onDelete: (item: T) => void, editable: (item: T) => boolean = () => true): TableColumnType<T> {
  return {
    title: 'Actions',
    key: 'actions',
    render: (_, item) =>
      editable(item) && (
        <Flex gap={8}>
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
            Edit
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)}>
            Delete
          </Button>
        </Flex>
      ),
  };
}
