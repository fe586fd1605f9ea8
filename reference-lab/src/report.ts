import type { CodeableConcept, DiagnosticReport, Observation, Patient, Reference, ServiceRequest, Task } from '@medplum/fhirtypes';
import type { PlannedAnswers } from './answers';
import { SYSTEMS } from './identifiers';
import { buildObservation, orderedTest, type OrderedTest } from './observation';
import { newId, type ResourceStore } from './resource-store';

const REPORT_CATEGORY: CodeableConcept = {
  coding: [{ system: SYSTEMS.diagnosticServiceSection, code: 'LAB', display: 'Laboratory' }],
};
const REPORT_CODE: CodeableConcept = {
  coding: [{ system: SYSTEMS.loinc, code: '11502-2', display: 'Laboratory report' }],
  text: 'Laboratory report',
};

/** The order's key for its values: the Task identifier (REQ-000123), else the Task id. */
export function orderKey(task: Task): string {
  return task.identifier?.find((identifier) => identifier.system === SYSTEMS.testRequest)?.value ?? task.identifier?.[0]?.value ?? task.id ?? '';
}

export function conclusion(observations: Observation[]): string {
  const ranged = observations.filter((observation) => observation.interpretation?.length);
  if (observations.length === 0) return 'No coded results were reported.';
  if (ranged.length === 0) return `${observations.length} result${observations.length === 1 ? '' : 's'} reported without a reference range.`;
  const outside = ranged.filter((observation) => observation.interpretation?.[0]?.coding?.[0]?.code !== 'N').length;
  return `${outside} of ${ranged.length} result${ranged.length === 1 ? '' : 's'} outside the reference range.`;
}

/**
 * The DiagnosticReport and Observations of a completed order: one Observation per ServiceRequest
 * coded in our marker codes or LOINC (a ServiceRequest with only code.text gets none), reported as
 * `answers` says where it says anything (answers.ts).
 */
export function buildResults(
  task: Task,
  store: ResourceStore,
  receivedAt: string,
  issuedAt: string,
  answers: PlannedAnswers = {},
): { report: DiagnosticReport; observations: Observation[] } {
  const serviceRequests = (task.basedOn ?? [])
    .map((reference) => store.resolve<ServiceRequest>(reference.reference))
    .filter((request): request is ServiceRequest => request?.resourceType === 'ServiceRequest');
  const subject = (task.for ?? serviceRequests[0]?.subject) as Reference<Patient> | undefined;
  const specimens = [...new Map(serviceRequests.flatMap((request) => request.specimen ?? []).map((reference) => [reference.reference, reference])).values()];
  const key = orderKey(task);

  const context = { subject, receivedAt, issuedAt };
  const observations = serviceRequests
    .map(orderedTest)
    .filter((test): test is OrderedTest => test !== null)
    .map((test) => buildObservation(key, test, answers[test.local?.code ?? ''] ?? answers[test.loinc?.code ?? test.analyte?.loinc ?? ''], context));

  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: newId(),
    ...(serviceRequests.length ? { basedOn: serviceRequests.map((request) => ({ reference: `ServiceRequest/${request.id}` })) } : {}),
    status: 'final',
    category: [REPORT_CATEGORY],
    code: REPORT_CODE,
    ...(subject ? { subject } : {}),
    effectiveDateTime: receivedAt,
    issued: issuedAt,
    performer: [{ display: 'Reference laboratory (simulator)' }],
    ...(specimens.length ? { specimen: specimens } : {}),
    ...(observations.length ? { result: observations.map((observation) => ({ reference: `Observation/${observation.id}` })) } : {}),
    conclusion: conclusion(observations),
  };
  return { report, observations };
}
