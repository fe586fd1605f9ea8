import { deltaLimitProblem, deltaWindowProblem, MARKER_MESSAGES, MAX_REFERENCE_RANGES, referenceRangeInputProblem } from './marker-rules';
import type { ReferenceRange } from './reference-ranges';

const range = (patch: Partial<ReferenceRange> = {}): ReferenceRange => ({
  sex: 'any', age_from: 0, age_to: null, age_unit: 'years', low: 1, high: 2, critical_low: null, critical_high: null, units: null, ...patch,
});

describe('referenceRangeInputProblem', () => {
  it('accepts sane ranges', () => {
    expect(referenceRangeInputProblem([range({ age_to: 18 }), range({ age_from: 18 }), range({ sex: 'female', age_from: 0, age_to: 1800, age_unit: 'months' })])).toBeNull();
  });

  it('refuses more ranges than a marker needs', () => {
    const many = Array.from({ length: MAX_REFERENCE_RANGES + 1 }, (_, i) => range({ age_from: i, age_to: i + 1 }));
    expect(referenceRangeInputProblem(many)).toBe(MARKER_MESSAGES.tooManyRanges);
  });

  it('refuses ages beyond the unit or not whole', () => {
    expect(referenceRangeInputProblem([range({ age_from: 151 })])).toBe('Reference range Any sex, from 151 years: ages are whole numbers from 0 to 150 years');
    expect(referenceRangeInputProblem([range({ age_from: 1.5, age_unit: 'days' })])).toMatch(/whole numbers from 0 to 54750 days/);
    expect(referenceRangeInputProblem([range({ age_from: -1 })])).toMatch(/whole numbers/);
  });

  it('refuses limits out of bounds', () => {
    expect(referenceRangeInputProblem([range({ high: 1e12 })])).toMatch(/limits are numbers between/);
  });

  it('names both ranges of an overlap, and a range whose limits are out of order', () => {
    expect(referenceRangeInputProblem([range({ age_to: 20 }), range({ age_from: 18 })])).toBe('Reference ranges overlap: Any sex, 0-20 years and Any sex, from 18 years');
    expect(referenceRangeInputProblem([range({ low: 5, high: 2 })])).toBe('Reference range Any sex, all ages: low must not be above high');
  });
});

describe('delta rule', () => {
  it('takes no limit or one above 0', () => {
    expect(deltaLimitProblem(null)).toBeNull();
    expect(deltaLimitProblem(0.5)).toBeNull();
    expect(deltaLimitProblem(0)).toBe(MARKER_MESSAGES.deltaLimitInvalid);
    expect(deltaLimitProblem(-3)).toBe(MARKER_MESSAGES.deltaLimitInvalid);
  });

  it('takes a window of 1 to 3650 whole days', () => {
    expect(deltaWindowProblem(1)).toBeNull();
    expect(deltaWindowProblem(3650)).toBeNull();
    expect(deltaWindowProblem(0)).toBe(MARKER_MESSAGES.deltaWindowInvalid);
    expect(deltaWindowProblem(3651)).toBe(MARKER_MESSAGES.deltaWindowInvalid);
    expect(deltaWindowProblem(2.5)).toBe(MARKER_MESSAGES.deltaWindowInvalid);
  });
});
