/** The portal's identifier and code systems (docs/external-lab-fhir.md). */
export const SYSTEMS = {
  patient: 'urn:lab-portal:patient',
  kitBarcode: 'urn:lab-portal:kit-barcode',
  testRequest: 'urn:lab-portal:test-request',
  testRequestMarker: 'urn:lab-portal:test-request-marker',
  markerCode: 'urn:lab-portal:marker-code',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticServiceSection: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
} as const;
