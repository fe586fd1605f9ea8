import { ACTIVITY_FILTER, areaScope, canAccess, hasProviderWideView, type DashboardQuery, type DashboardResponse, type InstitutionAnalytics, type UserActivity, type UserActivityQuery } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { requireInstitutionInScope } from '../../platform/scope';
import { recentActivity, type ListedActivity } from './activity-queries';
import * as queries from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBack = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The dashboard of spec 1 section 3, computed in the caller's scope. Figures of areas the caller
 * cannot reach are absent (patients, fulfillment, inventory) or zero (requests, results: their
 * cards always show); institution and clinician figures only for the provider-wide view.
 */
export async function getDashboard(db: Db, caller: Caller, query: DashboardQuery): Promise<DashboardResponse> {
  const { user, scope } = caller;
  const since = daysBack(query.timeframe);
  const providerWide = hasProviderWideView(user);
  if (query.activity_filter === ACTIVITY_FILTER.byInstitution && query.institution_id) requireInstitutionInScope(scope, query.institution_id);
  if (query.activity_filter === ACTIVITY_FILTER.byClinician && query.clinician_id && !(await queries.isClinicianInScope(db, scope, query.clinician_id))) {
    throw notFound('Clinician not found');
  }
  const kinds: ListedActivity[] = [];
  if (canAccess(user, 'tests')) kinds.push('test_request');
  if (canAccess(user, 'results')) kinds.push('result');
  if (canAccess(user, 'patients')) kinds.push('patient');
  if (canAccess(user, 'fulfillment')) kinds.push('fulfillment');
  // every figure at once, each on its own pooled connection
  const figure = <T>(allowed: boolean, read: () => Promise<T>): Promise<T | undefined> => (allowed ? read() : Promise.resolve(undefined));
  const [activity, testRequests, newPatients, completed, pending, lowStock, activeInstitutions, byActivity, clinicians, trends] = await Promise.all([
    recentActivity(db, {
      kinds,
      scope,
      fulfillmentScope: areaScope(user, 'fulfillment'),
      institutionId: query.activity_filter === ACTIVITY_FILTER.byInstitution ? query.institution_id : undefined,
      clinicianId: query.activity_filter === ACTIVITY_FILTER.byClinician ? query.clinician_id : undefined,
      withNames: providerWide && query.include_user_activity,
      // A patient's name is shown only to those who may open the patients area.
      withPatientNames: canAccess(user, 'patients'),
    }),
    figure(canAccess(user, 'tests'), () => queries.countTestRequests(db, scope, since)),
    figure(canAccess(user, 'patients'), () => queries.countNewPatients(db, scope, since)),
    figure(canAccess(user, 'results'), () => queries.countCompletedResults(db, scope, since)),
    figure(canAccess(user, 'fulfillment'), () => queries.countPendingFulfillment(db, areaScope(user, 'fulfillment'))),
    figure(canAccess(user, 'inventory'), () => queries.countLowStock(db, areaScope(user, 'inventory'))),
    figure(providerWide, () => queries.countActiveInstitutions(db, since)),
    figure(providerWide, () => queries.institutionsByActivity(db, since)),
    figure(providerWide, () => queries.countActiveClinicians(db)),
    figure(canAccess(user, 'tests'), () => queries.testTrends(db, scope)),
  ]);
  return {
    test_requests: { total: testRequests ?? 0 },
    ...(newPatients !== undefined ? { patients: { total: newPatients } } : {}),
    results: { completed: completed ?? 0 },
    ...(pending !== undefined ? { fulfillment: { pending } } : {}),
    ...(lowStock !== undefined ? { inventory: { low_stock_count: lowStock } } : {}),
    ...(providerWide ? { institutions: { active: activeInstitutions ?? 0, by_activity: byActivity ?? [] }, clinicians: { total: clinicians ?? 0 } } : {}),
    test_trends: trends ?? [],
    recent_activity: activity,
  };
}

/** Every institution with its counts (spec 3 "General analytics: Institutions"); provider-wide callers only (route policy). */
export function listInstitutionActivity(db: Db, timeframe: number): Promise<InstitutionAnalytics[]> {
  return queries.selectInstitutionActivity(db, daysBack(timeframe));
}

/** Users in the caller's scope with what they did in the window (spec 3 "User activity"). */
export function listUserActivity(db: Db, caller: Caller, query: Required<Pick<UserActivityQuery, 'timeframe'>> & UserActivityQuery): Promise<UserActivity[]> {
  if (query.institution_id) requireInstitutionInScope(caller.scope, query.institution_id);
  return queries.selectUserActivity(db, caller.scope, { role: query.role, since: daysBack(query.timeframe), institutionId: query.institution_id });
}
