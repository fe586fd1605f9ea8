// Phone numbers: a stored number is split into country and national number by matching the
// longest dial code first (with no match the country is GB); it displays as country code, dial
// code and number, and is composed back as dial code plus digits. Pure: no React, no DOM.
//
// Decisions:
// - Stored form is '+' and digits only, e.g. '+18765551234': the dial code's own hyphen is not
//   stored, and parsing compares dial codes by their digits, so '+1-876 555 1234' reads the same.
// - A leading '00' (the international prefix dialled from the UK) is read as '+'.
// - No trunk '0' is removed: the national number is kept as typed (digits only), because in some
//   countries (Italy, San Marino) the leading 0 is part of the number. The UI should ask for the
//   number without its leading 0.
// - A dial code shared by several countries reads back as its winner (SHARED_DIAL_CODE_WINNERS in
//   countries.ts: US for +1, RU for +7, ...).
import { COUNTRIES, countryByCode, countryByDialCode, type Country } from './countries';

export interface ParsedPhone {
  country: Country;
  /** The digits after the dial code ('' when there are none). */
  national: string;
}

/** The country of a number that has no (known) dial code. */
export const DEFAULT_PHONE_COUNTRY_CODE = 'GB';
const DEFAULT_COUNTRY = countryByCode(DEFAULT_PHONE_COUNTRY_CODE) as Country;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Every dial code as bare digits with the country it reads back as, longest first. */
const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dialCode))]
  .map((dialCode) => ({ digits: digitsOf(dialCode), country: countryByDialCode(dialCode) as Country }))
  .sort((a, b) => b.digits.length - a.digits.length);

/**
 * Splits a stored number into country and national number. Spaces, hyphens, parentheses and dots
 * are ignored. With '+' (or '00') the longest matching dial code wins ('+44 1624 …' is the Isle of
 * Man, '+44 1623 …' the United Kingdom). A number without '+'/'00', or whose digits match no dial
 * code, is GB with all the digits of the input as the national number. Empty input is GB with ''.
 */
export function parsePhone(stored: string | null | undefined): ParsedPhone {
  const cleaned = (stored ?? '').replace(/[\s\-().]/g, '');
  const digits = digitsOf(cleaned);
  const international = cleaned.startsWith('+') ? digits : cleaned.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    const match = DIAL_CODES.find((d) => international.startsWith(d.digits));
    if (match) return { country: match.country, national: international.slice(match.digits.length) };
  }
  return { country: DEFAULT_COUNTRY, national: digits };
}

/**
 * Display form "JM +1-876 5551234"; '' when there is no number. The country is its ISO code, not
 * a flag emoji: Linux shows those as boxes and Windows as two letters anyway.
 */
export function formatPhone(stored: string | null | undefined): string {
  const { country, national } = parsePhone(stored);
  return national ? `${country.code} ${country.dialCode} ${national}` : '';
}

/**
 * Stored form: '+', the dial code's digits and the national digits (anything else dropped), e.g.
 * ('JM', '555 1234') → '+18765551234'. '' when the national number has no digits. An unknown
 * country code falls back to GB, like parsing does.
 *
 * Round trip: parsePhone(composePhone(c, n)) gives the winner of c's dial code and the digits of
 * n, unless those digits begin with a longer dial code's extra digits (a '+1' number starting
 * with 876 reads back as Jamaica), which longest-match makes intentional.
 */
export function composePhone(country: Country | string, national: string | null | undefined): string {
  const target = typeof country === 'string' ? (countryByCode(country) ?? DEFAULT_COUNTRY) : country;
  const digits = digitsOf(national ?? '');
  return digits ? `+${digitsOf(target.dialCode)}${digits}` : '';
}

/**
 * A number a text message can go to: '+', a country code and the number, 7 to 15 digits in all
 * (E.164), once spaces, hyphens, parentheses and dots are dropped: '+44 7700 900123' gives
 * '+447700900123'. Null for anything else (no '+', letters, too short or too long).
 */
export function internationalNumber(value: string | null | undefined): string | null {
  const cleaned = (value ?? '').trim().replace(/[\s\-().]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(cleaned) ? cleaned : null;
}
