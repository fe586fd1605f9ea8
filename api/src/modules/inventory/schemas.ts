import { INVENTORY_CATEGORIES, INVENTORY_PAGE_SIZE, MAX_STOCK_QUANTITY } from '@lab/shared';
import { idParams, limitSchema, nullableIdSchema, nullableTextSchema, pageSchema, textSchema } from '../../platform/http-schemas';

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
    item_name: textSchema(200),
    item_sku: textSchema(60),
    item_description: nullableTextSchema(2000),
    category: { type: 'string', enum: [...INVENTORY_CATEGORIES] },
    location: nullableTextSchema(100),
    quantity_available: quantitySchema,
    minimum_threshold: quantitySchema,
    po_number: textSchema(60),
    purchase_date: nullableTextSchema(40),
    received_date: nullableTextSchema(40),
    institution_id: nullableIdSchema,
  },
} as const;

export const listInventorySchema = {
  tags: ['inventory'],
  summary: "Inventory items the caller sees (global and their institutions'), by name, with the tiles and the low-stock panel",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: pageSchema,
      limit: limitSchema(INVENTORY_PAGE_SIZE),
      category: { type: 'string', enum: [...INVENTORY_CATEGORIES] },
      location: textSchema(100),
      low_stock: { type: 'boolean' },
      search: textSchema(100),
    },
  },
} as const;

export const getItemSchema = { tags: ['inventory'], summary: 'One item with its recent fulfillment requests and stock movements', params: idParams } as const;
export const createItemSchema = { tags: ['inventory'], summary: 'Add an item; its opening stock is the first ledger row', body: itemBody } as const;
export const updateItemSchema = { tags: ['inventory'], summary: "Save an item's fields; a new quantity is a stock correction in the ledger", params: idParams, body: itemBody } as const;
export const adjustItemSchema = {
  tags: ['inventory'],
  summary: 'Add or remove stock (a ledger row); 409 when it would go below zero or below the reserved units',
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['adjustment', 'reason'],
    properties: { adjustment: { type: 'integer', minimum: -MAX_STOCK_QUANTITY, maximum: MAX_STOCK_QUANTITY }, reason: textSchema(500) },
  },
} as const;
export const notifySchema = { tags: ['inventory'], summary: "Mail the item's managers a low-stock notice", params: idParams } as const;
export const stockRequestSchema = {
  tags: ['inventory'],
  summary: "Ask the item's managers for more of a low-stock item (institution admins)",
  params: idParams,
  body: { type: 'object', additionalProperties: false, required: ['quantity'], properties: { quantity: { type: 'integer', minimum: -MAX_STOCK_QUANTITY, maximum: MAX_STOCK_QUANTITY } } },
} as const;
