import { AREA_DENIED_TEXT, areaDeniedText } from './area-denied';

describe('areaDeniedText', () => {
  it("gives the results area's own texts: view on the list and detail, enter on the form", () => {
    expect(areaDeniedText('results', '/results')).toBe("You don't have permission to view test results");
    expect(areaDeniedText('results', '/results/12')).toBe("You don't have permission to view test results");
    expect(areaDeniedText('results', '/results/new')).toBe("You don't have permission to enter test results");
    expect(areaDeniedText('results', '/results/12/edit')).toBe("You don't have permission to enter test results");
  });

  it("gives users and institutions their 'manage' texts", () => {
    expect(areaDeniedText('users', '/users/3')).toBe("You don't have permission to manage users.");
    expect(areaDeniedText('institutions', '/institutions')).toBe("You don't have permission to manage institutions.");
  });

  it('gives analytics its text, on the overview and its views', () => {
    expect(areaDeniedText('analytics', '/analytics')).toBe("You don't have permission to view analytics.");
  });

  it('gives the generic text elsewhere', () => {
    expect(areaDeniedText('patients', '/patients/new')).toBe(AREA_DENIED_TEXT);
  });
});
