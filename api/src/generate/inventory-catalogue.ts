import type { INVENTORY_CATEGORIES } from '../platform/db/schema';
import { COLLECTION_DEVICES } from '../seed/demo-data/reference-data';

type Category = (typeof INVENTORY_CATEGORIES)[number];

export interface Product {
  name: string;
  category: Category;
  description: string;
  /** The collection device this kit is sent out for (fulfillment picks the kit by the request's device). */
  device?: (typeof COLLECTION_DEVICES)[number]['name'];
}

/** Stock lines held at every storage location: the kits first (their order is their kit index). */
export const PRODUCTS: Product[] = [
  { name: 'Capillary Blood Collection Kit', category: 'Collection', description: 'Lancets, microtainers, plasters and return pack', device: 'Capillary Blood Collection Kit' },
  { name: 'Microtainer EDTA Kit', category: 'Collection', description: 'Single EDTA microtainer with lancet', device: 'Microtainer EDTA' },
  { name: 'Venous Blood Draw Kit', category: 'Collection', description: 'Vacutainer holder, needles and tubes', device: 'Venous Blood Draw Kit' },
  { name: 'Urine Collection Pot', category: 'Collection', description: 'Sterile 30 mL universal container', device: 'Urine Collection Pot' },
  { name: 'Saliva Collection Kit', category: 'Collection', description: 'Passive drool aid and cryovial', device: 'Saliva Collection Kit' },
  { name: 'Lipid Panel Test Kit', category: 'Test Kits', description: 'Home finger-prick lipid profile kit' },
  { name: 'HbA1c Test Kit', category: 'Test Kits', description: 'Diabetes monitoring home kit' },
  { name: 'Thyroid Function Test Kit', category: 'Test Kits', description: 'TSH and free T4 home kit' },
  { name: 'Vitamin D Test Kit', category: 'Test Kits', description: '25-OH vitamin D home kit' },
  { name: 'Full Blood Count Kit', category: 'Test Kits', description: 'EDTA microtainer kit' },
  { name: 'Kidney Function Test Kit', category: 'Test Kits', description: 'Urea and electrolytes home kit' },
  { name: 'Specimen Transport Bags', category: 'Supplies', description: 'UN3373 compliant, pack of 100' },
  { name: 'Prepaid Return Envelopes', category: 'Supplies', description: 'Royal Mail Tracked 24, pack of 50' },
  { name: 'Centrifuge Tubes 15 mL', category: 'Supplies', description: 'Polypropylene, bag of 500' },
  { name: 'Specimen Labels', category: 'Supplies', description: 'Barcode-ready, roll of 1000' },
  { name: 'Nitrile Gloves (M)', category: 'Consumables', description: 'Box of 100' },
  { name: 'Alcohol Swabs', category: 'Consumables', description: '70% isopropyl, box of 200' },
  { name: 'Safety Lancets 21G', category: 'Consumables', description: 'Single-use, box of 200' },
  { name: 'Cotton Wool Balls', category: 'Consumables', description: 'Bag of 500' },
  { name: 'EDTA Calibrator Set', category: 'Reagents', description: 'Haematology calibrators' },
  { name: 'Glucose Control Solution', category: 'Reagents', description: 'Level 1 and 2 controls' },
  { name: 'Lipid Control Serum', category: 'Reagents', description: 'Tri-level lipid controls' },
  { name: 'Benchtop Centrifuge', category: 'Equipment', description: '6-place clinical centrifuge' },
  { name: 'Sample Fridge Thermometer', category: 'Equipment', description: 'Min/max digital thermometer' },
  { name: 'Tube Rack (50 place)', category: 'Equipment', description: 'Autoclavable polypropylene' },
];

/** Lines every institution keeps for itself. */
export const INSTITUTION_PRODUCTS: Product[] = [
  { name: 'Phlebotomy Trays', category: 'Supplies', description: 'Ward phlebotomy trays' },
  { name: 'Sharps Bins 1 L', category: 'Consumables', description: '1 L sharps containers' },
  { name: 'Patient Information Leaflets', category: 'Supplies', description: 'Home testing instructions, pack of 100' },
  { name: 'Tourniquets', category: 'Consumables', description: 'Single-use, box of 25' },
  { name: 'Specimen Fridge Logbook', category: 'Supplies', description: 'Temperature log sheets' },
];

/** Index in PRODUCTS of the kit sent out for a collection device. */
export function kitProductIndex(device: string): number {
  const index = PRODUCTS.findIndex((p) => p.device === device);
  if (index < 0) throw new Error(`no kit for device ${device}`);
  return index;
}
