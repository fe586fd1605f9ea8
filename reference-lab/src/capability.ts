import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';

const READ = [{ code: 'read' as const }, { code: 'vread' as const }, { code: 'search-type' as const }];
const COMMON_SEARCH = [
  { name: '_id', type: 'token' as const },
  { name: 'identifier', type: 'token' as const },
];

const resource = (type: CapabilityStatementRestResource['type'], extra: CapabilityStatementRestResource['searchParam'] = []): CapabilityStatementRestResource => ({
  type,
  interaction: READ,
  conditionalCreate: true,
  searchParam: [...COMMON_SEARCH, ...extra],
});

/** GET {base}/metadata: what this simulator serves. */
export function capabilityStatement(baseUrl: string, startedAt: string, secured: boolean): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: startedAt,
    publisher: 'lab-portal',
    kind: 'instance',
    software: { name: 'reference-lab simulator', version: '1.0.0' },
    implementation: { description: 'Simulated external reference laboratory (docs/external-lab-fhir.md)', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        ...(secured ? { security: { description: 'Authorization: Bearer <token> on every FHIR request' } } : {}),
        interaction: [{ code: 'transaction' }],
        resource: [
          resource('Task', [
            { name: 'status', type: 'token' },
            { name: 'for', type: 'reference' },
            { name: 'based-on', type: 'reference' },
          ]),
          resource('DiagnosticReport', [
            { name: 'subject', type: 'reference' },
            { name: 'based-on', type: 'reference' },
            { name: 'result', type: 'reference' },
          ]),
          resource('Observation', [
            { name: 'subject', type: 'reference' },
            { name: 'based-on', type: 'reference' },
          ]),
          resource('ServiceRequest', [
            { name: 'requisition', type: 'token' },
            { name: 'subject', type: 'reference' },
          ]),
          resource('Patient'),
          resource('Specimen'),
        ],
      },
    ],
  };
}
