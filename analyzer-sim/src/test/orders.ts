/** Order messages as the portal sends them (README.md, "Orders in"). */

export interface OrderFixture {
  controlId?: string;
  orderControl?: 'NW' | 'CA';
  placer?: string;
  barcode?: string;
  /** OBR-4.1 codes, local or LOINC. */
  tests?: string[];
  priority?: 'S' | 'R';
  mrn?: string;
}

let counter = 0;
const nextControlId = () => `PORTAL-${process.pid}-${++counter}`;

const NAMES: Record<string, string> = { CHOL: 'Total cholesterol', K: 'Potassium', HB: 'Haemoglobin', '2823-3': 'Potassium', '718-7': 'Haemoglobin' };

function parts(fixture: OrderFixture) {
  return {
    controlId: fixture.controlId ?? nextControlId(),
    orderControl: fixture.orderControl ?? 'NW',
    placer: fixture.placer ?? 'REQ-000123',
    barcode: fixture.barcode ?? 'BC-000123',
    tests: fixture.tests ?? ['CHOL', 'K', 'HB'],
    priority: fixture.priority ?? 'R',
    mrn: fixture.mrn ?? 'MRN-0042',
  };
}

const obrs = (placer: string, barcode: string, tests: string[]) => tests.map((code, index) => `OBR|${index + 1}|${placer}|${barcode}|${code}^${NAMES[code] ?? code}^99LAB`);

/** OML^O21 (2.5.1): TQ1-9 priority, SPM-2 the barcode. */
export function omlText(fixture: OrderFixture = {}): string {
  const { controlId, orderControl, placer, barcode, tests, priority, mrn } = parts(fixture);
  return [
    `MSH|^~\\&|LABPORTAL|LAB|DEMO-ANALYZER|SIM|20250301101500||OML^O21^OML_O21|${controlId}|P|2.5.1`,
    `PID|1||${mrn}^^^^MR||Doe^Jane||19800101|F`,
    `ORC|${orderControl}|${placer}`,
    `TQ1|1||||||||${priority}`,
    ...obrs(placer, barcode, tests),
    `SPM|1|${barcode}`,
  ].join('\r');
}

/** ORM^O01 (2.3): ORC-7.6 priority, OBR-3 the barcode, no SPM. */
export function ormText(fixture: OrderFixture = {}): string {
  const { controlId, orderControl, placer, barcode, tests, priority, mrn } = parts(fixture);
  return [
    `MSH|^~\\&|LABPORTAL|LAB|DEMO-ANALYZER|SIM|20250301101500||ORM^O01^ORM_O01|${controlId}|P|2.3`,
    `PID|1||${mrn}^^^^MR||Roe^Richard||19751224|M`,
    `ORC|${orderControl}|${placer}|||||^^^^^${priority}`,
    ...obrs(placer, barcode, tests),
  ].join('\r');
}
