import dayjs from 'dayjs';

/** Whole years from a date of birth (YYYY-MM-DD) to `today`; null without a valid date. */
export function patientAge(dateOfBirth: string | null | undefined, today = dayjs()): number | null {
  if (!dateOfBirth) return null;
  const born = dayjs(dateOfBirth);
  if (!born.isValid()) return null;
  return Math.max(0, today.diff(born, 'year'));
}
