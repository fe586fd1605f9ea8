import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, Patient, ServiceRequest, Specimen, Task } from '@medplum/fhirtypes';

export interface Marker {
  code: string;
  display: string;
}

export interface OrderFixture {
  requisition?: string;
  patientId?: string;
  barcode?: string;
  /** Coded tests; an empty list sends one ServiceRequest with only code.text (a test without markers). */
  markers?: Marker[];
  priority?: 'routine' | 'urgent' | 'stat';
}

export const LIPID_AND_BLOOD_COUNT: Marker[] = [
  { code: 'CHOL', display: 'Total cholesterol' },
  { code: 'HDL', display: 'HDL cholesterol' },
  { code: 'HB', display: 'Haemoglobin' },
];

const uuid = () => `urn:uuid:${randomUUID()}`;
const post = (url: string, ifNoneExist: string) => ({ method: 'POST' as const, url, ifNoneExist });

/** A transaction Bundle as the portal's API sends it (docs/external-lab-fhir.md). */
export function orderBundle(fixture: OrderFixture = {}): Bundle {
  const requisition = fixture.requisition ?? 'REQ-000123';
  const patientId = fixture.patientId ?? '12';
  const barcode = fixture.barcode ?? 'KITA12345678';
  const markers = fixture.markers ?? LIPID_AND_BLOOD_COUNT;
  const priority = fixture.priority ?? 'routine';
  const authoredOn = '2025-03-04T09:15:00.000Z';
  const patientUrl = uuid();
  const specimenUrl = uuid();

  const patient: Patient = {
    resourceType: 'Patient',
    identifier: [{ system: 'urn:lab-portal:patient', value: patientId }],
    name: [{ family: 'Example', given: ['Alex'] }],
    birthDate: '1984-07-21',
    gender: 'female',
  };
  const specimen: Specimen = {
    resourceType: 'Specimen',
    identifier: [{ system: 'urn:lab-portal:kit-barcode', value: barcode }],
    type: { text: 'Capillary blood' },
    subject: { reference: patientUrl },
  };
  const tests = markers.length ? markers.map((marker) => ({ suffix: marker.code, code: { coding: [{ system: 'urn:lab-portal:marker-code', ...marker }], text: marker.display } })) : [{ suffix: 'TEST', code: { text: 'Wellbeing check' } }];
  const serviceRequests = tests.map(({ suffix, code }) => {
    const resource: ServiceRequest = {
      resourceType: 'ServiceRequest',
      identifier: [{ system: 'urn:lab-portal:test-request-marker', value: `${requisition}-${suffix}` }],
      requisition: { system: 'urn:lab-portal:test-request', value: requisition },
      status: 'active',
      intent: 'order',
      priority,
      code,
      subject: { reference: patientUrl },
      specimen: [{ reference: specimenUrl }],
      authoredOn,
    };
    return { fullUrl: uuid(), resource, request: post('ServiceRequest', `identifier=urn:lab-portal:test-request-marker|${requisition}-${suffix}`) };
  });
  const task: Task = {
    resourceType: 'Task',
    identifier: [{ system: 'urn:lab-portal:test-request', value: requisition }],
    groupIdentifier: { system: 'urn:lab-portal:test-request', value: requisition },
    status: 'requested',
    intent: 'order',
    priority,
    basedOn: serviceRequests.map((entry) => ({ reference: entry.fullUrl })),
    for: { reference: patientUrl },
    authoredOn,
  };

  const entry: BundleEntry[] = [
    { fullUrl: patientUrl, resource: patient, request: post('Patient', `identifier=urn:lab-portal:patient|${patientId}`) },
    { fullUrl: specimenUrl, resource: specimen, request: post('Specimen', `identifier=urn:lab-portal:kit-barcode|${barcode}`) },
    ...serviceRequests,
    { fullUrl: uuid(), resource: task, request: post('Task', `identifier=urn:lab-portal:test-request|${requisition}`) },
  ];
  return { resourceType: 'Bundle', type: 'transaction', entry };
}
