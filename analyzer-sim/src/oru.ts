import { escapeHl7, hl7Time, Hl7Message } from './hl7';
import type { Patient } from './order-message';
import type { TestResult } from './values';

/**
 * MSH-10 for what the simulator sends: a prefix made of its start time (base 36) and a counter,
 * so ids stay unique across restarts without a file to remember the counter in. At most 20
 * characters, the length HL7 2.5.1 allows MSH-10.
 */
export class ControlIds {
  private counter = 0;
  private readonly prefix: string;

  constructor(startedAt = Date.now()) {
    this.prefix = `S${startedAt.toString(36).toUpperCase()}`;
  }

  next(): string {
    this.counter += 1;
    return `${this.prefix}-${this.counter}`;
  }
}

export interface OruContent {
  /** MSH-3: the instrument's name (ANALYZER_SIM_NAME). */
  sender: string;
  controlId: string;
  placer: string;
  barcode: string;
  patient: Pick<Patient, 'mrn' | 'family' | 'given'>;
  results: TestResult[];
  /** OBX-11: F final, C a correction of a final result. */
  status: 'F' | 'C';
  /** OBR-7 and OBX-14. */
  observedAt: Date;
}

/**
 * The ORU^R01 of the message profile (README.md, "Results out"). Placer, barcode and patient are
 * echoed as the order sent them (already HL7-escaped); the codes are the order's own (local or
 * LOINC), so the portal matches each OBX to what it asked for.
 */
export function oruText(content: OruContent): string {
  const { placer, barcode, patient, results } = content;
  const time = hl7Time(content.observedAt);
  const coded = (result: TestResult) => `${result.code}^${result.name}^99LAB`;
  const segments = [
    `MSH|^~\\&|${escapeHl7(content.sender)}|SIM|LABPORTAL|LAB|${hl7Time(new Date())}||ORU^R01^ORU_R01|${content.controlId}|P|2.5.1`,
    `PID|1||${patient.mrn}^^^^MR||${patient.family}^${patient.given}`,
    `ORC|RE|${placer}|${barcode}`,
    `OBR|1|${placer}|${barcode}|${results.length > 0 ? coded(results[0]) : ''}|||${time}`,
    ...results.map(
      (result, index) =>
        `OBX|${index + 1}|NM|${coded(result)}||${result.text}|${escapeHl7(result.unit)}|${result.range}|${result.flag}|||${content.status}|||${time}`,
    ),
    `SPM|1|${barcode}`,
  ];
  return segments.join('\r');
}

export const buildOru = (content: OruContent): Hl7Message => Hl7Message.parse(oruText(content));
