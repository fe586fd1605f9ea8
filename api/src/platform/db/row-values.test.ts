import fc from 'fast-check';
import { isoOrNull } from './row-values';

/**
 * PostgreSQL's text of a UTC timestamptz with `digits` fractional digits (trailing zeros dropped,
 * as it prints them): a column's, or as json/row_to_json writes it.
 */
function postgresText(time: Date, micros: number, digits: number, json: boolean): string {
  const iso = time.toISOString();
  const fraction = String(time.getUTCMilliseconds() * 1000 + micros).padStart(6, '0').slice(0, digits).replace(/0+$/, '');
  return `${iso.slice(0, 10)}${json ? 'T' : ' '}${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}${json ? '+00:00' : '+00'}`;
}

describe('isoOrNull', () => {
  it('answers what Date answers for PostgreSQL UTC text (a column or JSON) of any time in years 1000-9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (time, micros, digits, json) => {
          const text = postgresText(time, micros, digits, json);
          expect(isoOrNull(text)).toBe(new Date(text).toISOString());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a year below 1000 (Date would read 0099 as 1999)', () => {
    expect(isoOrNull('0099-01-01 00:00:00+00')).toBe('0099-01-01T00:00:00.000Z');
  });

  it('reads other offsets, Dates and nothing as before', () => {
    expect(isoOrNull('2026-11-26 10:00:00.123+05:30')).toBe('2026-11-26T04:30:00.123Z');
    expect(isoOrNull(new Date('2026-11-26T10:00:00.5Z'))).toBe('2026-11-26T10:00:00.500Z');
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
  });
});
