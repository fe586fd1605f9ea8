import { ANALYTES, resultFor } from './analytes';

describe('resultFor', () => {
  it('is deterministic for an order and a code', () => {
    expect(resultFor('REQ-000123', 'CHOL')).toEqual(resultFor('REQ-000123', 'CHOL'));
    const values = new Set(Array.from({ length: 20 }, (_, order) => resultFor(`REQ-${order}`, 'CHOL').value));
    expect(values.size).toBeGreaterThan(10);
  });

  it('puts roughly one result in four outside the range, flagged consistently, rounded to the analyte scale', () => {
    let outside = 0;
    let total = 0;
    for (let order = 0; order < 200; order++) {
      for (const analyte of ANALYTES.values()) {
        const { value, interpretation } = resultFor(`REQ-${String(order).padStart(6, '0')}`, analyte.code);
        total++;
        if (interpretation !== 'N') outside++;
        expect(interpretation).toBe(value < analyte.low ? 'L' : value > analyte.high ? 'H' : 'N');
        expect(value).toBeGreaterThan(0);
        expect(Number(value.toFixed(analyte.decimals))).toBe(value);
      }
    }
    expect(outside / total).toBeGreaterThan(0.18);
    expect(outside / total).toBeLessThan(0.32);
  });

  it('gives low results only where the range has a lower limit', () => {
    const flags = new Set<string>();
    for (let order = 0; order < 200; order++) flags.add(resultFor(`REQ-${order}`, 'HB').interpretation as string);
    expect(flags).toEqual(new Set(['H', 'L', 'N']));
    for (let order = 0; order < 200; order++) expect(resultFor(`REQ-${order}`, 'CRP').interpretation).not.toBe('L');
  });

  it('answers a bare value for a code it does not know', () => {
    const result = resultFor('REQ-000123', 'XYZ');
    expect(result.analyte).toBeUndefined();
    expect(result.interpretation).toBeUndefined();
    expect(result.value).toEqual(expect.any(Number));
  });

  it('knows the portal marker codes with their units and ranges', () => {
    expect([...ANALYTES.keys()]).toEqual(
      ['CHOL', 'HDL', 'LDL', 'TRIG', 'HB', 'WBC', 'PLT', 'RBC', 'HCT', 'GLU', 'HBA1C', 'TSH', 'FT4', 'CREA', 'NA', 'K', 'ALT', 'CRP', 'VITD', 'FERR', 'ACR', 'SCORT'],
    );
    expect(ANALYTES.get('CREA')).toMatchObject({ unit: 'µmol/L', low: 59, high: 104 });
    expect(ANALYTES.get('SCORT')).toMatchObject({ unit: 'nmol/L', low: 0, high: 17.3 });
  });
});
