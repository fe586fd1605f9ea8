// The analytics screen's address: which view it shows and its time frame and filter, so a reload
// or a shared link opens the same figures (institution_id and patient_id pick
// the view). The overview's institution FILTER (super_admin) is a different thing from the
// institution VIEW, so it has its own name.
import { ANALYTICS_TIMEFRAMES, DEFAULT_ANALYTICS_TIMEFRAME, type AnalyticsTimeframe } from '@lab/shared';
import { positiveIntegerParam } from '@lab/shared/react';

export const ANALYTICS_PARAMS = {
  /** The patient view (?patient_id=9). */
  patient: 'patient_id',
  /** The institution view (?institution_id=4&timeframe=90). */
  institutionView: 'institution_id',
  /** The overview's institution filter (?institution=4). */
  institutionFilter: 'institution',
  /** Days: one of ANALYTICS_TIMEFRAMES. */
  timeframe: 'timeframe',
} as const;

/** The time frame of the address; the default (30) when it is missing or not one of 7, 30, 90, 365. */
export function timeframeParam(value: string | null): AnalyticsTimeframe {
  const days = Number(value);
  return (ANALYTICS_TIMEFRAMES as readonly number[]).includes(days) ? (days as AnalyticsTimeframe) : DEFAULT_ANALYTICS_TIMEFRAME;
}

export type AnalyticsView =
  | { kind: 'patient'; patientId: number }
  | { kind: 'institution'; institutionId: number; timeframe: AnalyticsTimeframe }
  | { kind: 'overview'; timeframe: AnalyticsTimeframe; institutionFilter: number | undefined };

/** The view the address asks for: patient_id first, then institution_id, else the overview (unreadable ids are ignored). */
export function analyticsView(params: URLSearchParams): AnalyticsView {
  const timeframe = timeframeParam(params.get(ANALYTICS_PARAMS.timeframe));
  const patientId = positiveIntegerParam(params.get(ANALYTICS_PARAMS.patient));
  if (patientId) return { kind: 'patient', patientId };
  const institutionId = positiveIntegerParam(params.get(ANALYTICS_PARAMS.institutionView));
  if (institutionId) return { kind: 'institution', institutionId, timeframe };
  return { kind: 'overview', timeframe, institutionFilter: positiveIntegerParam(params.get(ANALYTICS_PARAMS.institutionFilter)) };
}

/** The overview at a time frame. */
export const overviewPath = (timeframe: AnalyticsTimeframe) => `/analytics?${ANALYTICS_PARAMS.timeframe}=${timeframe}`;

/** One institution's view at a time frame. */
export const institutionViewPath = (id: number, timeframe: AnalyticsTimeframe) =>
  `/analytics?${ANALYTICS_PARAMS.institutionView}=${id}&${ANALYTICS_PARAMS.timeframe}=${timeframe}`;
