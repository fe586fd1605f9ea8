// Inventory items and their stock (@lab/shared inventory-rules.ts).
// Stock changes only through stock-ledger.ts, inside the transaction that writes the audit row.
// Global items (no institution) are provider stock: seen by every inventory user, changed only by
// managers who see every institution; an institution's items are seen and managed in its scope.
import {
  areaScope,
  canManageItem,
  choosesItemInstitution,
  COMMON_MESSAGES,
  homeInstitution,
  INVENTORY_MESSAGES as M,
  type InventoryAdjustPayload,
  type InventoryItem,
  type InventoryItemDetail,
  type InventoryItemPayload,
  type InventoryMessageResponse,
  type InventoryPage,
  isLowStock,
  LEDGER_REASONS,
  type Role,
  rolesFor,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors';
import { institutionExists } from '../../platform/institutions';
import { MailDeliveryError, type Mailer } from '../../platform/mail';
import { takeOutbound } from '../../platform/outbound-limits';
import { inert } from '../../platform/plain-text';
import type { RateLimits } from '../../platform/rate-limits';
import * as lists from './list-queries';
import * as queries from './queries';
import { applyStockChange, selectStockLevel } from './stock-ledger';

export interface InventoryDeps {
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
}

const scopeOf = (caller: Caller) => areaScope(caller.user, 'inventory');

export function listInventory(db: Db, caller: Caller, options: lists.InventoryListOptions): Promise<InventoryPage> {
  return lists.selectInventoryPage(db, scopeOf(caller), options);
}

export async function getItem(db: Db, caller: Caller, id: number): Promise<InventoryItemDetail> {
  const item = await queries.selectItemDetail(db, scopeOf(caller), id);
  if (!item) throw notFound(M.apiNotFound);
  return item;
}

/** The item the caller sees and may change: 404 when unseen, 403 for another's stock (a global item, for an institution's manager). */
async function manageableItem(db: Db, caller: Caller, id: number): Promise<InventoryItem> {
  const item = await queries.selectItem(db, scopeOf(caller), id);
  if (!item) throw notFound(M.apiNotFound);
  if (!canManageItem(caller.user, item)) throw forbidden(item.institution_id === null ? M.globalItem : undefined);
  return item;
}

function requiredText(value: string | null | undefined, message: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw badRequest(message);
  return text;
}

/** 'YYYY-MM-DD' of an ISO date or date-time; 400 for anything that is not a real date. */
function isoDate(value: string | null | undefined, field: string): string | null {
  if (!value) return null;
  const date = value.slice(0, 10);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) throw badRequest(COMMON_MESSAGES.notDate(field));
  return date;
}

/** The institution a new item belongs to: super_admin chooses; a provider-wide manager's items are global; others' are their institution's. */
async function newItemInstitution(db: Db, caller: Caller, requested: number | null | undefined): Promise<number | null> {
  if (choosesItemInstitution(caller.user)) {
    if (requested == null) return null;
    if (!(await institutionExists(db, requested))) throw notFound(COMMON_MESSAGES.institutionNotFound);
    return requested;
  }
  return homeInstitution(caller.user);
}

async function itemFields(db: Db, body: InventoryItemPayload, institutionId: number | null): Promise<queries.ItemFields> {
  const location = body.location?.trim() || null;
  const storageLocationId = location ? await queries.selectLocationId(db, location, institutionId) : null;
  if (location && storageLocationId === null) throw badRequest(M.unknownLocation(location));
  return {
    itemName: requiredText(body.item_name, M.nameRequired),
    itemSku: requiredText(body.item_sku, M.skuRequired).toUpperCase(),
    itemDescription: body.item_description?.trim() || null,
    category: body.category,
    storageLocationId,
    minimumThreshold: body.minimum_threshold,
    poNumber: requiredText(body.po_number, M.poRequired),
    purchaseDate: isoDate(body.purchase_date, 'purchase_date'),
    receivedDate: isoDate(body.received_date, 'received_date'),
    institutionId,
  };
}

/** POST /inventory: the item, and its opening stock as the ledger's first row. */
export async function createItem(db: Db, caller: Caller, body: InventoryItemPayload): Promise<InventoryItemDetail> {
  const fields = await itemFields(db, body, await newItemInstitution(db, caller, body.institution_id));
  const id = await db.transaction(async (tx) => {
    const created = await queries.insertItem(tx, fields);
    if (created === null) throw conflict(M.skuTaken(fields.itemSku));
    if (body.quantity_available > 0) await applyStockChange(tx, { itemId: created, delta: body.quantity_available, reservedDelta: 0, reason: LEDGER_REASONS.opening, actorUserId: caller.user.id });
    await writeAudit(
      tx,
      { action: 'inventory_item.created', entityType: 'inventory_item', entityId: created, institutionId: fields.institutionId, details: { sku: fields.itemSku, quantity: body.quantity_available } },
      caller,
    );
    return created;
  });
  return getItem(db, caller, id);
}

/**
 * PUT /inventory/{id}: the item's fields; a different quantity_available is a stock count
 * correction, written to the ledger (never below what is reserved for shipments). The institution
 * changes only for super_admin.
 */
export async function updateItem(db: Db, caller: Caller, id: number, body: InventoryItemPayload): Promise<InventoryItemDetail> {
  const existing = await manageableItem(db, caller, id);
  let institutionId = existing.institution_id;
  if (choosesItemInstitution(caller.user) && body.institution_id !== undefined && body.institution_id !== existing.institution_id) {
    institutionId = await newItemInstitution(db, caller, body.institution_id);
  }
  const fields = await itemFields(db, body, institutionId);
  await db.transaction(async (tx) => {
    if (!(await queries.updateItemFields(tx, id, fields))) throw conflict(M.skuTaken(fields.itemSku));
    const level = (await selectStockLevel(tx, id))!;
    const delta = body.quantity_available - level.quantity_available;
    if (delta !== 0) {
      const after = await applyStockChange(tx, { itemId: id, delta, reservedDelta: 0, reason: LEDGER_REASONS.edited, actorUserId: caller.user.id });
      if (!after) throw conflict(M.belowReserved((await selectStockLevel(tx, id))!.quantity_reserved));
    }
    await writeAudit(
      tx,
      { action: 'inventory_item.updated', entityType: 'inventory_item', entityId: id, institutionId, details: { sku: fields.itemSku, ...(delta ? { stock_correction: delta } : {}) } },
      caller,
    );
  });
  return getItem(db, caller, id);
}

/** POST /inventory/{id}/adjust: one ledger row; refused with 409 (nothing changed) below zero or below the reserved units. */
export async function adjustItem(db: Db, caller: Caller, id: number, body: InventoryAdjustPayload): Promise<InventoryItemDetail> {
  const reason = body.reason?.trim() ?? '';
  if (!body.adjustment || !reason) throw badRequest(M.adjustBoth);
  const item = await manageableItem(db, caller, id);
  await db.transaction(async (tx) => {
    const after = await applyStockChange(tx, { itemId: id, delta: body.adjustment, reservedDelta: 0, reason, actorUserId: caller.user.id });
    if (!after) {
      const now = (await selectStockLevel(tx, id))!;
      throw conflict(now.quantity_available + body.adjustment < 0 ? M.negativeStock(now.quantity_available, body.adjustment) : M.belowReserved(now.quantity_reserved));
    }
    await writeAudit(
      tx,
      { action: 'inventory_item.adjusted', entityType: 'inventory_item', entityId: id, institutionId: item.institution_id, details: { adjustment: body.adjustment, reason, quantity_after: after.quantity_available } },
      caller,
    );
  });
  return getItem(db, caller, id);
}

/** The active users who manage this item (super_admin and fulfillment agents; an institution's client admins for its items). */
async function managersOf(db: Db, item: InventoryItem) {
  const candidates = await queries.selectActiveUsersOfRoles(db, rolesFor('inventory.manage'));
  return candidates.filter((u) => canManageItem({ role: u.role as Role, permissions: u.permissions, institution_id: u.institution_id }, item));
}

function stockLines(item: InventoryItem): string[] {
  return [
    `Item: ${inert(item.item_name)} (${inert(item.item_sku)})`,
    `Location: ${item.location ? inert(item.location) : 'not set'}`,
    `Owner: ${item.institution_name ? inert(item.institution_name) : 'Global (provider stock)'}`,
    `In stock: ${item.quantity_available}, reserved: ${item.quantity_reserved}, free: ${item.quantity_available - item.quantity_reserved}, minimum threshold: ${item.minimum_threshold}`,
    `Open the item: /inventory/${item.id}`,
  ];
}

/** Mails every manager; answers how many got it. Each message is recorded (mail_messages), sent or failed. */
async function mailManagers(deps: InventoryDeps, item: InventoryItem, subject: string, body: string[]): Promise<{ delivered: number; mailIds: number[] }> {
  const managers = await managersOf(deps.db, item);
  if (managers.length === 0) throw conflict(M.noManagers);
  let delivered = 0;
  const mailIds: number[] = [];
  for (const manager of managers) {
    try {
      mailIds.push((await deps.mailer.send({ to: manager.email, subject, body: [`Hello ${inert(manager.name)},`, '', ...body].join('\n') })).id);
      delivered += 1;
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      mailIds.push(error.mailMessageId);
    }
  }
  if (delivered === 0) throw new HttpError(502, M.notifyFailed);
  return { delivered, mailIds };
}

/** POST /inventory/{id}/notify: a low-stock notice to the item's managers. */
export async function notifyManagers(deps: InventoryDeps, caller: Caller, id: number): Promise<InventoryMessageResponse> {
  const item = await manageableItem(deps.db, caller, id);
  await takeOutbound(deps.limits, 'stock_request', caller.user.id, item.institution_id);
  const sender = inert(`${caller.user.first_name} ${caller.user.last_name}`);
  const { delivered, mailIds } = await mailManagers(deps, item, `Low stock: ${inert(item.item_name)} (${inert(item.item_sku)})`, [
    `${sender} flagged this item's stock for attention.`,
    '',
    ...stockLines(item),
  ]);
  await writeAudit(deps.db, { action: 'inventory_item.notified', entityType: 'inventory_item', entityId: id, institutionId: item.institution_id, details: { mail_ids: mailIds, delivered } }, caller);
  return { message: M.notifySent(item.item_name, delivered) };
}

/** POST /inventory/{id}/request: an institution admin asks the item's managers for more of a low-stock item. */
export async function requestStock(deps: InventoryDeps, caller: Caller, id: number, quantity: number): Promise<InventoryMessageResponse> {
  if (!Number.isInteger(quantity) || quantity < 1) throw badRequest(M.validQuantity);
  const item = await queries.selectItem(deps.db, scopeOf(caller), id);
  if (!item) throw notFound(M.apiNotFound);
  if (!isLowStock(item)) throw conflict(M.notLow);
  await takeOutbound(deps.limits, 'stock_request', caller.user.id, caller.user.institution_id ?? item.institution_id);
  const requester = inert(`${caller.user.first_name} ${caller.user.last_name}`);
  const { mailIds } = await mailManagers(deps, item, `Stock request: ${quantity} x ${inert(item.item_name)} (${inert(item.item_sku)})`, [
    `${requester} (${caller.user.email}) of ${caller.user.institution_name ? inert(caller.user.institution_name) : 'no institution'} requests ${quantity} unit${quantity === 1 ? '' : 's'} of this low-stock item.`,
    '',
    ...stockLines(item),
  ]);
  await writeAudit(
    deps.db,
    { action: 'inventory_item.stock_requested', entityType: 'inventory_item', entityId: id, institutionId: caller.user.institution_id, details: { quantity, mail_ids: mailIds } },
    caller,
  );
  return { message: M.requestSent(quantity, item.item_name) };
}
