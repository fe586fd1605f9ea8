import { DEFAULT_AREAS_BY_ROLE, rolesFor, type InventoryItem, type InventoryItemDetail, type InventoryPage, type InventorySummary, type SessionUser } from '@lab/shared';
import { testUser } from '@lab/shared/testing';

// Inventory as the API answers it, for the inventory screens' tests.

export function sampleItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 1,
    item_name: 'Lipid Test Kit',
    item_sku: 'TES-LIP-123',
    item_description: 'Finger-prick lipid panel kit',
    category: 'Test Kits',
    location: 'Central Supply',
    quantity_available: 50,
    quantity_reserved: 5,
    minimum_threshold: 10,
    po_number: 'PO-2026-001',
    purchase_date: '2026-03-01',
    received_date: '2026-03-05',
    institution_id: null,
    institution_name: null,
    created_at: '2026-03-05T09:00:00.000Z',
    updated_at: '2026-03-05T09:00:00.000Z',
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<InventoryItemDetail> = {}): InventoryItemDetail {
  return { ...sampleItem(), recent_fulfillment_requests: [], recent_movements: [], ...overrides };
}

const SUMMARY: InventorySummary = { total_items: 42, low_stock: 3, reserved: 17, available: 1234 };

export function inventoryPage(items: InventoryItem[], extra: Partial<InventoryPage> = {}): InventoryPage {
  return {
    inventory: items,
    pagination: { page: 1, limit: 20, total: items.length, pages: 1 },
    summary: SUMMARY,
    low_stock_items: [],
    ...extra,
  };
}

/** A user of the stock-request role (institution_admin) granted the inventory area, which is not among the role's defaults. */
export function stockRequester(): SessionUser {
  const role = rolesFor('inventory.requestStock')[0];
  return testUser(role, { permissions: [...DEFAULT_AREAS_BY_ROLE[role], 'inventory'] });
}
