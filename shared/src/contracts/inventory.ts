// The inventory API: what the
// logistics remote sends and the API answers.
import type { Pagination } from '../types';
import type { FulfillmentPriority, FulfillmentStatus } from '../fulfillment-rules';
import type { InventoryCategory } from '../inventory-rules';

/** GET /inventory query. */
export interface InventoryListQuery {
  page?: number;
  limit?: number;
  category?: InventoryCategory;
  /** A storage location's name. */
  location?: string;
  /** true: only items at or below their threshold. */
  low_stock?: boolean;
  /** Item name, SKU, description or PO number. */
  search?: string;
}

export interface InventoryItem {
  id: number;
  item_name: string;
  item_sku: string;
  item_description: string | null;
  category: InventoryCategory;
  /** The storage location's name, or null. */
  location: string | null;
  quantity_available: number;
  quantity_reserved: number;
  minimum_threshold: number;
  po_number: string;
  /** YYYY-MM-DD */
  purchase_date: string | null;
  received_date: string | null;
  /** Null: a global item (provider stock); the UI shows 'Global'. */
  institution_id: number | null;
  institution_name: string | null;
  created_at: string;
  updated_at: string;
}

/** The tiles: the caller's scope, whatever the filters. */
export interface InventorySummary {
  total_items: number;
  low_stock: number;
  /** Sum of quantity_reserved. */
  reserved: number;
  /** Sum of quantity_available. */
  available: number;
}

export interface InventoryPage {
  inventory: InventoryItem[];
  pagination: Pagination;
  summary: InventorySummary;
  /** The low-stock alert panel: the items furthest below their threshold (LOW_STOCK_PANEL_ITEMS). */
  low_stock_items: InventoryItem[];
}

/** One of an item's recent fulfillment requests (links to /fulfillment/{id}). */
export interface ItemFulfillmentRequest {
  id: number;
  test_request_id: number;
  quantity_requested: number;
  status: FulfillmentStatus;
  priority: FulfillmentPriority;
  patient_first_name: string;
  patient_last_name: string;
  institution_name: string;
  created_at: string;
}

/** One row of the stock ledger: every change of quantity_available or quantity_reserved. */
export interface StockMovement {
  id: number;
  /** Change of quantity_available (0 for a reservation or its release). */
  delta: number;
  /** Change of quantity_reserved. */
  reserved_delta: number;
  quantity_after: number;
  reserved_after: number;
  reason: string;
  fulfillment_request_id: number | null;
  actor_name: string | null;
  created_at: string;
}

export interface InventoryItemDetail extends InventoryItem {
  recent_fulfillment_requests: ItemFulfillmentRequest[];
  recent_movements: StockMovement[];
}

/** POST /inventory and PUT /inventory/{id}. */
export interface InventoryItemPayload {
  item_name: string;
  item_sku: string;
  item_description?: string | null;
  category: InventoryCategory;
  location?: string | null;
  quantity_available: number;
  minimum_threshold: number;
  po_number: string;
  /** ISO date or date-time; stored as the date. */
  purchase_date?: string | null;
  received_date?: string | null;
  /** super_admin only; others' items take their institution (fulfillment agents: global). */
  institution_id?: number | null;
}

/** POST /inventory/{id}/adjust */
export interface InventoryAdjustPayload {
  adjustment: number;
  reason: string;
}

/** POST /inventory/{id}/request */
export interface StockRequestPayload {
  quantity: number;
}

/** POST /inventory/{id}/notify and /request */
export interface InventoryMessageResponse {
  message: string;
}

