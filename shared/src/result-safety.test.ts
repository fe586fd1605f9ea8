import { criticalValues, deltaFails, mayReleaseOwnWork, unacknowledgedCriticals } from './result-safety';

describe('critical values and their call-back', () => {
  const values = [
    { marker_id: 1, value: 2.1, flag: 'LL' },
    { marker_id: 2, value: 140, flag: 'N' },
    { marker_id: 3, value: 7.2, flag: 'HH' },
    { marker_id: 4, value: 9, flag: null },
  ];

  it('lists the critical values only', () => {
    expect(criticalValues(values)).toEqual([
      { marker_id: 1, value: 2.1 },
      { marker_id: 3, value: 7.2 },
    ]);
  });

  it('counts a value as told only when a call-back covered that marker with that value', () => {
    expect(unacknowledgedCriticals(values, [])).toHaveLength(2);
    expect(unacknowledgedCriticals(values, [{ marker_id: 1, value: 2.1 }])).toEqual([{ marker_id: 3, value: 7.2 }]);
    expect(unacknowledgedCriticals(values, [{ marker_id: 1, value: 2.1 }, { marker_id: 3, value: 7.2 }])).toEqual([]);
    // the value changed after the call-back: the new one has not been told
    expect(unacknowledgedCriticals(values, [{ marker_id: 1, value: 2.3 }, { marker_id: 3, value: 7.2 }])).toEqual([{ marker_id: 1, value: 2.1 }]);
  });
});

describe('deltaFails', () => {
  it('checks an absolute change, passing at the limit', () => {
    const rule = { delta_limit: 1, delta_kind: 'absolute' as const };
    expect(deltaFails(rule, 5, 4)).toBe(false);
    expect(deltaFails(rule, 5.01, 4)).toBe(true);
    expect(deltaFails(rule, 2.99, 4)).toBe(true);
  });

  it('checks a percentage of the previous value', () => {
    const rule = { delta_limit: 20, delta_kind: 'percent' as const };
    expect(deltaFails(rule, 120, 100)).toBe(false);
    expect(deltaFails(rule, 121, 100)).toBe(true);
    expect(deltaFails(rule, 79, 100)).toBe(true);
    expect(deltaFails(rule, 0, 0)).toBe(false);
    expect(deltaFails(rule, 1, 0)).toBe(true);
  });

  it('never fails without a limit', () => {
    expect(deltaFails({ delta_limit: null, delta_kind: 'absolute' }, 1000, 1)).toBe(false);
  });
});

describe('mayReleaseOwnWork', () => {
  it('refuses the one who entered or last changed the values, unless the institution turned the rule off', () => {
    expect(mayReleaseOwnWork(true, 7, [7, null])).toBe(false);
    expect(mayReleaseOwnWork(true, 7, [3, 7])).toBe(false);
    expect(mayReleaseOwnWork(true, 8, [3, 7])).toBe(true);
    expect(mayReleaseOwnWork(false, 7, [7, 7])).toBe(true);
  });
});

describe('versionAuthor', () => {
  it("names the person, else where a version came from when no person typed it", async () => {
    const { versionAuthor } = await import('./result-rules');
    expect(versionAuthor({ author_name: 'Hannah', author_lastname: 'Lee', source: 'entry' })).toBe('Hannah Lee');
    expect(versionAuthor({ author_name: null, author_lastname: null, source: 'instrument' })).toBe('Analyzer');
    expect(versionAuthor({ author_name: null, author_lastname: null, source: 'external_lab' })).toBe('External lab');
    expect(versionAuthor({ author_name: null, author_lastname: null })).toBe('—');
  });
});
