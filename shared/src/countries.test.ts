import { COUNTRIES, SHARED_DIAL_CODE_WINNERS, countryByCode, countryByDialCode } from './countries';

describe('COUNTRIES', () => {
  it('has about 240 entries with unique two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect([c.code, /^[A-Z]{2}$/.test(c.code)]).toEqual([c.code, true]);
  });

  it('writes every dial code as + digits, with an optional hyphenated area code', () => {
    const bad = COUNTRIES.filter((c) => !/^\+\d+(-\d+)?$/.test(c.dialCode)).map((c) => c.code);
    expect(bad).toEqual([]);
  });

  it('is sorted by name', () => {
    for (let i = 1; i < COUNTRIES.length; i++) {
      expect([COUNTRIES[i - 1].name, COUNTRIES[i].name.localeCompare(COUNTRIES[i - 1].name, 'en') >= 0]).toEqual([
        COUNTRIES[i - 1].name,
        true,
      ]);
    }
  });

  it('carries the hyphenated area codes of island nations and Crown Dependencies', () => {
    const dial = (code: string) => countryByCode(code)?.dialCode;
    expect(dial('JM')).toBe('+1-876');
    expect(dial('BB')).toBe('+1-246');
    expect(dial('DO')).toBe('+1-809');
    expect(dial('TT')).toBe('+1-868');
    expect(dial('IM')).toBe('+44-1624');
    expect(dial('GG')).toBe('+44-1481');
    expect(dial('JE')).toBe('+44-1534');
    expect(dial('US')).toBe('+1');
    expect(dial('CA')).toBe('+1');
    expect(dial('GB')).toBe('+44');
  });

  it('never gives two different dial codes the same digits', () => {
    const dialCodes = [...new Set(COUNTRIES.map((c) => c.dialCode))];
    const digits = dialCodes.map((d) => d.replace(/\D/g, ''));
    expect(new Set(digits).size).toBe(dialCodes.length);
  });
});

describe('countryByCode', () => {
  it('finds a country by its code, case-insensitively', () => {
    expect(countryByCode('GB')?.name).toBe('United Kingdom');
    expect(countryByCode('jm')?.name).toBe('Jamaica');
    expect(countryByCode('ZZ')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
    expect(countryByCode(null)).toBeUndefined();
  });
});

describe('shared dial codes', () => {
  it('name a winner, from among its countries, for every dial code several countries share', () => {
    const groups = new Map<string, string[]>();
    for (const c of COUNTRIES) groups.set(c.dialCode, [...(groups.get(c.dialCode) ?? []), c.code]);
    const shared = [...groups].filter(([, codes]) => codes.length > 1);
    for (const [dialCode, codes] of shared) {
      expect([dialCode, codes.includes(SHARED_DIAL_CODE_WINNERS[dialCode])]).toEqual([dialCode, true]);
    }
    expect(Object.keys(SHARED_DIAL_CODE_WINNERS).sort()).toEqual(shared.map(([dialCode]) => dialCode).sort());
  });

  it('reads a dial code back as its winner or its only country', () => {
    expect(countryByDialCode('+1')?.code).toBe('US');
    expect(countryByDialCode('+7')?.code).toBe('RU');
    expect(countryByDialCode('+44')?.code).toBe('GB');
    expect(countryByDialCode('+61')?.code).toBe('AU');
    expect(countryByDialCode('+1-876')?.code).toBe('JM');
    expect(countryByDialCode('+999')).toBeUndefined();
    expect(countryByDialCode('constructor')).toBeUndefined();
  });
});
