// How the portal writes dates. Every page formats through these, so one date reads the same everywhere.
import dayjs from 'dayjs';

export type DateValue = string | number | Date | null | undefined;

/** Shown where a date is missing or unreadable. */
export const NO_DATE = '—';

function formatValid(value: DateValue, pattern: string, whenMissing: string): string {
  if (value === null || value === undefined || value === '') return whenMissing;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : whenMissing;
}

/** A moment, as every screen shows it (short month, day, year, hour, minute): 'Nov 22, 2026, 14:05'. */
export function formatDateTime(value: DateValue, whenMissing = NO_DATE): string {
  return formatValid(value, 'MMM D, YYYY, HH:mm', whenMissing);
}

/** A calendar date, such as a date of birth: '17 Mar 1984'. */
export function formatDate(value: DateValue, whenMissing = NO_DATE): string {
  return formatValid(value, 'DD MMM YYYY', whenMissing);
}

/** A day of a short series, as a chart labels it: 'Mon 16'. */
export function formatDay(value: DateValue): string {
  return formatValid(value, 'ddd D', NO_DATE);
}

/** A day of a short series, spelled out for screen readers: 'Mon 16 Nov'. */
export function formatDayWithMonth(value: DateValue): string {
  return formatValid(value, 'ddd D MMM', NO_DATE);
}

/** The value of a date input: '2026-11-22'; empty without a date. */
export function formatIsoDate(value: DateValue): string {
  return formatValid(value, 'YYYY-MM-DD', '');
}
