import { ANALYTES, analyteFor, flagFor } from './analytes';
import { correctedResult, randomFor, resultFor } from './values';

describe('the analyte table', () => {
  it('finds an analyte by local code or by LOINC, and nothing for a code it does not know', () => {
    expect(analyteFor('K')).toMatchObject({ code: 'K', loinc: '2823-3', unit: 'mmol/L', low: 3.5, high: 5.3, criticalLow: 2.5, criticalHigh: 6.5 });
    expect(analyteFor('2823-3')).toBe(analyteFor('K'));
    expect(analyteFor('718-7')).toMatchObject({ code: 'HB', criticalLow: 70 });
    expect(analyteFor('718-7')?.criticalHigh).toBeUndefined();
    expect(analyteFor('ZZZ-UNMAPPED')).toBeUndefined();
  });

  it('flags N, H, L, and HH or LL past a critical limit (the limit itself is not critical)', () => {
    const potassium = ANALYTES.get('K')!;
    expect([2.4, 2.5, 3.4, 3.5, 4.2, 5.3, 5.4, 6.5, 6.6].map((value) => flagFor(value, potassium))).toEqual(['LL', 'L', 'L', 'N', 'N', 'N', 'H', 'H', 'HH']);
    expect(flagFor(500, ANALYTES.get('CHOL')!)).toBe('H'); // no critical limits: high, never HH
  });

  it('units are UCUM and need no HL7 escaping', () => {
    for (const analyte of ANALYTES.values()) expect(analyte.unit).toMatch(/^[A-Za-z0-9*/[\]]+$/);
  });
});

describe('simulated values', () => {
  it('are mostly normal, about 15% high or low and about 3% critical, each flagged as the table says', () => {
    const counts: Record<string, number> = {};
    const codes = ['K', 'NA', 'GLU', 'HB', 'PLT', 'WBC'];
    const draws = 6000;
    for (let index = 0; index < draws; index += 1) {
      const code = codes[index % codes.length];
      const result = resultFor(code, '', randomFor('distribution', `REQ-${index}`, code));
      expect(result.flag).toBe(flagFor(result.value, analyteFor(code)!));
      expect(result.text).toBe(result.value.toFixed(analyteFor(code)!.decimals));
      expect(result.value).toBeGreaterThan(0);
      counts[result.flag] = (counts[result.flag] ?? 0) + 1;
    }
    const share = (...flags: string[]) => flags.reduce((sum, flag) => sum + (counts[flag] ?? 0), 0) / draws;
    expect(share('N')).toBeGreaterThan(0.77);
    expect(share('N')).toBeLessThan(0.87);
    expect(share('H', 'L')).toBeGreaterThan(0.11);
    expect(share('H', 'L')).toBeLessThan(0.19);
    expect(share('HH', 'LL')).toBeGreaterThan(0.015);
    expect(share('HH', 'LL')).toBeLessThan(0.045);
  });

  it('are the same for the same seed, order and code, and differ across orders', () => {
    const value = (seed: string, placer: string) => resultFor('GLU', '', randomFor(seed, placer, 'GLU', 'result')).value;
    expect(value('s', 'REQ-1')).toBe(value('s', 'REQ-1'));
    const values = new Set(Array.from({ length: 20 }, (_, index) => value('s', `REQ-${index}`)));
    expect(values.size).toBeGreaterThan(10);
  });

  it('an unknown code gets a bare number from 0 to 100 and keeps its own code and name', () => {
    const result = resultFor('ZZZ-NEW', 'New test', randomFor('s', 'REQ-1', 'ZZZ-NEW'));
    expect(result).toMatchObject({ code: 'ZZZ-NEW', name: 'New test', unit: '', range: '', flag: '' });
    expect(result.value).toBeGreaterThanOrEqual(0);
    expect(result.value).toBeLessThanOrEqual(100);
  });

  it('a correction changes the printed value and re-flags it', () => {
    for (let index = 0; index < 200; index += 1) {
      const original = resultFor('K', '', randomFor('c', `REQ-${index}`, 'K'));
      const corrected = correctedResult(original, randomFor('c', `REQ-${index}`, 'K', 'correction'));
      expect(corrected.text).not.toBe(original.text);
      expect(corrected.flag).toBe(flagFor(corrected.value, analyteFor('K')!));
    }
  });
});
