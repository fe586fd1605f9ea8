import { contractSatisfied, parseContract } from './contract.mjs';

describe('the platform contract', () => {
  it('runs a remote on a host of the same major version and at least its minor', () => {
    expect(contractSatisfied('1.0.0', '1.0.0')).toBe(true);
    expect(contractSatisfied('1.0.0', '1.3.2')).toBe(true);
    expect(contractSatisfied('1.2.0', '1.10.0')).toBe(true); // numbers, not text: 10 > 2
    expect(contractSatisfied('1.2.1', '1.2.4')).toBe(true);
  });

  it('refuses a remote that needs a newer minor or another major', () => {
    expect(contractSatisfied('1.3.0', '1.2.9')).toBe(false);
    expect(contractSatisfied('1.2.4', '1.2.1')).toBe(false);
    expect(contractSatisfied('2.0.0', '1.9.0')).toBe(false);
    expect(contractSatisfied('1.0.0', '2.0.0')).toBe(false);
  });

  it('refuses what is not MAJOR.MINOR.PATCH', () => {
    for (const bad of ['', '1', '1.0', '1.0.0-beta', 'v1.0.0', '01.0.0', '1.0.0.0', 'latest']) {
      expect(parseContract(bad)).toBeNull();
      expect(contractSatisfied(bad, '1.0.0')).toBe(false);
      expect(contractSatisfied('1.0.0', bad)).toBe(false);
    }
    expect(parseContract(undefined)).toBeNull();
  });
});
