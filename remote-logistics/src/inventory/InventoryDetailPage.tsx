import { EditOutlined, SlidersOutlined } from '@ant-design/icons';
import { ADJUST_MESSAGE_MS, canManageItem, INVENTORY_MESSAGES, type InventoryItemDetail } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { BackLink, PageHeader, useLoadedData, useSavedAnswer } from '@lab/shared/react';
import { Alert, Button, Col, Flex, Row, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdjustQuantityDialog } from './AdjustQuantityDialog';
import { fetchItem } from './inventory-api';
import { InventoryLoadFallback } from './InventoryLoadFallback';
import { ItemFulfillmentTable } from './ItemFulfillmentTable';
import { ItemInfoCard } from './ItemInfoCard';
import { ItemStockCard } from './ItemStockCard';
import { StockHistoryTable } from './StockHistoryTable';
import { useTimedMessage } from './use-timed-message';

/** Inventory item detail (/inventory/{id}): information, stock, recent requests and stock history, Adjust and Edit. */
export function InventoryDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const load = useLoadedData(() => fetchItem(id!), [id], useSavedAnswer<InventoryItemDetail>(id));
  const [adjusting, setAdjusting] = useState(false);
  const [adjusted, setAdjusted] = useTimedMessage<string>(ADJUST_MESSAGE_MS);
  const item = load.data;

  if (!item || (load.error && !load.loading)) return <InventoryLoadFallback load={load} failure={INVENTORY_MESSAGES.detailFailed} loadingLabel="Loading inventory item" />;

  const manages = canManageItem(user, item);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to="/inventory">Back to Inventory</BackLink>}
        title={item.item_name}
        subtitle={`${item.item_sku} · ${item.category}`}
        actions={
          manages && (
            <Space wrap>
              <Button icon={<SlidersOutlined />} onClick={() => setAdjusting(true)}>
                Adjust Quantity
              </Button>
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/inventory/${item.id}/edit`)}>
                Edit
              </Button>
            </Space>
          )
        }
      />
      {adjusted && <Alert type="success" showIcon role="status" title={adjusted} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ItemInfoCard item={item} />
        </Col>
        <Col xs={24} xl={10}>
          <ItemStockCard item={item} />
        </Col>
      </Row>
      <ItemFulfillmentTable requests={item.recent_fulfillment_requests} />
      <StockHistoryTable movements={item.recent_movements} />
      {adjusting && (
        <AdjustQuantityDialog
          item={item}
          onAdjusted={(updated) => {
            load.setData(updated);
            setAdjusting(false);
            setAdjusted(INVENTORY_MESSAGES.adjusted);
          }}
          onCancel={() => setAdjusting(false)}
        />
      )}
    </Flex>
  );
}
