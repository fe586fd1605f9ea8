import {
  ErrorBody,
  IdParams,
  InventoryAdjustPayload,
  InventoryItemDetail,
  InventoryItemPayload,
  InventoryListQuery,
  InventoryMessageResponse,
  InventoryPage,
  StockRequestPayload,
} from '@lab/shared';

// The inventory routes' documentation and which contract schema each takes (@lab/shared's inventory contract).
const tags = ['inventory'];
// The mails to an item's managers: none to write to (409), the outbound limit (429, with Retry-After), no mail delivered (502).
const mailRefusals = { 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody };

export const listInventorySchema = {
  operationId: 'listInventoryItems',
  tags,
  summary: "Inventory items the caller sees (global and their institutions'), by name, with the tiles and the low-stock panel",
  querystring: InventoryListQuery,
  response: { 200: InventoryPage },
};

export const getItemSchema = {
  operationId: 'getInventoryItem',
  tags,
  summary: 'One item with its recent fulfillment requests and stock movements',
  params: IdParams,
  response: { 200: InventoryItemDetail, 404: ErrorBody },
};
export const createItemSchema = {
  operationId: 'createInventoryItem',
  tags,
  summary: 'Add an item; its opening stock is the first ledger row. 404 for an unknown institution, 409 for a SKU already taken',
  body: InventoryItemPayload,
  response: { 201: InventoryItemDetail, 404: ErrorBody, 409: ErrorBody },
};
export const updateItemSchema = {
  operationId: 'updateInventoryItem',
  tags,
  summary: "Save an item's fields; a new quantity is a stock correction in the ledger. 409 for a SKU already taken or a quantity below the reserved units",
  params: IdParams,
  body: InventoryItemPayload,
  response: { 200: InventoryItemDetail, 404: ErrorBody, 409: ErrorBody },
};
export const adjustItemSchema = {
  operationId: 'adjustInventoryItem',
  tags,
  summary: 'Add or remove stock (a ledger row); 409 when it would go below zero or below the reserved units',
  params: IdParams,
  body: InventoryAdjustPayload,
  response: { 200: InventoryItemDetail, 404: ErrorBody, 409: ErrorBody },
};
export const notifySchema = {
  operationId: 'notifyInventoryItem',
  tags,
  summary: "Mail the item's managers a low-stock notice",
  params: IdParams,
  response: { 200: InventoryMessageResponse, ...mailRefusals },
};
export const stockRequestSchema = {
  operationId: 'requestInventoryStock',
  tags,
  summary: "Ask the item's managers for more of a low-stock item (institution admins); 409 when the item is not low",
  params: IdParams,
  body: StockRequestPayload,
  response: { 200: InventoryMessageResponse, ...mailRefusals },
};
