import { COUNTRIES, countryByCode, countryByDialCode, type Country } from './countries';
import { composePhone, formatPhone, internationalNumber, parsePhone } from './phone';

const parsed = (stored: string | null | undefined) => {
  const { country, national } = parsePhone(stored);
  return [country.code, national];
};

describe('parsePhone', () => {
  it('splits UK and US numbers, ignoring spaces, hyphens, parentheses and dots', () => {
    expect(parsed('+447700900123')).toEqual(['GB', '7700900123']);
    expect(parsed('+44 7700 900123')).toEqual(['GB', '7700900123']);
    expect(parsed('+1 (212) 555-0100')).toEqual(['US', '2125550100']);
    expect(parsed('+33.1.23.45.67.89')).toEqual(['FR', '123456789']);
  });

  it('matches a hyphenated dial code by its digits', () => {
    expect(parsed('+18765551234')).toEqual(['JM', '5551234']);
    expect(parsed('+1-876 555 1234')).toEqual(['JM', '5551234']);
    expect(parsed('+1 (876) 555-1234')).toEqual(['JM', '5551234']);
  });

  it('lets the longest dial code win', () => {
    expect(parsed('+44 1624 123456')).toEqual(['IM', '123456']);
    expect(parsed('+44 1623 123456')).toEqual(['GB', '1623123456']);
    expect(parsed('+672 3 12345')).toEqual(['NF', '12345']);
    expect(parsed('+672 1 12345')).toEqual(['AQ', '112345']);
  });

  it('reads a shared dial code as its winner', () => {
    expect(parsed('+1 416 555 0100')).toEqual(['US', '4165550100']);
    expect(parsed('+7 495 123 4567')).toEqual(['RU', '4951234567']);
  });

  it('reads a leading 00 as +', () => {
    expect(parsed('0044 7700 900123')).toEqual(['GB', '7700900123']);
    expect(parsed('00 1 876 555 1234')).toEqual(['JM', '5551234']);
  });

  it('gives GB and all the digits for an unknown dial code or a number without +', () => {
    expect(parsed('+999 123 4567')).toEqual(['GB', '9991234567']);
    expect(parsed('07700 900123')).toEqual(['GB', '07700900123']);
    expect(parsed('7700900123')).toEqual(['GB', '7700900123']);
  });

  it('gives GB and an empty national number for empty input', () => {
    expect(parsed('')).toEqual(['GB', '']);
    expect(parsed('   ')).toEqual(['GB', '']);
    expect(parsed(null)).toEqual(['GB', '']);
    expect(parsed(undefined)).toEqual(['GB', '']);
  });
});

describe('formatPhone', () => {
  it('shows country code, dial code and national number', () => {
    expect(formatPhone('+447700900123')).toBe('GB +44 7700900123');
    expect(formatPhone('+18765551234')).toBe('JM +1-876 5551234');
    expect(formatPhone('+441624123456')).toBe('IM +44-1624 123456');
    expect(formatPhone('07700 900123')).toBe('GB +44 07700900123');
  });

  it('is empty for an empty value', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('+44')).toBe('');
  });
});

describe('composePhone', () => {
  it('is + dial code digits + national digits', () => {
    expect(composePhone('JM', '555 1234')).toBe('+18765551234');
    expect(composePhone(countryByCode('GB') as Country, '7700 900123')).toBe('+447700900123');
    expect(composePhone('IM', '(123) 456')).toBe('+441624123456');
    expect(composePhone('us', '212-555-0100')).toBe('+12125550100');
  });

  it('keeps a leading 0 as typed', () => {
    expect(composePhone('GB', '07700900123')).toBe('+4407700900123');
    expect(composePhone('IT', '06 1234 5678')).toBe('+390612345678');
  });

  it('is empty without national digits', () => {
    expect(composePhone('GB', '')).toBe('');
    expect(composePhone('GB', ' - ')).toBe('');
    expect(composePhone('GB', null)).toBe('');
  });

  it('falls back to GB for an unknown country code', () => {
    expect(composePhone('ZZ', '123')).toBe('+44123');
  });
});

describe('round trip', () => {
  it('reads every country back as its dial code winner with the same digits', () => {
    const mismatches = COUNTRIES.flatMap((country) => {
      const stored = composePhone(country, '555 1234');
      const back = parsePhone(stored);
      const expected = countryByDialCode(country.dialCode);
      const ok =
        back.country === expected && back.national === '5551234' && composePhone(back.country, back.national) === stored;
      return ok ? [] : [`${country.code} ${stored} → ${back.country.code} ${back.national}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('also works from the code', () => {
    expect(parsed(composePhone('JM', '5551234'))).toEqual(['JM', '5551234']);
    expect(parsed(composePhone('CA', '4165550100'))).toEqual(['US', '4165550100']);
  });

  it('lets a longer dial code take over when the national digits start with its area code', () => {
    expect(parsed(composePhone('US', '876 555 1234'))).toEqual(['JM', '5551234']);
  });
});

describe('internationalNumber', () => {
  it('gives the + and digits form of a number with its country code', () => {
    expect(internationalNumber('+44 7700 900123')).toBe('+447700900123');
    expect(internationalNumber(' +1 (876) 555-1234 ')).toBe('+18765551234');
  });

  it('refuses a number without +, with letters, or of the wrong length', () => {
    for (const bad of ['', '07700 900123', '0044 7700 900123', '+44 7700 9001x3', '+12345', '+1234567890123456', '+0 7700 900123', null, undefined]) {
      expect(internationalNumber(bad)).toBeNull();
    }
  });
});
