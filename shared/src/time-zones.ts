// Institution time zones (IANA names such as 'Europe/London'): the reminders' due times and texts
// are in the institution's zone, the server's (TZ) when it has none. Pure: the API and the admin
// form check a name the same way.

/** The longest name accepted (the IANA names are at most about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

export const INVALID_TIME_ZONE = 'Time zone must be an IANA name such as Europe/London';

/** True for a non-empty name of at most TIME_ZONE_MAX_LENGTH characters that Intl knows as a time zone. */
export function isValidTimeZone(name: string): boolean {
  if (typeof name !== 'string' || name === '' || name.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zones this runtime knows, sorted, with 'UTC' (which Intl's list leaves out) among them. */
export function timeZoneOptions(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC'])].sort();
}
