import { ageOn, flagFor, flagLabel, matchRange, NO_RANGE_TEXT, rangeLabel, type ReferenceRange, referenceRangesProblem } from './reference-ranges';

const range = (over: Partial<ReferenceRange> = {}): ReferenceRange => ({
  sex: 'any',
  age_from: 0,
  age_to: null,
  age_unit: 'years',
  low: 3.5,
  high: 5.1,
  critical_low: 2.5,
  critical_high: 6.5,
  units: 'mmol/L',
  ...over,
});

describe('flagFor', () => {
  const potassium = range();
  it.each([
    [2.4, 'LL'],
    [2.5, 'L'], // at the critical low: low, not critical
    [2.6, 'L'],
    [3.4, 'L'],
    [3.5, 'N'], // at the low limit: normal
    [3.6, 'N'],
    [5.0, 'N'],
    [5.1, 'N'], // at the high limit: normal
    [5.2, 'H'],
    [6.4, 'H'],
    [6.5, 'H'], // at the critical high: high, not critical
    [6.6, 'HH'],
  ])('%p is %p', (value, flag) => {
    expect(flagFor(value, potassium)).toBe(flag);
  });

  it('gives no flag without a range, never a Normal', () => {
    expect(flagFor(4, null)).toBeNull();
    expect(flagLabel(null)).toBe(NO_RANGE_TEXT);
  });

  it('flags only on the sides that have limits', () => {
    const onlyHigh = range({ low: null, critical_low: null, critical_high: null });
    expect(flagFor(-100, onlyHigh)).toBe('N');
    expect(flagFor(5.2, onlyHigh)).toBe('H');
    expect(flagFor(1000, onlyHigh)).toBe('H');
  });

  it('flags a bound only as far as it proves', () => {
    expect(flagFor(2, potassium, '<')).toBe('LL'); // below 2, so below the critical 2.5
    expect(flagFor(2.5, potassium, '<')).toBe('LL'); // below 2.5
    expect(flagFor(2.5, potassium, '<=')).toBe('L'); // may be 2.5: low, not proven critical
    expect(flagFor(3, potassium, '<')).toBe('L');
    expect(flagFor(5, potassium, '<')).toBeNull(); // anything from critical to normal
    expect(flagFor(7, potassium, '>')).toBe('HH');
    expect(flagFor(6.5, potassium, '>=')).toBe('H');
    expect(flagFor(4, potassium, '>')).toBeNull();
    const onlyHigh = range({ low: null, critical_low: null, critical_high: null, high: 5.2 });
    expect(flagFor(5, onlyHigh, '<')).toBe('N'); // cholesterol < 5 is normal
  });
});

describe('ageOn', () => {
  it('counts completed days, months and years', () => {
    expect(ageOn('2026-11-20', '2026-11-26', 'days')).toBe(6);
    expect(ageOn('2026-10-26', '2026-11-25', 'months')).toBe(0);
    expect(ageOn('2026-10-26', '2026-11-26', 'months')).toBe(1);
    expect(ageOn('2008-11-26', '2026-11-25', 'years')).toBe(17);
    expect(ageOn('2008-11-26', '2026-11-26', 'years')).toBe(18); // the birthday itself
  });
});

describe('matchRange', () => {
  const newborn = { ...range({ age_from: 0, age_to: 7, age_unit: 'days', low: 1, high: 10 }), id: 1 };
  const neonate = { ...range({ age_from: 7, age_to: 30, age_unit: 'days', low: 2, high: 20 }), id: 2 };
  const infant = { ...range({ age_from: 1, age_to: 12, age_unit: 'months', low: 2.5, high: 25 }), id: 7 };
  const child = { ...range({ age_from: 1, age_to: 18, age_unit: 'years', low: 3, high: 30 }), id: 3 };
  const men = { ...range({ sex: 'male', age_from: 18, age_to: null, low: 4, high: 40 }), id: 4 };
  const women = { ...range({ sex: 'female', age_from: 18, age_to: null, low: 5, high: 50 }), id: 5 };
  const adults = { ...range({ age_from: 18, age_to: null, low: 6, high: 60 }), id: 6 };
  const ranges = [newborn, neonate, infant, child, men, women, adults];
  const on = '2026-11-26';

  it('matches by sex and age on the collection day', () => {
    expect(matchRange(ranges, { gender: 'Female', date_of_birth: '2026-11-23' }, on)?.id).toBe(1); // 3 days old
    expect(matchRange(ranges, { gender: 'Female', date_of_birth: '2026-11-19' }, on)?.id).toBe(2); // 7 days: the next band
    expect(matchRange(ranges, { gender: 'Male', date_of_birth: '2026-06-01' }, on)?.id).toBe(7); // 5 months
    expect(matchRange(ranges, { gender: 'Male', date_of_birth: '2010-05-01' }, on)?.id).toBe(3);
    expect(matchRange(ranges, { gender: 'Male', date_of_birth: '2008-11-26' }, on)?.id).toBe(4); // 18 today
    expect(matchRange(ranges, { gender: 'Male', date_of_birth: '2008-11-27' }, on)?.id).toBe(3); // 18 tomorrow
    expect(matchRange(ranges, { gender: 'Female', date_of_birth: '1980-01-01' }, on)?.id).toBe(5);
  });

  it('falls back to a range for any sex when the sex has none or is not recorded', () => {
    expect(matchRange(ranges, { gender: 'Other', date_of_birth: '1980-01-01' }, on)?.id).toBe(6);
    expect(matchRange(ranges, { gender: null, date_of_birth: '1980-01-01' }, on)?.id).toBe(6);
  });

  it('matches nothing without a fitting band, or without a birth date unless a band covers every age', () => {
    expect(matchRange([men], { gender: 'Female', date_of_birth: '1980-01-01' }, on)).toBeNull();
    expect(matchRange(ranges, { gender: 'Male', date_of_birth: null }, on)).toBeNull();
    const everyone = { ...range(), id: 9 };
    expect(matchRange([everyone], { gender: 'Male', date_of_birth: null }, on)?.id).toBe(9);
    expect(matchRange([], { gender: 'Male', date_of_birth: '1980-01-01' }, on)).toBeNull();
  });

  it('matches nothing for a collection day before the birth', () => {
    expect(matchRange([child], { gender: 'Male', date_of_birth: '2027-01-01' }, on)).toBeNull();
  });
});

describe('referenceRangesProblem', () => {
  it('accepts adjacent bands, and bands of different sexes that overlap', () => {
    expect(referenceRangesProblem([range({ age_to: 18 }), range({ age_from: 18 }), range({ sex: 'male', age_from: 18 })])).toBeNull();
    expect(referenceRangesProblem([range({ age_unit: 'months', age_to: 12 }), range({ age_from: 1 })])).toBeNull();
  });

  it('names both ranges of an overlap of one sex, across units', () => {
    expect(referenceRangesProblem([range({ sex: 'female', age_from: 18, age_to: 65 }), range({ sex: 'female', age_from: 60 })])).toBe(
      'Reference ranges overlap: Female, 18-65 years and Female, from 60 years',
    );
    expect(referenceRangesProblem([range({ age_unit: 'days', age_to: 60 }), range({ age_unit: 'months', age_from: 1, age_to: 12 })])).toBe(
      'Reference ranges overlap: Any sex, 0-60 days and Any sex, 1-12 months',
    );
  });

  it('refuses limits out of order', () => {
    expect(referenceRangesProblem([range({ age_from: 5, age_to: 5 })])).toMatch(/age "to" must be greater/);
    expect(referenceRangesProblem([range({ low: 6, high: 5 })])).toMatch(/low must not be above high/);
    expect(referenceRangesProblem([range({ critical_low: 4 })])).toMatch(/critical low must not be above low/);
    expect(referenceRangesProblem([range({ critical_high: 5 })])).toMatch(/critical high must not be below high/);
    expect(referenceRangesProblem([range({ low: null, high: null, critical_low: 5, critical_high: 5 })])).toMatch(/critical low must be below critical high/);
  });

  it('labels a range by sex and age band', () => {
    expect(rangeLabel(range())).toBe('Any sex, all ages');
    expect(rangeLabel(range({ sex: 'male', age_from: 0, age_to: 28, age_unit: 'days' }))).toBe('Male, 0-28 days');
  });
});
