import { EMERGENCY_RESTOCK_REASON, emergencyRestockAmount, formatFulfillmentId, LEDGER_REASONS, QUICK_ADJUSTMENTS, reservesStock, WARNING_FACTOR } from '@lab/shared';
import { eq } from 'drizzle-orm';
import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { before, earliest, insertChunked, later, syncSequence, type DemoContext } from './context';
import type { DemoRequest } from './seed-test-requests';

/** Where an item's stock ends: at or below its threshold, in the Warning band (up to 1.5 times it), or comfortably in stock. */
type Band = 'low' | 'warning' | 'in_stock';

const ITEMS: {
  name: string;
  category: (typeof t.INVENTORY_CATEGORIES)[number];
  description: string;
  institution?: InstitutionKey;
  band?: Exclude<Band, 'in_stock'>;
  /** Ran low once and had an emergency restock (two times its threshold). */
  emergencyRestock?: true;
}[] = [
  { name: 'Capillary Blood Collection Kit', category: 'Collection', description: 'Lancets, microtainers, plasters and return pack' },
  { name: 'Venous Blood Draw Kit', category: 'Collection', description: 'Vacutainer holder, needles and tubes' },
  { name: 'Urine Collection Pot', category: 'Collection', description: 'Sterile 30 mL universal container', band: 'low' },
  { name: 'Saliva Collection Kit', category: 'Collection', description: 'Passive drool aid and cryovial', band: 'warning' },
  { name: 'Lipid Panel Test Kit', category: 'Test Kits', description: 'Home finger-prick lipid profile kit' },
  { name: 'HbA1c Test Kit', category: 'Test Kits', description: 'Diabetes monitoring home kit' },
  { name: 'Thyroid Function Test Kit', category: 'Test Kits', description: 'TSH and free T4 home kit', band: 'warning' },
  { name: 'Vitamin D Test Kit', category: 'Test Kits', description: '25-OH vitamin D home kit', band: 'low' },
  { name: 'Full Blood Count Kit', category: 'Test Kits', description: 'EDTA microtainer kit' },
  { name: 'Specimen Transport Bags', category: 'Supplies', description: 'UN3373 compliant, pack of 100' },
  { name: 'Prepaid Return Envelopes', category: 'Supplies', description: 'Royal Mail Tracked 24, pack of 50' },
  { name: 'Nitrile Gloves (M)', category: 'Consumables', description: 'Box of 100' },
  { name: 'Alcohol Swabs', category: 'Consumables', description: '70% isopropyl, box of 200', band: 'low' },
  { name: 'Safety Lancets 21G', category: 'Consumables', description: 'Single-use, box of 200', emergencyRestock: true },
  { name: 'Centrifuge Tubes 15 mL', category: 'Supplies', description: 'Polypropylene, bag of 500' },
  { name: 'EDTA Calibrator Set', category: 'Reagents', description: 'Haematology calibrators' },
  { name: 'Glucose Control Solution', category: 'Reagents', description: 'Level 1 and 2 controls', band: 'warning' },
  { name: 'Benchtop Centrifuge', category: 'Equipment', description: '6-place clinical centrifuge', band: 'low' },
  { name: 'Sample Fridge Thermometer', category: 'Equipment', description: 'Min/max digital thermometer' },
  { name: "St Mary's Phlebotomy Trays", category: 'Supplies', description: 'Ward phlebotomy trays', institution: 'A', band: 'low' },
  { name: 'Riverside Clinic Sharps Bins', category: 'Consumables', description: '1 L sharps containers', institution: 'B', band: 'warning' },
  { name: 'Northgate Saliva Kits (Research)', category: 'Collection', description: 'Study-labelled saliva kits', institution: 'C' },
];

const LOCATION_BY_CATEGORY: Record<string, string> = { Collection: 'Central Supply', 'Test Kits': 'Central Supply', Supplies: 'Warehouse', Consumables: 'Lab Storage', Reagents: 'Lab Storage', Equipment: 'Warehouse' };

/** The first nine items are the kits shipped to patients (global stock); the rest are never shipped. */
const KIT_ITEMS = 9;
/** Free units (available - reserved) a kit keeps while it has open requests, so a demo user can still dispatch one. */
const MIN_FREE_UNITS = 3;
const WRITE_OFF_REASON = 'Expired stock written off';
const ADD_UNITS = QUICK_ADJUSTMENTS.find((q) => q.key === 'add10')!;
const REMOVE_UNIT = QUICK_ADJUSTMENTS.find((q) => q.key === 'remove1')!;

export interface DemoItem {
  id: number;
  name: string;
  institution: InstitutionKey | null;
  band: Band;
  threshold: number;
  /** quantity_available at the end of the ledger; an in-stock item may end with more, to cover its reservations. */
  target: number;
  /** The day its stock was received: the ledger's opening row. */
  received: Date;
  emergencyRestock: boolean;
}

/**
 * Inventory items in every category and location, some low and some in the Warning band. Their
 * stock is written by seedFulfillment, which knows the shipments: the ledger and the quantities
 * it ends with (the deferred ledger check runs at the seed's commit).
 */
export async function seedInventory(ctx: DemoContext): Promise<DemoItem[]> {
  const { rng } = ctx;
  const rows: (typeof t.inventoryItems.$inferInsert)[] = [];
  const items: DemoItem[] = [];
  ITEMS.forEach((item, index) => {
    const id = index + 1;
    const threshold = rng.pick([5, 10, 10, 20, 25]);
    const band: Band = item.band ?? 'in_stock';
    const target =
      band === 'low'
        ? rng.int(Math.ceil(threshold / 2), threshold)
        : band === 'warning'
          ? rng.int(threshold + 1, Math.floor(WARNING_FACTOR * threshold))
          : item.emergencyRestock
            ? rng.int(2 * threshold + 1, 3 * threshold)
            : rng.int(threshold * 2, threshold * 8);
    // kits were received before the oldest request they may ship for (90 days back)
    const received = before(ctx.anchor, index < KIT_ITEMS ? rng.int(92, 120) : rng.int(10, 120));
    const prefix = item.category.replace(/\s/g, '').slice(0, 3).toUpperCase();
    rows.push({
      id,
      itemName: item.name,
      itemSku: `${prefix}-${item.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${String(100 + id)}`,
      itemDescription: item.description,
      category: item.category,
      storageLocationId: ctx.ref.location.get(item.institution === 'B' ? 'Satellite Location' : LOCATION_BY_CATEGORY[item.category])!,
      quantityAvailable: target,
      quantityReserved: 0,
      minimumThreshold: threshold,
      poNumber: `PO-2026-${String(1000 + id * 7)}`,
      purchaseDate: before(received, 7).toISOString().slice(0, 10),
      receivedDate: received.toISOString().slice(0, 10),
      institutionId: item.institution ? ctx.institutionIds[item.institution] : null,
      createdAt: received,
      updatedAt: received,
    });
    items.push({ id, name: item.name, institution: item.institution ?? null, band, threshold, target, received, emergencyRestock: item.emergencyRestock === true });
  });
  await ctx.db.insert(t.inventoryItems).values(rows);
  await syncSequence(ctx.db, 'inventory_items');
  return items;
}

type FulfillmentStatus = (typeof t.FULFILLMENT_STATUSES)[number];

/** One change of an item's stock, before it is numbered and its running quantities are known. */
interface StockEvent {
  itemId: number;
  at: Date;
  delta: number;
  reservedDelta: number;
  reason: string;
  fulfillmentRequestId: number | null;
  actor: number;
  /** A replenishment the ledger may do without, when it would leave too little stock before it. */
  optional?: boolean;
  seq: number;
}

/**
 * Kit shipments in every status for requests that need a kit sent, and the stock ledger of every
 * item: its opening stock, the reservation of each shipment when it was requested, its dispatch
 * (out of stock and out of the reservation) or the release of a cancelled one, and a few manual
 * adjustments. Each item ends with the quantities of its last ledger row: quantity_reserved is
 * what its pending and assigned requests hold.
 */
export async function seedFulfillment(ctx: DemoContext, requests: DemoRequest[], items: DemoItem[]): Promise<void> {
  const { rng, anchor } = ctx;
  const agent = ctx.userIds.get('fulfillment@demo.lab')!;
  const superAdmin = ctx.userIds.get('superadmin@demo.lab')!;
  const clientAdmin = ctx.userIds.get('clientadmin@demo.lab')!;
  const events: StockEvent[] = [];
  const record = (event: Omit<StockEvent, 'seq'>) => events.push({ ...event, seq: events.length });
  const kits = items.slice(0, KIT_ITEMS);
  const spareKits = kits.filter((i) => i.band === 'in_stock');
  const held = new Map<number, number>(); // units held by open requests at the end, per item
  const drafts: Omit<typeof t.fulfillmentRequests.$inferInsert, 'id'>[] = [];
  for (const request of requests) {
    if (!rng.chance(0.35) || request.status === 'pending') continue;
    const recent = anchor.getTime() - request.requestedAt.getTime() < 10 * 24 * 3600 * 1000;
    const status = recent
      ? rng.weighted<FulfillmentStatus>([['pending', 40], ['assigned', 30], ['dispatched', 20], ['cancelled', 10]])
      : rng.weighted<FulfillmentStatus>([['delivered', 70], ['dispatched', 10], ['cancelled', 10], ['assigned', 5], ['pending', 5]]);
    const quantity = rng.weighted([[1, 85], [2, 15]] as const);
    let kit = kits.find((i) => i.name === request.content.device) ?? rng.pick(kits);
    // a short kit keeps a few free units: an open request for more goes to a kit in stock
    if (reservesStock(status) && kit.band !== 'in_stock' && (held.get(kit.id) ?? 0) + quantity > kit.target - MIN_FREE_UNITS) kit = rng.pick(spareKits);
    if (reservesStock(status)) held.set(kit.id, (held.get(kit.id) ?? 0) + quantity);

    const createdAt = earliest(anchor, later(request.requestedAt, 0, rng.int(10, 240)));
    const assignedAt = status === 'pending' ? null : earliest(anchor, later(createdAt, 0, rng.int(20, 600)));
    const shipped = status === 'dispatched' || status === 'delivered';
    const dispatchDate = shipped ? earliest(anchor, later(createdAt, 0, rng.int(18 * 60, 48 * 60))) : null;
    const deliveryDate = status === 'delivered' ? earliest(anchor, later(dispatchDate!, rng.int(1, 3))) : null;
    // cancelled before it was dispatched: the reservation went back to stock
    const cancelledAt = status === 'cancelled' ? earliest(anchor, later(createdAt, 0, rng.int(30, 48 * 60))) : null;
    drafts.push({
      testRequestId: request.id,
      // the trigger sets it from the test request as well
      institutionId: ctx.institutionIds[request.institution],
      inventoryItemId: kit.id,
      quantityRequested: quantity,
      status,
      priority: request.priority,
      requestedBy: ctx.userIds.get(request.institution === 'B' ? 'instadmin.b@demo.lab' : 'clientadmin@demo.lab')!,
      assignedTo: status === 'pending' ? null : agent,
      trackingNumber: shipped ? `RM${rng.digits(9)}GB` : null,
      barcodeNumber: `KIT${request.institution}${rng.digits(8)}`,
      dispatchDate,
      deliveryDate,
      notes: status === 'cancelled' ? 'Patient requested cancellation' : null,
      createdAt,
      updatedAt: deliveryDate ?? dispatchDate ?? cancelledAt ?? assignedAt ?? createdAt,
    });
  }
  // numbered in the order they were made, as the serial id would have
  const rows = drafts
    .map((draft, n) => ({ draft, n }))
    .sort((a, b) => (a.draft.createdAt as Date).getTime() - (b.draft.createdAt as Date).getTime() || a.n - b.n)
    .map(({ draft }, index) => ({ ...draft, id: index + 1 }));
  for (const row of rows) {
    const ful = formatFulfillmentId(row.id);
    const item = row.inventoryItemId;
    const quantity = row.quantityRequested;
    record({ itemId: item, at: row.createdAt as Date, delta: 0, reservedDelta: quantity, reason: LEDGER_REASONS.reserved(ful), fulfillmentRequestId: row.id, actor: row.requestedBy! });
    if (row.dispatchDate) record({ itemId: item, at: row.dispatchDate, delta: -quantity, reservedDelta: -quantity, reason: LEDGER_REASONS.dispatched(ful), fulfillmentRequestId: row.id, actor: agent });
    if (row.status === 'cancelled') record({ itemId: item, at: row.updatedAt as Date, delta: 0, reservedDelta: -quantity, reason: LEDGER_REASONS.released(ful), fulfillmentRequestId: row.id, actor: agent });
  }
  await insertChunked(rows, (chunk) => ctx.db.insert(t.fulfillmentRequests).values(chunk));
  await syncSequence(ctx.db, 'fulfillment_requests');

  // manual adjustments by whoever manages the item: the provider's staff for global stock
  for (const item of items) {
    const manager = () => (item.institution === null ? rng.pick([agent, superAdmin]) : item.institution === 'A' ? clientAdmin : superAdmin);
    const from = later(item.received, 1);
    const until = before(anchor, 1);
    const between = (a: Date, b: Date) => later(a, 0, rng.int(0, Math.max(0, Math.floor((b.getTime() - a.getTime()) / 60_000))));
    const manual = (at: Date, delta: number, reason: string, optional = false) => record({ itemId: item.id, at, delta, reservedDelta: 0, reason, fulfillmentRequestId: null, actor: manager(), optional });
    if (item.emergencyRestock) {
      // it ran low, was used a little more, then restocked in a hurry
      const restockAt = between(new Date((from.getTime() + until.getTime()) / 2), until);
      for (let n = rng.int(1, 2); n > 0; n--) manual(between(from, before(restockAt, 0, 60)), REMOVE_UNIT.adjustment, REMOVE_UNIT.reason);
      manual(restockAt, emergencyRestockAmount({ minimum_threshold: item.threshold }), EMERGENCY_RESTOCK_REASON);
      continue;
    }
    for (let n = rng.int(item.band === 'in_stock' ? 0 : 1, 2); n > 0; n--) manual(between(from, until), REMOVE_UNIT.adjustment, REMOVE_UNIT.reason);
    if (item.band !== 'low' && rng.chance(0.6)) manual(between(from, until), ADD_UNITS.adjustment, ADD_UNITS.reason, true);
  }

  // each item's ledger, then all of them numbered in time order: an item's newest row has its highest id
  const numbered: { at: Date; itemId: number; index: number; row: typeof t.inventoryAdjustments.$inferInsert }[] = [];
  const finals = new Map<number, { available: number; reserved: number; at: Date }>();
  for (const item of items) {
    const reserved = held.get(item.id) ?? 0;
    const available = item.band === 'in_stock' ? Math.max(item.target, reserved + item.threshold) : item.target;
    if (reserved > 0 && available - reserved < MIN_FREE_UNITS) throw new Error(`demo seed: ${item.name} has too few free units`);
    const own = events.filter((e) => e.itemId === item.id).sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    const ledger = itemLedger(item, available, own, manualActor(item, superAdmin, clientAdmin));
    ledger.forEach((row, index) => numbered.push({ at: row.createdAt as Date, itemId: item.id, index, row }));
    finals.set(item.id, { available, reserved, at: ledger[ledger.length - 1].createdAt as Date });
  }
  numbered.sort((a, b) => a.at.getTime() - b.at.getTime() || a.itemId - b.itemId || a.index - b.index);
  const ledgerRows = numbered.map((n, i) => ({ ...n.row, id: i + 1 }));
  await insertChunked(ledgerRows, (chunk) => ctx.db.insert(t.inventoryAdjustments).values(chunk));
  await syncSequence(ctx.db, 'inventory_adjustments');
  for (const [id, end] of finals) {
    await ctx.db.update(t.inventoryItems).set({ quantityAvailable: end.available, quantityReserved: end.reserved, updatedAt: end.at }).where(eq(t.inventoryItems.id, id));
  }
}

function manualActor(item: DemoItem, superAdmin: number, clientAdmin: number): number {
  return item.institution === 'A' ? clientAdmin : superAdmin;
}

/**
 * One item's ledger rows, oldest first, ending at `available` units with the reservations of its
 * events. The opening stock is what the later changes leave at `available`; where that would
 * leave less stock than is reserved at some point (or no opening stock), the optional
 * replenishments are left out, and failing that some stock is written off after the last point
 * that is short, which raises every earlier level by the shortfall.
 */
function itemLedger(item: DemoItem, available: number, all: StockEvent[], actor: number): (typeof t.inventoryAdjustments.$inferInsert)[] {
  /** The largest shortfall (reserved - available, or 1 - opening), and the index of the last state short of stock (-1: the opening). */
  const shortfall = (events: StockEvent[]) => {
    const opening = available - events.reduce((sum, e) => sum + e.delta, 0);
    let worst = 1 - opening;
    let last = worst > 0 ? -1 : null;
    let level = opening;
    let reserved = 0;
    events.forEach((e, i) => {
      level += e.delta;
      reserved += e.reservedDelta;
      if (reserved - level > 0) last = i;
      worst = Math.max(worst, reserved - level);
    });
    return { worst, last };
  };
  let events = all;
  if (shortfall(events).worst > 0) events = events.filter((e) => !e.optional);
  const { worst, last } = shortfall(events);
  if (worst > 0 && last !== null) {
    if (last === events.length - 1) throw new Error(`demo seed: ${item.name} ends short of stock`);
    const after = last === -1 ? item.received : events[last].at;
    const at = earliest(later(after, 0, 60), events[last + 1].at);
    events = [...events.slice(0, last + 1), { itemId: item.id, at, delta: -worst, reservedDelta: 0, reason: WRITE_OFF_REASON, fulfillmentRequestId: null, actor, seq: -1 }, ...events.slice(last + 1)];
  }
  const opening = available - events.reduce((sum, e) => sum + e.delta, 0);
  const rows: (typeof t.inventoryAdjustments.$inferInsert)[] = [
    { inventoryItemId: item.id, delta: opening, quantityAfter: opening, reservedDelta: 0, reservedAfter: 0, reason: LEDGER_REASONS.opening, actorUserId: actor, createdAt: item.received },
  ];
  let level = opening;
  let reserved = 0;
  for (const e of events) {
    level += e.delta;
    reserved += e.reservedDelta;
    rows.push({
      inventoryItemId: item.id,
      delta: e.delta,
      quantityAfter: level,
      reservedDelta: e.reservedDelta,
      reservedAfter: reserved,
      reason: e.reason,
      fulfillmentRequestId: e.fulfillmentRequestId,
      actorUserId: e.actor,
      createdAt: e.at,
    });
  }
  return rows;
}
