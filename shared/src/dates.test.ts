import { formatDate, formatDateTime, formatDay, formatDayWithMonth, formatIsoDate, NO_DATE } from './dates';

describe('date formats', () => {
  it('writes a moment as short month, day, year, hour and minute', () => {
    expect(formatDateTime('2026-11-22T14:05:00')).toBe('Nov 22, 2026, 14:05');
    expect(formatDateTime(new Date(2026, 11, 1, 9, 30))).toBe('Dec 1, 2026, 09:30');
  });

  it('writes a calendar date with the day first', () => {
    expect(formatDate('1984-03-17')).toBe('17 Mar 1984');
  });

  it('labels the days of a series with their weekday', () => {
    expect(formatDay('2026-11-16')).toBe('Mon 16');
    expect(formatDayWithMonth('2026-11-16')).toBe('Mon 16 Nov');
  });

  it('gives a date input its YYYY-MM-DD value', () => {
    expect(formatIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(formatIsoDate(null)).toBe('');
  });

  it("shows '—', or the caller's text, for a missing or unreadable date", () => {
    expect(formatDateTime(null)).toBe(NO_DATE);
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTime(null, 'N/A')).toBe('N/A');
  });
});
