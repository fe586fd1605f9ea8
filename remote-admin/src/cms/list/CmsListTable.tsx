import { PlusOutlined } from '@ant-design/icons';
import { CMS_MESSAGES, type CmsItemBase } from '@lab/shared';
import { ActionError, VisuallyHidden } from '@lab/shared/react';
import { Button, Empty, Flex, Table, type TableColumnsType } from 'antd';
import type { CmsList } from './use-cms-list';

interface CmsListTableProps<T extends CmsItemBase> {
  /** The table's accessible name (its caption), e.g. the tab's label. */
  caption: string;
  /** The rows in their order (the list's own, or re-sorted). */
  items: T[];
  columns: TableColumnsType<T>;
  /** Add Item (above the table and in the empty state), only for who may edit. */
  onAdd?: () => void;
  /** The tab's list: its loading flag, the failure alert of a delete or toggle, the confirmation's holder. */
  list: Pick<CmsList, 'loading' | 'alert' | 'dismissAlert' | 'modalHolder'>;
}

/** A CMS tab's list: Add Item, the failure alert, the table, and 'No items found' with Add Item when empty. */
export function CmsListTable<T extends CmsItemBase>({ caption, items, columns, onAdd, list }: CmsListTableProps<T>) {
  const { loading, alert, dismissAlert, modalHolder } = list;
  const addButton = (primary: boolean) =>
    onAdd && (
      <Button type={primary ? 'primary' : 'default'} icon={<PlusOutlined />} onClick={onAdd}>
        Add Item
      </Button>
    );
  return (
    <Flex vertical gap={12}>
      {modalHolder}
      {onAdd && <Flex justify="flex-end">{addButton(true)}</Flex>}
      <ActionError error={alert} onClose={dismissAlert} />
      <Table<T>
        rowKey="id"
        caption={<VisuallyHidden>{caption}</VisuallyHidden>}
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={CMS_MESSAGES.noItems}>{addButton(false)}</Empty> }}
      />
    </Flex>
  );
}
