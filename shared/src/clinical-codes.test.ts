import { isLoincCode, isSnomedCtId, loincCheckDigit, verhoeffValid } from './clinical-codes';

describe('LOINC codes', () => {
  // real codes: serum potassium, blood haemoglobin, serum creatinine (moles), urine ACR, saliva cortisol
  it.each(['2823-3', '718-7', '14682-9', '32294-1', '51844-9', '6690-2', '59261-8', '3016-3', '1-8'])('%s passes its check digit', (code) => {
    expect(isLoincCode(code)).toBe(true);
  });

  it('computes the check digit of the number', () => {
    expect(loincCheckDigit('2823')).toBe(3);
    expect(loincCheckDigit('718')).toBe(7);
    expect(loincCheckDigit('14682')).toBe(9);
  });

  it.each(['2823-4', '718-8', '14682-0', '2832-3', '2823', '2823-33', 'LP7565-7', ' 2823-3', '12345678-9', '', '2823–3'])('refuses %p', (code) => {
    expect(isLoincCode(code)).toBe(false);
  });
});

describe('SNOMED CT identifiers', () => {
  // blood, serum, plasma, urine and saliva specimens
  it.each(['119297000', '119364003', '119361006', '122575003', '119342007', '258580003', '22298006'])('%s passes Verhoeff', (code) => {
    expect(isSnomedCtId(code)).toBe(true);
  });

  it.each(['119297001', '119279000', '11929700', '12345', '0119297000', '1192970000000000000', 'abc119297000', ''])('refuses %p', (code) => {
    expect(isSnomedCtId(code)).toBe(false);
  });

  it("checks Verhoeff's classic example", () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });
});
