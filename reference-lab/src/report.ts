import type { CodeableConcept, DiagnosticReport, Observation, Patient, Quantity, Reference, ServiceRequest, Task } from '@medplum/fhirtypes';
import { resultFor, type Analyte, type Interpretation } from './analytes';
import { SYSTEMS } from './identifiers';
import { newId, type ResourceStore } from './resource-store';

const INTERPRETATION_DISPLAY: Record<Interpretation, string> = { H: 'High', L: 'Low', N: 'Normal' };

const LABORATORY_CATEGORY: CodeableConcept = {
  coding: [{ system: SYSTEMS.observationCategory, code: 'laboratory', display: 'Laboratory' }],
};
const REPORT_CATEGORY: CodeableConcept = {
  coding: [{ system: SYSTEMS.diagnosticServiceSection, code: 'LAB', display: 'Laboratory' }],
};
const REPORT_CODE: CodeableConcept = {
  coding: [{ system: SYSTEMS.loinc, code: '11502-2', display: 'Laboratory report' }],
  text: 'Laboratory report',
};

const quantity = (value: number, analyte: Analyte): Quantity => ({ value, unit: analyte.unit, system: SYSTEMS.ucum, code: analyte.ucum });

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
 * The DiagnosticReport and Observations of a completed order: one Observation per
 * ServiceRequest coding in urn:lab-portal:marker-code (a ServiceRequest with only code.text gets none).
 */
export function buildResults(
  task: Task,
  store: ResourceStore,
  receivedAt: string,
  issuedAt: string,
): { report: DiagnosticReport; observations: Observation[] } {
  const serviceRequests = (task.basedOn ?? [])
    .map((reference) => store.resolve<ServiceRequest>(reference.reference))
    .filter((request): request is ServiceRequest => request?.resourceType === 'ServiceRequest');
  const subject = (task.for ?? serviceRequests[0]?.subject) as Reference<Patient> | undefined;
  const specimens = [...new Map(serviceRequests.flatMap((request) => request.specimen ?? []).map((reference) => [reference.reference, reference])).values()];
  const key = orderKey(task);

  const observations: Observation[] = serviceRequests.flatMap((request) =>
    (request.code?.coding ?? [])
      .filter((coding) => coding.system === SYSTEMS.markerCode && coding.code)
      .map((coding): Observation => {
        const code = coding.code as string;
        const { value, analyte, interpretation } = resultFor(key, code);
        const display = coding.display ?? analyte?.name ?? request.code?.text ?? code;
        return {
          resourceType: 'Observation',
          id: newId(),
          status: 'final',
          category: [LABORATORY_CATEGORY],
          code: { coding: [{ system: SYSTEMS.markerCode, code, display }], text: display },
          ...(subject ? { subject } : {}),
          basedOn: [{ reference: `ServiceRequest/${request.id}` }],
          effectiveDateTime: receivedAt,
          issued: issuedAt,
          ...(request.specimen?.[0] ? { specimen: request.specimen[0] } : {}),
          valueQuantity: analyte ? quantity(value, analyte) : { value },
          ...(analyte && interpretation
            ? {
                interpretation: [{ coding: [{ system: SYSTEMS.interpretation, code: interpretation, display: INTERPRETATION_DISPLAY[interpretation] }] }],
                referenceRange: [{ low: quantity(analyte.low, analyte), high: quantity(analyte.high, analyte) }],
              }
            : {}),
        };
      }),
  );

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
