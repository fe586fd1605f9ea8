import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { before, earliest, insertChunked, later, syncSequence, type DemoContext } from './context';
import type { DemoRequest } from './seed-test-requests';

const ITEMS: { name: string; category: (typeof t.INVENTORY_CATEGORIES)[number]; description: string; institution?: InstitutionKey }[] = [
  { name: 'Capillary Blood Collection Kit', category: 'Collection', description: 'Lancets, microtainers, plasters and return pack' },
  { name: 'Venous Blood Draw Kit', category: 'Collection', description: 'Vacutainer holder, needles and tubes' },
  { name: 'Urine Collection Pot', category: 'Collection', description: 'Sterile 30 mL universal container' },
  { name: 'Saliva Collection Kit', category: 'Collection', description: 'Passive drool aid and cryovial' },
  { name: 'Lipid Panel Test Kit', category: 'Test Kits', description: 'Home finger-prick lipid profile kit' },
  { name: 'HbA1c Test Kit', category: 'Test Kits', description: 'Diabetes monitoring home kit' },
  { name: 'Thyroid Function Test Kit', category: 'Test Kits', description: 'TSH and free T4 home kit' },
  { name: 'Vitamin D Test Kit', category: 'Test Kits', description: '25-OH vitamin D home kit' },
  { name: 'Full Blood Count Kit', category: 'Test Kits', description: 'EDTA microtainer kit' },
  { name: 'Specimen Transport Bags', category: 'Supplies', description: 'UN3373 compliant, pack of 100' },
  { name: 'Prepaid Return Envelopes', category: 'Supplies', description: 'Royal Mail Tracked 24, pack of 50' },
  { name: 'Nitrile Gloves (M)', category: 'Consumables', description: 'Box of 100' },
  { name: 'Alcohol Swabs', category: 'Consumables', description: '70% isopropyl, box of 200' },
  { name: 'Safety Lancets 21G', category: 'Consumables', description: 'Single-use, box of 200' },
  { name: 'Centrifuge Tubes 15 mL', category: 'Supplies', description: 'Polypropylene, bag of 500' },
  { name: 'EDTA Calibrator Set', category: 'Reagents', description: 'Haematology calibrators' },
  { name: 'Glucose Control Solution', category: 'Reagents', description: 'Level 1 and 2 controls' },
  { name: 'Benchtop Centrifuge', category: 'Equipment', description: '6-place clinical centrifuge' },
  { name: 'Sample Fridge Thermometer', category: 'Equipment', description: 'Min/max digital thermometer' },
  { name: "St Mary's Phlebotomy Trays", category: 'Supplies', description: 'Ward phlebotomy trays', institution: 'A' },
  { name: 'Riverside Clinic Sharps Bins', category: 'Consumables', description: '1 L sharps containers', institution: 'B' },
  { name: 'Northgate Saliva Kits (Research)', category: 'Collection', description: 'Study-labelled saliva kits', institution: 'C' },
];

const LOCATION_BY_CATEGORY: Record<string, string> = { Collection: 'Central Supply', 'Test Kits': 'Central Supply', Supplies: 'Warehouse', Consumables: 'Lab Storage', Reagents: 'Lab Storage', Equipment: 'Warehouse' };

export interface DemoItem {
  id: number;
  name: string;
}

/** Inventory items (some below threshold), their opening stock in the ledger. */
export async function seedInventory(ctx: DemoContext): Promise<DemoItem[]> {
  const { rng } = ctx;
  const rows: (typeof t.inventoryItems.$inferInsert)[] = [];
  const ledger: (typeof t.inventoryAdjustments.$inferInsert)[] = [];
  const admin = ctx.userIds.get('clientadmin@demo.lab')!;
  ITEMS.forEach((item, index) => {
    const id = index + 1;
    const threshold = rng.pick([5, 10, 10, 20, 25]);
    const low = index % 5 === 2; // every fifth item is running low
    const available = low ? rng.int(0, threshold) : rng.int(threshold * 2, threshold * 12);
    const reserved = Math.min(available, rng.int(0, Math.ceil(available / 5)));
    const received = before(ctx.anchor, rng.int(10, 120));
    const prefix = item.category.replace(/\s/g, '').slice(0, 3).toUpperCase();
    rows.push({
      id,
      itemName: item.name,
      itemSku: `${prefix}-${item.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${String(100 + id)}`,
      itemDescription: item.description,
      category: item.category,
      storageLocationId: ctx.ref.location.get(item.institution === 'B' ? 'Satellite Location' : LOCATION_BY_CATEGORY[item.category])!,
      quantityAvailable: available,
      quantityReserved: reserved,
      minimumThreshold: threshold,
      poNumber: `PO-2026-${String(1000 + id * 7)}`,
      purchaseDate: before(received, 7).toISOString().slice(0, 10),
      receivedDate: received.toISOString().slice(0, 10),
      institutionId: item.institution ? ctx.institutionIds[item.institution] : null,
      createdAt: received,
      updatedAt: received,
    });
    if (available > 0) ledger.push({ inventoryItemId: id, delta: available, quantityAfter: available, reason: 'Opening stock', actorUserId: admin, createdAt: received });
  });
  await ctx.db.insert(t.inventoryItems).values(rows);
  await ctx.db.insert(t.inventoryAdjustments).values(ledger);
  await syncSequence(ctx.db, 'inventory_items');
  return rows.map((r) => ({ id: r.id!, name: r.itemName }));
}

type FulfillmentStatus = (typeof t.FULFILLMENT_STATUSES)[number];

/** Kit shipments in every status for requests that need a kit sent. */
export async function seedFulfillment(ctx: DemoContext, requests: DemoRequest[], items: DemoItem[]): Promise<void> {
  const { rng } = ctx;
  const agent = ctx.userIds.get('fulfillment@demo.lab')!;
  const rows: (typeof t.fulfillmentRequests.$inferInsert)[] = [];
  for (const request of requests) {
    if (!rng.chance(0.35) || request.status === 'pending') continue;
    const recent = ctx.anchor.getTime() - request.requestedAt.getTime() < 10 * 24 * 3600 * 1000;
    const status = recent
      ? rng.weighted<FulfillmentStatus>([['pending', 40], ['assigned', 30], ['dispatched', 20], ['cancelled', 10]])
      : rng.weighted<FulfillmentStatus>([['delivered', 70], ['dispatched', 10], ['cancelled', 10], ['assigned', 5], ['pending', 5]]);
    const kit = items.find((i) => i.name === request.content.device) ?? rng.pick(items.slice(0, 9));
    const createdAt = earliest(ctx.anchor, later(request.requestedAt, 0, rng.int(10, 240)));
    const shipped = status === 'dispatched' || status === 'delivered';
    const dispatchDate = shipped ? earliest(ctx.anchor, later(createdAt, 1)) : null;
    rows.push({
      id: rows.length + 1,
      testRequestId: request.id,
      inventoryItemId: kit.id,
      quantityRequested: rng.weighted([[1, 85], [2, 15]] as const),
      status,
      priority: request.priority,
      requestedBy: ctx.userIds.get(request.institution === 'B' ? 'instadmin.b@demo.lab' : 'clientadmin@demo.lab')!,
      assignedTo: status === 'pending' ? null : agent,
      trackingNumber: shipped ? `RM${rng.digits(9)}GB` : null,
      barcodeNumber: `KIT${request.institution}${rng.digits(8)}`,
      dispatchDate,
      deliveryDate: status === 'delivered' ? earliest(ctx.anchor, later(dispatchDate!, rng.int(1, 3))) : null,
      notes: status === 'cancelled' ? 'Patient requested cancellation' : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertChunked(rows, (chunk) => ctx.db.insert(t.fulfillmentRequests).values(chunk));
  await syncSequence(ctx.db, 'fulfillment_requests');
}
