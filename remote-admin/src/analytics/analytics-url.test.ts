import { analyticsView, institutionViewPath, overviewPath, timeframeParam } from './analytics-url';

const view = (query: string) => analyticsView(new URLSearchParams(query));

describe('the analytics address', () => {
  it.each([
    [null, 30],
    ['7', 7],
    ['365', 365],
    ['12', 30],
    ['abc', 30],
  ])('reads the time frame %p as %p', (value, days) => {
    expect(timeframeParam(value)).toBe(days);
  });

  it('picks the patient view, then the institution view, else the overview with its filter', () => {
    expect(view('patient_id=9&institution_id=4')).toEqual({ kind: 'patient', patientId: 9 });
    expect(view('institution_id=4&timeframe=90')).toEqual({ kind: 'institution', institutionId: 4, timeframe: 90 });
    expect(view('institution=4&timeframe=7')).toEqual({ kind: 'overview', timeframe: 7, institutionFilter: 4 });
    expect(view('patient_id=x&institution_id=-1')).toEqual({ kind: 'overview', timeframe: 30, institutionFilter: undefined });
  });

  it('links the overview and an institution at a time frame', () => {
    expect(overviewPath(90)).toBe('/analytics?timeframe=90');
    expect(institutionViewPath(4, 365)).toBe('/analytics?institution_id=4&timeframe=365');
  });
});
