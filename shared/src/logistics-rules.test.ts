import { canMoveFulfillment, fulfillmentMenu, FULFILLMENT_STATUSES, needsTrackingNumber, reservesStock } from './fulfillment-rules';
import { canManageItem, canRequestStock, generateSku, stockBadge, thresholdPercent } from './inventory-rules';

describe('the fulfillment state machine', () => {
  it('allows exactly the moves of the fulfillment flow', () => {
    const allowed = FULFILLMENT_STATUSES.flatMap((from) => FULFILLMENT_STATUSES.filter((to) => canMoveFulfillment(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      ['pending>assigned', 'pending>dispatched', 'assigned>dispatched', 'dispatched>delivered', 'pending>cancelled', 'assigned>cancelled', 'dispatched>cancelled', 'cancelled>pending'].sort(),
    );
    expect(canMoveFulfillment('delivered', 'cancelled')).toBe(false);
    expect(canMoveFulfillment('shipped', 'delivered')).toBe(false);
  });

  it('builds each menu from it', () => {
    expect(fulfillmentMenu('pending', 'pending')).toEqual(['assign_to_me', 'assigned', 'dispatched', 'cancelled']);
    expect(fulfillmentMenu('assigned', 'approved')).toEqual(['dispatched', 'cancelled']);
    expect(fulfillmentMenu('dispatched', 'in_progress')).toEqual(['delivered', 'cancelled']);
    expect(fulfillmentMenu('delivered', 'completed')).toEqual([]);
    expect(fulfillmentMenu('cancelled', 'pending')).toEqual(['reopen', 'replace']);
  });

  it('offers neither reopen nor a replacement once the test is cancelled', () => {
    expect(fulfillmentMenu('cancelled', 'cancelled')).toEqual([]);
    expect(fulfillmentMenu('pending', 'cancelled')).toEqual(['assign_to_me', 'assigned', 'dispatched', 'cancelled']);
  });

  it('needs a tracking number only to dispatch, and reserves stock while pending or assigned', () => {
    expect(FULFILLMENT_STATUSES.filter(needsTrackingNumber)).toEqual(['dispatched']);
    expect(FULFILLMENT_STATUSES.filter(reservesStock)).toEqual(['pending', 'assigned']);
  });
});

describe('inventory rules', () => {
  it('bands the stock badge at the threshold and 1.5 times it', () => {
    const badge = (quantity_available: number) => stockBadge({ quantity_available, minimum_threshold: 10 });
    expect([0, 10, 11, 15, 16].map(badge)).toEqual(['Low Stock', 'Low Stock', 'Warning', 'Warning', 'In Stock']);
  });

  it('fills the threshold bar to quantity / (2 x threshold), capped', () => {
    expect(thresholdPercent({ quantity_available: 5, minimum_threshold: 10 })).toBe(25);
    expect(thresholdPercent({ quantity_available: 50, minimum_threshold: 10 })).toBe(100);
    expect(thresholdPercent({ quantity_available: 3, minimum_threshold: 0 })).toBe(100);
  });

  it('generates a SKU from the category, the name and 3 random digits', () => {
    expect(generateSku('Lipid Panel Kit', 'Test Kits', () => 0.5)).toBe('TES-LIP-550');
    expect(generateSku('', 'Test Kits')).toBeNull();
    expect(generateSku('Gloves', '')).toBeNull();
    expect(generateSku('x', 'Supplies', () => 0.999)).toBe('SUP-X-999');
  });

  it('lets provider-wide managers change global stock, institution managers only their own', () => {
    const global = { institution_id: null };
    expect(canManageItem({ role: 'fulfillment_agent', institution_id: null }, global)).toBe(true);
    expect(canManageItem({ role: 'client_admin', institution_id: 1 }, global)).toBe(false);
    expect(canManageItem({ role: 'client_admin', institution_id: 1 }, { institution_id: 1 })).toBe(true);
    expect(canManageItem({ role: 'institution_admin', institution_id: 1, permissions: ['inventory'] }, { institution_id: 1 })).toBe(false);
    const low = { quantity_available: 2, minimum_threshold: 5 };
    expect(canRequestStock({ role: 'institution_admin', institution_id: 1, permissions: ['inventory'] }, low)).toBe(true);
    expect(canRequestStock({ role: 'institution_admin', institution_id: 1 }, low)).toBe(false); // no inventory area by default
    expect(canRequestStock({ role: 'institution_admin', institution_id: 1, permissions: ['inventory'] }, { quantity_available: 9, minimum_threshold: 5 })).toBe(false);
  });
});
