// The contact fields the forms share (patients, institutions): trimmed text with blanks as null,
// an email address and a phone number, checked the same way everywhere.
import { badRequest } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, dashes and parentheses, with an optional leading +: stored as typed (trimmed). */
const PHONE = /^\+?[0-9][0-9 ()-]{3,30}$/;

export const INVALID_EMAIL = 'Email must be a valid email address';
export const INVALID_PHONE = 'Phone number must contain only digits, spaces, dashes and an optional leading +';

/** The one check of an email address's shape (the test notification's too). */
export const isEmailAddress = (value: string) => EMAIL.test(value);

/** Trimmed text; blank (or absent) is null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** An email address, trimmed and lower-cased; blank is null; anything else that is not an address is a 400. */
export function optionalEmail(value: string | null | undefined): string | null {
  const email = optionalText(value);
  if (email !== null && !EMAIL.test(email)) throw badRequest(INVALID_EMAIL);
  return email?.toLowerCase() ?? null;
}

/** A phone number, trimmed; blank is null; anything but digits, spaces, dashes, parentheses and a leading + is a 400. */
export function optionalPhone(value: string | null | undefined): string | null {
  const phone = optionalText(value);
  if (phone !== null && !PHONE.test(phone)) throw badRequest(INVALID_PHONE);
  return phone;
}
