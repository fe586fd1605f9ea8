// The inventory API: what the logistics remote sends and the API answers. Each shape is a TypeBox
// schema: the API validates and documents with it, and its `Static` type is what the screens use.
import { FULFILLMENT_PRIORITIES, FULFILLMENT_STATUSES } from '../fulfillment-rules';
import { INVENTORY_CATEGORIES, INVENTORY_PAGE_SIZE, MAX_STOCK_QUANTITY } from '../inventory-rules';
import { BoundedText, MessageBody, Nullable, NullableId, NullableText, PageLimit, PageNumber, PaginationSchema, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const INVENTORY_PATHS = {
  list: '/inventory',
  one: '/inventory/:id',
  adjust: '/inventory/:id/adjust',
  notify: '/inventory/:id/notify',
  request: '/inventory/:id/request',
} as const;

const category = StringEnum(INVENTORY_CATEGORIES);

/** GET /inventory query. */
export const InventoryListQuery = Type.Object(
  {
    page: Type.Optional(PageNumber),
    limit: Type.Optional(PageLimit(INVENTORY_PAGE_SIZE)),
    category: Type.Optional(category),
    location: Type.Optional(Type.String({ maxLength: 100, description: "A storage location's name." })),
    low_stock: Type.Optional(Type.Boolean({ description: 'true: only items at or below their threshold.' })),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Item name, SKU, description or PO number.' })),
  },
  { additionalProperties: false },
);
export type InventoryListQuery = Static<typeof InventoryListQuery>;

const text = Nullable(Type.String());
const date = Nullable(Type.String({ description: 'YYYY-MM-DD' }));

export const InventoryItem = Type.Object({
  id: Type.Integer(),
  item_name: Type.String(),
  item_sku: Type.String(),
  item_description: text,
  category,
  location: Nullable(Type.String({ description: "The storage location's name, or null." })),
  quantity_available: Type.Integer(),
  quantity_reserved: Type.Integer(),
  minimum_threshold: Type.Integer(),
  po_number: Type.String(),
  purchase_date: date,
  received_date: date,
  institution_id: Nullable(Type.Integer({ description: "Null: a global item (provider stock); the UI shows 'Global'." })),
  institution_name: text,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type InventoryItem = Static<typeof InventoryItem>;

/** The tiles: the caller's scope, whatever the filters. */
export const InventorySummary = Type.Object({
  total_items: Type.Integer(),
  low_stock: Type.Integer(),
  reserved: Type.Integer({ description: 'Sum of quantity_reserved.' }),
  available: Type.Integer({ description: 'Sum of quantity_available.' }),
});
export type InventorySummary = Static<typeof InventorySummary>;

export const InventoryPage = Type.Object({
  inventory: Type.Array(InventoryItem),
  pagination: PaginationSchema,
  summary: InventorySummary,
  low_stock_items: Type.Array(InventoryItem, { description: 'The low-stock alert panel: the items furthest below their threshold (LOW_STOCK_PANEL_ITEMS).' }),
});
export type InventoryPage = Static<typeof InventoryPage>;

/** One of an item's recent fulfillment requests (links to /fulfillment/{id}). */
export const ItemFulfillmentRequest = Type.Object({
  id: Type.Integer(),
  test_request_id: Type.Integer(),
  quantity_requested: Type.Integer(),
  status: StringEnum(FULFILLMENT_STATUSES),
  priority: StringEnum(FULFILLMENT_PRIORITIES),
  patient_first_name: Type.String(),
  patient_last_name: Type.String(),
  institution_name: Type.String(),
  created_at: Type.String(),
});
export type ItemFulfillmentRequest = Static<typeof ItemFulfillmentRequest>;

/** One row of the stock ledger: every change of quantity_available or quantity_reserved. */
export const StockMovement = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer({ description: 'Change of quantity_available (0 for a reservation or its release).' }),
  reserved_delta: Type.Integer({ description: 'Change of quantity_reserved.' }),
  quantity_after: Type.Integer(),
  reserved_after: Type.Integer(),
  reason: Type.String(),
  fulfillment_request_id: Nullable(Type.Integer()),
  actor_name: text,
  created_at: Type.String(),
});
export type StockMovement = Static<typeof StockMovement>;

export const InventoryItemDetail = Type.Object({
  ...InventoryItem.properties,
  recent_fulfillment_requests: Type.Array(ItemFulfillmentRequest),
  recent_movements: Type.Array(StockMovement),
});
export type InventoryItemDetail = Static<typeof InventoryItemDetail>;

const quantity = Type.Integer({ minimum: 0, maximum: MAX_STOCK_QUANTITY });

/**
 * POST /inventory and PUT /inventory/{id}. Unknown fields are dropped; blank names, SKU and PO
 * number, an unknown location and a date that is not one are refused by the service, in the
 * product's own words.
 */
export const InventoryItemPayload = Type.Object(
  {
    item_name: BoundedText(200),
    item_sku: BoundedText(60),
    item_description: Type.Optional(NullableText(2000)),
    category,
    location: Type.Optional(NullableText(100)),
    quantity_available: quantity,
    minimum_threshold: quantity,
    po_number: BoundedText(60),
    purchase_date: Type.Optional(Nullable(Type.String({ maxLength: 40, description: 'ISO date or date-time; stored as the date.' }))),
    received_date: Type.Optional(NullableText(40)),
    institution_id: Type.Optional(
      Type.Unsafe<number | null>({ ...NullableId, description: "super_admin only; others' items take their institution (fulfillment agents: global)." }),
    ),
  },
  { additionalProperties: false },
);
export type InventoryItemPayload = Static<typeof InventoryItemPayload>;

// A zero, or a quantity below one, is let through to the service, which refuses it in the product's words.
const signedQuantity = Type.Integer({ minimum: -MAX_STOCK_QUANTITY, maximum: MAX_STOCK_QUANTITY });

/** POST /inventory/{id}/adjust */
export const InventoryAdjustPayload = Type.Object({ adjustment: signedQuantity, reason: BoundedText(500) }, { additionalProperties: false });
export type InventoryAdjustPayload = Static<typeof InventoryAdjustPayload>;

/** POST /inventory/{id}/request */
export const StockRequestPayload = Type.Object({ quantity: signedQuantity }, { additionalProperties: false });
export type StockRequestPayload = Static<typeof StockRequestPayload>;

/** POST /inventory/{id}/notify and /request */
export const InventoryMessageResponse = MessageBody;
export type InventoryMessageResponse = Static<typeof InventoryMessageResponse>;
