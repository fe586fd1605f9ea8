import { INVALID_TIME_ZONE, isValidTimeZone, TIME_ZONE_MAX_LENGTH, timeZoneOptions } from './time-zones';

describe('isValidTimeZone', () => {
  it('accepts IANA names and UTC', () => {
    for (const name of ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC', 'Etc/GMT+1']) {
      expect([name, isValidTimeZone(name)]).toEqual([name, true]);
    }
  });

  it('refuses empty, unknown, padded and overlong names', () => {
    for (const name of ['', ' ', 'Mars/Olympus_Mons', 'Europe/London ', 'London', 'GMT+25', `Europe/${'x'.repeat(TIME_ZONE_MAX_LENGTH)}`]) {
      expect([name, isValidTimeZone(name)]).toEqual([name, false]);
    }
  });

  it('refuses a non-string that slipped past the types', () => {
    expect(isValidTimeZone(undefined as unknown as string)).toBe(false);
    expect(isValidTimeZone(null as unknown as string)).toBe(false);
  });

  it('says what is expected', () => {
    expect(INVALID_TIME_ZONE).toBe('Time zone must be an IANA name such as Europe/London');
  });
});

describe('timeZoneOptions', () => {
  it('lists the known zones sorted, without duplicates, UTC included, each one valid', () => {
    const options = timeZoneOptions();
    expect(options.length).toBeGreaterThan(300);
    expect(options).toEqual([...options].sort());
    expect(new Set(options).size).toBe(options.length);
    expect(options).toEqual(expect.arrayContaining(['UTC', 'Europe/London', 'America/New_York']));
    expect(options.filter((name) => !isValidTimeZone(name))).toEqual([]);
  });

  it('answers a fresh array each time', () => {
    const first = timeZoneOptions();
    first.length = 0;
    expect(timeZoneOptions().length).toBeGreaterThan(300);
  });
});
