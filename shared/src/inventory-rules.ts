// Inventory: categories, locations, the stock badge, the threshold bar, quick adjustments, the SKU,
// who may do what and the texts. The API enforces all of it;
// the logistics remote asks the same functions to show or hide actions and to check its forms.
import { type AccessSubject, areaScope, isSuperAdmin, may } from './access';

/** The item categories: the form, the list's filter and the API take these six (a filter that left one out hid its items). */
export const INVENTORY_CATEGORIES = ['Collection', 'Test Kits', 'Supplies', 'Equipment', 'Reagents', 'Consumables'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];
/** The list's location filter; the form offers the active storage locations (GET /cms/storage-locations?active=true). */
export const INVENTORY_LOCATIONS = ['Central Supply', 'Lab Storage', 'Warehouse', 'Satellite Location'] as const;

export const INVENTORY_PAGE_SIZE = 20;
export const DEFAULT_CATEGORY: InventoryCategory = 'Test Kits';
export const DEFAULT_MINIMUM_THRESHOLD = 10;
export const DEFAULT_QUANTITY = 0;
/** Warning band: quantity_available at most this many times the threshold. */
export const WARNING_FACTOR = 1.5;
/** The stock-request and notify banner hides after this long; adjustment success after ADJUST_MESSAGE_MS. */
export const BANNER_HIDE_MS = 5000;
export const ADJUST_MESSAGE_MS = 3000;
/** Items in the list's low-stock alert panel. */
export const LOW_STOCK_PANEL_ITEMS = 10;
/** Rows of an item's recent fulfillment requests and stock history on its detail. */
export const ITEM_RECENT_ROWS = 10;
/** Largest single adjustment or stock figure the API accepts. */
export const MAX_STOCK_QUANTITY = 1_000_000;

export type StockBadge = 'Low Stock' | 'Warning' | 'In Stock';

/** Low Stock at or below the threshold, Warning at or below 1.5 times it, otherwise In Stock. */
export function stockBadge(item: { quantity_available: number; minimum_threshold: number }): StockBadge {
  if (item.quantity_available <= item.minimum_threshold) return 'Low Stock';
  if (item.quantity_available <= WARNING_FACTOR * item.minimum_threshold) return 'Warning';
  return 'In Stock';
}

export const isLowStock = (item: { quantity_available: number; minimum_threshold: number }) => item.quantity_available <= item.minimum_threshold;

/** Free units: what is not set aside for shipments. */
export const freeUnits = (item: { quantity_available: number; quantity_reserved: number }) => item.quantity_available - item.quantity_reserved;

/** The threshold bar fills quantity_available / (2 x threshold), capped at 100 (a zero threshold is full). */
export function thresholdPercent(item: { quantity_available: number; minimum_threshold: number }): number {
  if (item.minimum_threshold <= 0) return 100;
  return Math.min(100, Math.round((item.quantity_available / (2 * item.minimum_threshold)) * 100));
}

/** The list's quick-adjust menu. */
export const QUICK_ADJUSTMENTS = [
  { key: 'add10', label: 'Add 10 units', adjustment: 10, reason: 'Stock replenishment' },
  { key: 'remove1', label: 'Remove 1 unit', adjustment: -1, reason: 'Single unit usage' },
] as const;

/** Emergency restock (the low-stock panel's Restock): two times the threshold. */
export const EMERGENCY_RESTOCK_REASON = 'Emergency restock';
export const emergencyRestockAmount = (item: { minimum_threshold: number }) => Math.max(1, 2 * item.minimum_threshold);

/** The ledger's reasons for the changes the API makes itself. */
export const LEDGER_REASONS = {
  opening: 'Opening stock',
  edited: 'Stock count corrected on the item form',
  reserved: (ful: string) => `Reserved for ${ful}`,
  released: (ful: string) => `Reservation released: ${ful} cancelled`,
  dispatched: (ful: string) => `Dispatched: ${ful}`,
  reopened: (ful: string) => `Reserved again: ${ful} reopened`,
} as const;

const letters = (text: string) => text.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();

/**
 * Generate SKU: the first 3 letters of the category, the first 3 letters of the
 * name, upper case, and a random 3-digit number, joined by hyphens: 'TES-LIP-482'. Null without a
 * name or a category. `random` returns [0, 1) (Math.random by default).
 */
export function generateSku(name: string, category: string, random: () => number = Math.random): string | null {
  if (!letters(name) || !letters(category)) return null;
  const digits = 100 + Math.floor(random() * 900);
  return `${letters(category)}-${letters(name)}-${digits}`;
}

type Actor = AccessSubject | null | undefined;

/** Inventory management: add, edit, notify, adjust, restock, the form. */
export const canManageInventory = (user: Actor) => may(user, 'inventory.manage');

/**
 * May change this item's stock or fields. Global items (no institution) are the provider's stock:
 * only managers who see every institution (super_admin, fulfillment agents) change them; an
 * institution-bound manager (client_admin) changes the items of their institutions.
 */
export function canManageItem(user: Actor, item: { institution_id: number | null }): boolean {
  if (!canManageInventory(user)) return false;
  const scope = areaScope(user!, 'inventory');
  if (scope === 'all') return true;
  return item.institution_id !== null && scope.includes(item.institution_id);
}

/** The institution selector on the form is for super_admin only. */
export const choosesItemInstitution = (user: Actor) => isSuperAdmin(user);

/** Request Item: institution_admin, on a low-stock item. */
export const canRequestStock = (user: Actor, item: { quantity_available: number; minimum_threshold: number }) => may(user, 'inventory.requestStock') && isLowStock(item);

export const INVENTORY_MESSAGES = {
  manageDenied: "You don't have permission to manage inventory items.",
  notFound: 'Item Not Found',
  apiNotFound: 'Inventory item not found',
  requestFailed: 'Failed to send stock request',
  detailFailed: 'Failed to fetch inventory item details',
  adjustFailed: 'Failed to adjust inventory',
  itemFailed: 'Failed to fetch inventory item',
  saveFailed: 'Failed to save inventory item',
  listFailed: 'Failed to fetch inventory items',
  notifyFailed: 'Failed to send notification',
  adjusted: 'Inventory adjusted successfully',
  validQuantity: 'Please enter a valid quantity',
  adjustBoth: 'Please enter both adjustment amount and reason',
  quickBoth: 'Please enter both an amount and a reason',
  nameRequired: 'Item name is required',
  skuRequired: 'SKU is required',
  poRequired: 'PO number is required',
  skuNeeds: 'Enter a name and a category to generate a SKU',
  skuTaken: (sku: string) => `SKU ${sku} is already in use`,
  unknownLocation: (name: string) => `Unknown storage location: ${name}`,
  negativeStock: (available: number, adjustment: number) => `Cannot remove ${-adjustment} units: only ${available} in stock`,
  belowReserved: (reserved: number) => `Stock cannot go below the ${reserved} units reserved for shipments`,
  notLow: 'Stock can only be requested for low-stock items',
  notifySent: (item: string, managers: number) => `Low-stock notification for ${item} sent to ${managers} inventory manager${managers === 1 ? '' : 's'}`,
  requestSent: (quantity: number, item: string) => `Stock request for ${quantity} unit${quantity === 1 ? '' : 's'} of ${item} sent to the inventory team`,
  noManagers: 'No active inventory manager to notify',
  globalItem: 'Global items are managed by the provider',
  listUnavailable: 'Inventory could not be loaded',
} as const;
