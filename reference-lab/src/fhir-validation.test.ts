import { validateFhir } from './index';

describe('validateFhir', () => {
  it('answers no issues for a valid resource', () => {
    expect(validateFhir({ resourceType: 'Task', status: 'requested', intent: 'order' })).toEqual([]);
  });

  it('names the path and the problem in diagnostics', () => {
    expect(validateFhir({ resourceType: 'Task', status: 'requested' })).toEqual([
      expect.objectContaining({ severity: 'error', diagnostics: 'Task.intent: Missing required property' }),
    ]);
    expect(validateFhir({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueQuantity: { value: '5.2' } })[0].diagnostics).toMatch(
      /^Observation\.value\[x\]\.value: Invalid JSON type/,
    );
  });

  it('checks codes with a required binding, which validateResource alone does not', () => {
    expect(validateFhir({ resourceType: 'Task', status: 'bogus', intent: 'order' })[0].diagnostics).toBe(
      "Task.status: Value 'bogus' is not in the required value set http://hl7.org/fhir/ValueSet/task-status|4.0.1",
    );
    expect(validateFhir({ resourceType: 'Patient', gender: 'f' })[0].diagnostics).toMatch(/^Patient\.gender: Value 'f'/);
    expect(validateFhir({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueQuantity: { value: 1, comparator: '~' } })[0].diagnostics).toMatch(
      /^Observation\.valueQuantity\.comparator: Value '~'/,
    );
    // Codes from value sets it cannot enumerate (here: all of BCP 47) are not refused.
    expect(validateFhir({ resourceType: 'Patient', language: 'x-klingon' })).toEqual([]);
  });

  it('refuses what is not a resource', () => {
    expect(validateFhir(null)).toHaveLength(1);
    expect(validateFhir({ hello: 'world' })).toHaveLength(1);
    expect(validateFhir({ resourceType: 'NotAType' })).toHaveLength(1);
  });
});
