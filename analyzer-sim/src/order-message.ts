import { controlIdOf, messageTypeOf, valueAt, type Hl7Message } from './hl7';

export interface Patient {
  /** PID-3.1 */
  mrn: string;
  /** PID-5.1 */
  family: string;
  /** PID-5.2 */
  given: string;
  /** PID-7, YYYYMMDD ('' when absent) */
  birthDate: string;
  /** PID-8 */
  sex: string;
}

export interface OrderedTest {
  /** OBR-4.1 as sent: a local code (CHOL) or a LOINC code (2823-3). */
  code: string;
  /** OBR-4.2 */
  name: string;
}

/** What an OML^O21 or ORM^O01 order says, in the profile's terms (README.md, "Orders in"). */
export interface OrderMessage {
  controlId: string;
  /** MSH-9 as sent. */
  messageType: string;
  /** ORC-1: NW a new order, CA a cancellation. */
  orderControl: 'NW' | 'CA';
  /** ORC-2.1, e.g. REQ-000123. */
  placer: string;
  /** OBR-3.1, else SPM-2.1. */
  barcode: string;
  /** TQ1-9.1 (OML), else ORC-7.6 (ORM); R when neither says. */
  priority: string;
  patient: Patient;
  tests: OrderedTest[];
}

/** A message the analyzer takes (`order`) or refuses with AR (`reason`, and where in the message). */
export type ReadOrder = { order: OrderMessage } | { reason: string; location: string; errorCode: '101' | '200' | '207' };

/** The first subcomponent: SPM-2 and ORC-7 carry composite parts (EIP, TQ) where we want the id. */
const first = (value: string) => value.split('&')[0];

const SUPPORTED: Record<string, string> = { OML: 'O21', ORM: 'O01' };

export function readOrder(message: Hl7Message): ReadOrder {
  const msh = message.getSegment('MSH');
  const type = valueAt(msh, 9, 1);
  const trigger = valueAt(msh, 9, 2);
  if (SUPPORTED[type] !== trigger) {
    return { reason: `unsupported message type ${messageTypeOf(message) || '(none)'}: the analyzer takes OML^O21 and ORM^O01`, location: 'MSH^1^9', errorCode: '200' };
  }
  const orc = message.getSegment('ORC');
  const placer = valueAt(orc, 2);
  if (!placer) return { reason: 'no placer order number (ORC-2)', location: 'ORC^1^2', errorCode: '101' };
  const orderControl = valueAt(orc, 1).toUpperCase();
  if (orderControl !== 'NW' && orderControl !== 'CA') {
    return { reason: `order control ${orderControl || '(none)'} (ORC-1): the analyzer takes NW and CA`, location: 'ORC^1^1', errorCode: '207' };
  }

  const obrs = message.getAllSegments('OBR');
  const tests = obrs.map((obr) => ({ code: valueAt(obr, 4, 1), name: valueAt(obr, 4, 2) })).filter((test) => test.code !== '');
  const barcode = first(valueAt(obrs[0], 3)) || first(valueAt(message.getSegment('SPM'), 2));
  // A cancellation names the order by ORC-2 alone; a new order must say what to run and on which tube.
  if (orderControl === 'NW' && tests.length === 0) return { reason: 'no test to run (no OBR with OBR-4)', location: 'OBR^1^4', errorCode: '101' };
  if (orderControl === 'NW' && !barcode) return { reason: 'no specimen barcode (OBR-3 or SPM-2)', location: 'OBR^1^3', errorCode: '101' };

  const pid = message.getSegment('PID');
  const priority = first(valueAt(message.getSegment('TQ1'), 9)) || first(valueAt(orc, 7, 6)) || 'R';
  return {
    order: {
      controlId: controlIdOf(message),
      messageType: messageTypeOf(message),
      orderControl,
      placer,
      barcode,
      priority: priority.toUpperCase(),
      patient: {
        mrn: valueAt(pid, 3, 1),
        family: valueAt(pid, 5, 1),
        given: valueAt(pid, 5, 2),
        birthDate: valueAt(pid, 7, 1).slice(0, 8),
        sex: valueAt(pid, 8, 1),
      },
      tests,
    },
  };
}
