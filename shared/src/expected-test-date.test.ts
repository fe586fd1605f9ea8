import { expectedTestDateTime } from './test-request-rules';

describe('expectedTestDateTime: 12:00 of the chosen day on the clocks of the zone', () => {
  it('is 12:00 UTC without a zone, from a date or a date-time', () => {
    expect(expectedTestDateTime('2026-07-01')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(expectedTestDateTime('2026-07-01T08:30:00Z')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('follows the zone and its daylight-saving time', () => {
    expect(expectedTestDateTime('2026-07-01', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(expectedTestDateTime('2026-12-01', 'Europe/London')?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(expectedTestDateTime('2026-03-29', 'Europe/London')?.toISOString()).toBe('2026-03-29T11:00:00.000Z'); // the day the clocks go forward
    expect(expectedTestDateTime('2026-07-01', 'America/New_York')?.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    // Auckland is 13 hours ahead in December: noon there is 23:00 UTC the day before
    expect(expectedTestDateTime('2026-12-01', 'Pacific/Auckland')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    expect(expectedTestDateTime('2026-02-30')).toBeNull();
    expect(expectedTestDateTime('next week')).toBeNull();
  });
});
