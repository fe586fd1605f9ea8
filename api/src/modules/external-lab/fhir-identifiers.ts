// Our identifier systems in the FHIR exchange (docs/external-lab-fhir.md): the lab keeps them, so a
// repeated submit (conditional create on the identifier) finds what already went out.
export const FHIR_SYSTEMS = {
  patient: 'urn:lab-portal:patient',
  barcode: 'urn:lab-portal:kit-barcode',
  testRequest: 'urn:lab-portal:test-request',
  testRequestMarker: 'urn:lab-portal:test-request-marker',
  markerCode: 'urn:lab-portal:marker-code',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
} as const;

export const FHIR_JSON = 'application/fhir+json';
