import { flagFromInterpretation as flag } from './lab-interpretation';

// 3.5 - 5.1, critical below 2.5 and above 6.5 (potassium)
const range = { low: 3.5, high: 5.1, critical_low: 2.5, critical_high: 6.5 };

describe('flagFromInterpretation', () => {
  it('without a code, or with one it does not read, flags from the range alone', () => {
    expect(flag(null, 5.5, range)).toBe('H');
    expect(flag('POS', 7, range)).toBe('HH');
    expect(flag('W', 4, range)).toBe('N');
    expect(flag(undefined, 4, null)).toBeNull();
  });

  it('takes the severity the lab gives, in the direction it gives', () => {
    expect(flag('H', 5.5, range)).toBe('H');
    expect(flag('HH', 5.5, range)).toBe('HH');
    expect(flag('LL', 3.0, range)).toBe('LL');
    expect(flag('L', 4, range)).toBe('L'); // the lab's own range may differ from ours
    expect(flag('N', 4, range)).toBe('N');
  });

  it('never lowers the severity the range shows', () => {
    expect(flag('H', 7, range)).toBe('HH');
    expect(flag('N', 7, range)).toBe('HH');
    expect(flag('N', 5.5, range)).toBe('H');
    expect(flag('A', 2, range)).toBe('LL');
  });

  it('A and AA take the side of the range the value lies toward', () => {
    expect(flag('A', 4.0, range)).toBe('L'); // below the midpoint 4.3
    expect(flag('A', 4.5, range)).toBe('H');
    expect(flag('AA', 4.0, range)).toBe('LL');
    expect(flag('AA', 5.5, range)).toBe('HH'); // the range's direction
    expect(flag('A', 1, { low: null, high: 5, critical_low: null, critical_high: null })).toBe('H');
    expect(flag('A', 30, { low: 20, high: null, critical_low: null, critical_high: null })).toBe('L');
    expect(flag('AA', 4, null)).toBeNull(); // no side to give it
  });

  it('off scale (> and <) is at least H or L', () => {
    expect(flag('>', 5, range, '>')).toBe('H');
    expect(flag('>', 7, range, '>')).toBe('HH');
    expect(flag('<', 0.1, null, '<')).toBe('L');
  });

  it('keeps the range side when the code points the other way', () => {
    expect(flag('H', 3, range)).toBe('L');
    expect(flag('HH', 3, range)).toBe('LL');
  });

  it('honours the comparator when the range alone decides', () => {
    expect(flag(null, 3, range, '<')).toBe('L');
    expect(flag(null, 5, range, '<')).toBeNull(); // <5 may or may not be low
    expect(flag('N', 5, range, '<')).toBe('N');
  });
});
