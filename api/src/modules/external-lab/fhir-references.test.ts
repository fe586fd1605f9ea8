import { idOfReference, parseReference } from './fhir-references';

describe('literal references', () => {
  it.each([
    ['DiagnosticReport/9', { type: 'DiagnosticReport', id: '9', version: null }],
    ['DiagnosticReport/9/_history/2', { type: 'DiagnosticReport', id: '9', version: '2' }],
    ['https://lab.example/fhir/DiagnosticReport/9', { type: 'DiagnosticReport', id: '9', version: null }],
    ['https://lab.example/fhir/r4/DiagnosticReport/a1b2-c3.d4/_history/17', { type: 'DiagnosticReport', id: 'a1b2-c3.d4', version: '17' }],
    ['http://127.0.0.1:4010/fhir/Observation/5e0c', { type: 'Observation', id: '5e0c', version: null }],
  ])('%s names the resource', (reference, expected) => {
    expect(parseReference(reference)).toEqual(expected);
  });

  it.each(['#contained', 'urn:uuid:2f1c', 'DiagnosticReport', 'DiagnosticReport/', 'x/DiagnosticReport/9', 'DiagnosticReport/9?_format=json', 'diagnosticreport/9', 'DiagnosticReport/9/_history', 'ftp://lab/DiagnosticReport/9', '', 42, null])(
    '%s names none',
    (reference) => {
      expect(parseReference(reference)).toBeNull();
    },
  );

  it('gives the id only for the type asked', () => {
    expect(idOfReference('https://lab.example/fhir/DiagnosticReport/9/_history/2', 'DiagnosticReport')).toBe('9');
    expect(idOfReference('Observation/9', 'DiagnosticReport')).toBeNull();
  });
});
