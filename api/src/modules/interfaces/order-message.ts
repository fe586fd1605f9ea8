// An order as an instrument receives it: OML^O21 (HL7 2.5.1, the specimen in SPM) or ORM^O01 (the
// older order message many analyzers still take). ORC-1 says NW for a new order and CA to cancel it;
// the placer order number (ORC-2, OBR-2) is the request's REQ- number, the specimen barcode rides
// in OBR-3 (and SPM-2), and each test is one OBR with the instrument's own code for the marker.
import { formatRequestId, type OrderMessageType } from '@lab/shared';
import { hl7Text, timestamp } from './ack';

export interface InstrumentOrder {
  controlId: string;
  instrument: string;
  messageType: OrderMessageType;
  action: 'NW' | 'CA';
  requestId: number;
  barcode: string | null;
  priority: string;
  requestedAt: Date;
  sampleType: { name: string; snomed: string | null } | null;
  patient: { mrn: string; firstName: string; lastName: string; dateOfBirth: string | null; gender: string | null };
  tests: { code: string; name: string }[];
}

/** HL7 table 0001: F, M, O (other), U (unknown). */
const SEX: Record<string, string> = { Male: 'M', Female: 'F', Other: 'O' };

/** Table 0027: S stat, R routine (urgent is as good as stat to an analyzer's queue). */
const PRIORITY: Record<string, string> = { urgent: 'S', stat: 'S' };

export function orderMessage(order: InstrumentOrder, now: Date): string {
  const placer = formatRequestId(order.requestId);
  const barcode = hl7Text(order.barcode ?? '');
  const priority = PRIORITY[order.priority] ?? 'R';
  const oml = order.messageType === 'OML^O21';
  const p = order.patient;
  const segments = [
    `MSH|^~\\&|LABPORTAL|LAB|${hl7Text(order.instrument)}||${timestamp(now)}||${oml ? 'OML^O21^OML_O21' : 'ORM^O01^ORM_O01'}|${order.controlId}|P|${oml ? '2.5.1' : '2.3'}`,
    `PID|1||${hl7Text(p.mrn)}^^^LABPORTAL^MR||${hl7Text(p.lastName)}^${hl7Text(p.firstName)}||${(p.dateOfBirth ?? '').replace(/-/g, '')}|${SEX[p.gender ?? ''] ?? 'U'}`,
    `ORC|${order.action}|${placer}|||||${oml ? '' : `^^^^^${priority}`}|||||`,
  ];
  if (oml) segments.push(`TQ1|1||||||||${priority}`);
  order.tests.forEach((test, i) => {
    segments.push(`OBR|${i + 1}|${placer}|${barcode}|${hl7Text(test.code)}^${hl7Text(test.name)}^99LAB|${oml ? '' : priority}||${timestamp(order.requestedAt)}`);
  });
  if (oml && order.barcode) {
    const type = order.sampleType ? `${hl7Text(order.sampleType.snomed ?? '')}^${hl7Text(order.sampleType.name)}^${order.sampleType.snomed ? 'SCT' : ''}` : '';
    segments.push(`SPM|1|${barcode}||${type}`);
  }
  return segments.join('\r');
}
