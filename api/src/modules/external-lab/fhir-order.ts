// A test request as a FHIR R4 transaction Bundle (docs/external-lab-fhir.md): Patient, Specimen
// (the kit barcode), one ServiceRequest per coded test, and the Task that follows the order. Each
// entry is a conditional create on our identifier, so sending the same order twice creates nothing new.
import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, CodeableConcept, Patient, Resource, ServiceRequest, Specimen, Task } from '@medplum/fhirtypes';
import type { ExternalOrder } from './provider';
import { FHIR_SYSTEMS as S } from './fhir-identifiers';
import { identifierSearch } from './fhir-search';

const PRIORITY = { normal: 'routine', urgent: 'urgent', stat: 'stat' } as const;
const GENDER: Record<string, Patient['gender']> = { Male: 'male', Female: 'female', Other: 'other', 'Prefer not to say': 'unknown' };

function entry<T extends Resource>(resource: T, system: string, value: string): BundleEntry<T> & { fullUrl: string } {
  return {
    fullUrl: `urn:uuid:${randomUUID()}`,
    resource,
    // escaped and encoded: a barcode with , | + & stays one value, and finds its resource again
    request: { method: 'POST', url: resource.resourceType, ifNoneExist: identifierSearch(system, value) },
  };
}

/** Our marker code, and beside it the LOINC code a lab reads without a code map of ours. */
const codeOf = (test: ExternalOrder['tests'][number]): CodeableConcept => ({
  coding: [{ system: S.markerCode, code: test.code, display: test.name }, ...(test.loinc ? [{ system: S.loinc, code: test.loinc, display: test.name }] : [])],
  text: test.name,
});

export function orderBundle(order: ExternalOrder): Bundle {
  const patient = entry<Patient>(
    {
      resourceType: 'Patient',
      identifier: [{ system: S.patient, value: String(order.patient.id) }],
      name: [{ family: order.patient.lastName, given: [order.patient.firstName] }],
      ...(order.patient.dateOfBirth ? { birthDate: order.patient.dateOfBirth.slice(0, 10) } : {}),
      ...(order.patient.gender && GENDER[order.patient.gender] ? { gender: GENDER[order.patient.gender] } : {}),
    },
    S.patient,
    String(order.patient.id),
  );
  const subject = { reference: patient.fullUrl };
  const specimen = entry<Specimen>(
    {
      resourceType: 'Specimen',
      identifier: [{ system: S.barcode, value: order.barcode }],
      ...(order.sampleType ? { type: { text: order.sampleType } } : {}),
      subject,
    },
    S.barcode,
    order.barcode,
  );
  const requisition = { system: S.testRequest, value: order.requestNumber };
  const priority = PRIORITY[order.priority];
  const tests = order.tests.length ? order.tests : [null];
  const serviceRequests = tests.map((test) => {
    const value = `${order.requestNumber}-${test ? test.code : 'TEST'}`;
    return entry<ServiceRequest>(
      {
        resourceType: 'ServiceRequest',
        identifier: [{ system: S.testRequestMarker, value }],
        requisition,
        status: 'active',
        intent: 'order',
        priority,
        code: test ? codeOf(test) : { text: order.testName },
        subject,
        specimen: [{ reference: specimen.fullUrl }],
        authoredOn: order.authoredOn,
      },
      S.testRequestMarker,
      value,
    );
  });
  const task = entry<Task>(
    {
      resourceType: 'Task',
      identifier: [requisition],
      groupIdentifier: requisition,
      status: 'requested',
      intent: 'order',
      priority,
      description: order.testName,
      basedOn: serviceRequests.map((sr) => ({ reference: sr.fullUrl })),
      for: subject,
      authoredOn: order.authoredOn,
    },
    S.testRequest,
    order.requestNumber,
  );
  return { resourceType: 'Bundle', type: 'transaction', entry: [patient, specimen, ...serviceRequests, task] };
}
