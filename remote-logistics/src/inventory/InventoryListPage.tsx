import { PlusOutlined } from '@ant-design/icons';
import {
  ADJUST_MESSAGE_MS,
  BANNER_HIDE_MS,
  canManageInventory,
  EMERGENCY_RESTOCK_REASON,
  emergencyRestockAmount,
  INVENTORY_MESSAGES,
  type InventoryItem,
} from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { ActionError, confirmAction, CountTiles, ListPager, PageHeader, useFittedColumns, useLoadedData, useUrlQuery } from '@lab/shared/react';
import { Alert, Button, Card, Empty, Flex, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdjustQuantityDialog } from './AdjustQuantityDialog';
import { adjustItem, fetchInventory, notifyLowStock, requestStock } from './inventory-api';
import { inventoryColumns } from './inventory-list-columns';
import { InventoryFilters, isFilteringInventory, readInventoryFilters } from './InventoryFilters';
import { inventoryTiles } from './inventory-tiles';
import { LowStockPanel } from './LowStockPanel';
import { NotificationBanner, type BannerMessage } from './NotificationBanner';
import type { QuickAdjustment } from './QuickAdjustMenu';
import { StockRequestDialog } from './StockRequestDialog';
import { useTimedMessage } from './use-timed-message';

/** Inventory list (/inventory): tiles, filters, the table and its actions, the low-stock panel. */
export function InventoryListPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  // the filters and page live in the address (the filter bar changes them there)
  const { params, page, setPage } = useUrlQuery();
  const filters = readInventoryFilters(params);
  const list = useLoadedData(() => fetchInventory({ page, ...filters }), [page, filters.search, filters.category, filters.location, filters.lowStock]);

  const [banner, setBanner] = useTimedMessage<BannerMessage>(BANNER_HIDE_MS);
  const [adjusted, setAdjusted] = useTimedMessage<string>(ADJUST_MESSAGE_MS);
  const [actionError, setActionError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState<InventoryItem | null>(null);
  const [requestBusy, setRequestBusy] = useState(false);
  const [quick, setQuick] = useState<{ item: InventoryItem; quick: QuickAdjustment } | null>(null);

  function afterAdjustment() {
    setActionError(null);
    setAdjusted(INVENTORY_MESSAGES.adjusted);
    list.reload();
  }

  async function notify(item: InventoryItem) {
    try {
      const { message } = await notifyLowStock(item.id);
      setBanner({ type: 'success', text: message });
    } catch (error) {
      setBanner({ type: 'error', text: errorText(error, INVENTORY_MESSAGES.notifyFailed) });
    }
  }

  async function sendRequest(item: InventoryItem, quantity: number) {
    setRequestBusy(true);
    try {
      const { message } = await requestStock(item.id, quantity);
      setBanner({ type: 'success', text: message });
    } catch (error) {
      setBanner({ type: 'error', text: errorText(error, INVENTORY_MESSAGES.requestFailed) });
    } finally {
      setRequestBusy(false);
      setRequesting(null);
    }
  }

  function restock(item: InventoryItem) {
    const amount = emergencyRestockAmount(item);
    confirmAction({
      title: `Restock ${item.item_name}?`,
      content: `Adds ${amount} units (two times the minimum threshold of ${item.minimum_threshold}) with the reason '${EMERGENCY_RESTOCK_REASON}'.`,
      okText: 'Restock',
      action: async () => {
        await adjustItem(item.id, { adjustment: amount, reason: EMERGENCY_RESTOCK_REASON });
      },
      done: afterAdjustment,
      danger: false,
      setError: (message) => message !== null && setActionError(message),
      failure: INVENTORY_MESSAGES.adjustFailed,
    });
  }

  const { columns, scroll } = useFittedColumns(inventoryColumns(user, {
    view: (item) => navigate(`/inventory/${item.id}`),
    requestItem: setRequesting,
    edit: (item) => navigate(`/inventory/${item.id}/edit`),
    notify: (item) => void notify(item),
    quickAdjust: (item, q) => setQuick({ item, quick: q }),
  }));

  const manager = canManageInventory(user);
  const filtering = isFilteringInventory(filters);
  const emptyText = list.error ? (
    <Empty description={INVENTORY_MESSAGES.listUnavailable} />
  ) : filtering ? (
    <Empty description="No inventory items found" />
  ) : (
    <Empty description="No inventory items yet">{manager && <Link to="/inventory/new">Add the first item</Link>}</Empty>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Inventory"
        subtitle="Supplies, test kits and equipment, with their stock levels"
        actions={
          manager && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/inventory/new')}>
              Add Item
            </Button>
          )
        }
      />
      <NotificationBanner message={banner} onClose={() => setBanner(null)} />
      {adjusted && <Alert type="success" showIcon role="status" title={adjusted} />}
      <ActionError error={actionError} onClose={() => setActionError(null)} />
      {!!list.error && <Alert type="error" showIcon title={errorText(list.error, INVENTORY_MESSAGES.listFailed)} />}

      <CountTiles tiles={inventoryTiles(list.data?.summary)} />
      <LowStockPanel items={list.data?.low_stock_items ?? []} user={user} onRestock={restock} />

      <Card>
        <InventoryFilters />
        <Table<InventoryItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.inventory ?? []}
          loading={list.loading}
          pagination={false}
          size="middle"
          scroll={scroll}
          locale={{ emptyText }}
        />
        <ListPager pagination={list.data?.pagination} onChange={setPage} />
      </Card>

      {requesting && <StockRequestDialog item={requesting} busy={requestBusy} onConfirm={(item, quantity) => void sendRequest(item, quantity)} onCancel={() => setRequesting(null)} />}
      {quick && (
        <AdjustQuantityDialog
          item={quick.item}
          title={quick.quick.label}
          initial={quick.quick}
          missingMessage={INVENTORY_MESSAGES.quickBoth}
          onAdjusted={() => {
            setQuick(null);
            afterAdjustment();
          }}
          onCancel={() => setQuick(null)}
        />
      )}
    </Flex>
  );
}
