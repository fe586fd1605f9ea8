import { INVENTORY_CATEGORIES, INVENTORY_PAGE_SIZE, MAX_STOCK_QUANTITY, IdParams, PageLimit, NullableId, NullableText, PageNumber, BoundedText } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

export interface InventoryListQuery {
  page: number;
  limit: number;
  category?: (typeof INVENTORY_CATEGORIES)[number];
  location?: string;
  low_stock?: boolean;
  search?: string;
}

const quantitySchema = { type: 'integer', minimum: 0, maximum: MAX_STOCK_QUANTITY } as const;

const itemBody = {
  type: 'object',
  additionalProperties: false,
  required: ['item_name', 'item_sku', 'category', 'quantity_available', 'minimum_threshold', 'po_number'],
  properties: {
    item_name: BoundedText(200),
    item_sku: BoundedText(60),
    item_description: NullableText(2000),
    category: { type: 'string', enum: [...INVENTORY_CATEGORIES] },
    location: NullableText(100),
    quantity_available: quantitySchema,
    minimum_threshold: quantitySchema,
    po_number: BoundedText(60),
    purchase_date: NullableText(40),
    received_date: NullableText(40),
    institution_id: NullableId,
  },
} as const;

export const listInventorySchema = {
  operationId: 'listInventoryItems',
  tags: ['inventory'],
  summary: "Inventory items the caller sees (global and their institutions'), by name, with the tiles and the low-stock panel",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: PageNumber,
      limit: PageLimit(INVENTORY_PAGE_SIZE),
      category: { type: 'string', enum: [...INVENTORY_CATEGORIES] },
      location: BoundedText(100),
      low_stock: { type: 'boolean' },
      search: BoundedText(100),
    },
  },
  response: { 200: untypedBody() },
} as const;

export const getItemSchema = { operationId: 'getInventoryItem', tags: ['inventory'], summary: 'One item with its recent fulfillment requests and stock movements', params: IdParams, response: { 200: untypedBody() } } as const;
export const createItemSchema = { operationId: 'createInventoryItem', tags: ['inventory'], summary: 'Add an item; its opening stock is the first ledger row', body: itemBody, response: { 201: untypedBody() } } as const;
export const updateItemSchema = { operationId: 'updateInventoryItem', tags: ['inventory'], summary: "Save an item's fields; a new quantity is a stock correction in the ledger", params: IdParams, body: itemBody, response: { 200: untypedBody() } } as const;
export const adjustItemSchema = {
  operationId: 'adjustInventoryItem',
  tags: ['inventory'],
  summary: 'Add or remove stock (a ledger row); 409 when it would go below zero or below the reserved units',
  params: IdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['adjustment', 'reason'],
    properties: { adjustment: { type: 'integer', minimum: -MAX_STOCK_QUANTITY, maximum: MAX_STOCK_QUANTITY }, reason: BoundedText(500) },
  },
  response: { 200: untypedBody() },
} as const;
export const notifySchema = { operationId: 'notifyInventoryItem', tags: ['inventory'], summary: "Mail the item's managers a low-stock notice", params: IdParams, response: { 200: untypedBody() } } as const;
export const stockRequestSchema = {
  operationId: 'requestInventoryStock',
  tags: ['inventory'],
  summary: "Ask the item's managers for more of a low-stock item (institution admins)",
  params: IdParams,
  body: { type: 'object', additionalProperties: false, required: ['quantity'], properties: { quantity: { type: 'integer', minimum: -MAX_STOCK_QUANTITY, maximum: MAX_STOCK_QUANTITY } } },
  response: { 200: untypedBody() },
} as const;
