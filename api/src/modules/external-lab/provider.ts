// What the API asks of an external (reference) lab, whatever it speaks: send an order, ask how it
// stands, fetch its results. fhir-provider.ts speaks FHIR R4; registry.ts picks the
// provider of a request's laboratory.
import type { Comparator, ExternalLabStatus, TestPriority } from '@lab/shared';

/** A test request as it goes out. */
export interface ExternalOrder {
  /** REQ-000123 (REQ-000123-2 for the second order after the lab closed the first): our order's identifier at the lab (a repeated submit finds it). */
  requestNumber: string;
  priority: TestPriority;
  authoredOn: string;
  testName: string;
  sampleType: string | null;
  barcode: string;
  patient: { id: number; firstName: string; lastName: string; dateOfBirth: string | null; gender: string | null };
  /** The coded tests: the request's markers with a code, and their LOINC code where they have one. */
  tests: { code: string; name: string; loinc: string | null }[];
}

/** Where an order stands at the lab. */
export interface ExternalOrderStatus {
  status: ExternalLabStatus;
  /** The lab's own word for it (Task.status: rejected, cancelled, in-progress...). */
  labStatus: string;
  sampleReceivedAt: string | null;
  /** Why the lab failed or rejected it. */
  reason: string | null;
  /** The lab's report, once complete. */
  reportId: string | null;
}

/** One analyte of the lab's report. */
export interface ExternalObservation {
  /** How the lab coded it: LOINC and/or our marker code (at least one). */
  codes: { loinc: string | null; local: string | null };
  /** The lab's name for it (code.text, else a coding's display or code), for messages. */
  label: string;
  /** A number (valueQuantity), or null for a result in words. */
  value: number | null;
  /** '<5': the value is a bound the lab could measure to, not a measure. */
  comparator: Comparator | null;
  /** A result in words (valueString, valueCodeableConcept): never a number. */
  text: string | null;
  /** The unit as the lab prints it (Quantity.unit). */
  unit: string | null;
  /** The same unit in UCUM (Quantity.code when its system is UCUM). */
  ucum: string | null;
  low: number | null;
  high: number | null;
  /** The lab's interpretation code (v3 ObservationInterpretation: H, LL, AA, >...), as given. */
  interpretation: string | null;
  /** The lab corrected the value after reporting it (Observation.status corrected or amended). */
  corrected: boolean;
  /** The lab's note on it (Observation.note), e.g. why it was corrected. */
  note: string | null;
}

export interface ExternalReport {
  status: ExternalOrderStatus;
  conclusion: string | null;
  observations: ExternalObservation[];
}

export interface ExternalLabProvider {
  /** Sends the order; a repeat of the same order answers the same external id and creates nothing. */
  submitOrder(order: ExternalOrder): Promise<{ externalId: string }>;
  getStatus(externalId: string): Promise<ExternalOrderStatus>;
  /** The order's status and, when complete, its report. */
  fetchResults(externalId: string): Promise<ExternalReport>;
}

/** blocked: the API did not call, the lab's address is not allowed (url-guard.ts). */
export type ExternalFailureKind = 'unreachable' | 'timeout' | 'refused' | 'malformed' | 'blocked';

/** A call to the lab that did not give a usable answer; `message` is the reason the API keeps. */
export class ExternalLabError extends Error {
  constructor(
    readonly kind: ExternalFailureKind,
    message: string,
    /** The lab's HTTP status when it answered with an error. */
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
