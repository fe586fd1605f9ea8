import dayjs from 'dayjs';

/** Spec 3 section 9: short month, day, year, hour, minute, e.g. 'Nov 22, 2026, 14:05'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY, HH:mm') : '—';
}
