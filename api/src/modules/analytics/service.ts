import {
  ACTIVITY_FILTER,
  ANALYTICS_MESSAGES,
  type AnalyticsQuery,
  type AnalyticsTimeframe,
  areaScope,
  type AuditSummaryEntry,
  canAccess,
  canUseResults,
  type DashboardQuery,
  type DashboardResponse,
  hasProviderWideView,
  type InstitutionAnalytics,
  type InstitutionDetailAnalytics,
  PATIENT_MESSAGES,
  type PatientAnalytics,
  type TestTypeAnalytics,
  type UserActivity,
  type UserActivityQuery,
} from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { INSTITUTION_NOT_FOUND, requireInstitutionInScope } from '../../platform/scope';
import { recentActivity, type ListedActivity } from './activity-queries';
import { selectInstitutionDetail, selectPatientAnalytics } from './detail-queries';
import { selectAuditSummary, selectInstitutionFigures, selectTestTypes, selectUserActivity } from './general-queries';
import * as queries from './queries';
import { daysBack } from './window';

/** The dashboard's query once validated: its schema's defaults filled these in. */
export type FilledDashboardQuery = DashboardQuery & Required<Pick<DashboardQuery, 'timeframe' | 'activity_filter' | 'include_user_activity'>>;

/**
 * The dashboard's figures, computed in the caller's scope. Figures of areas the caller
 * cannot reach are absent (patients, fulfillment, inventory) or zero (requests, results: their
 * cards always show); institution and clinician figures only for the provider-wide view.
 */
export async function getDashboard(db: Db, caller: Caller, query: FilledDashboardQuery): Promise<DashboardResponse> {
  const { user, scope } = caller;
  const since = daysBack(query.timeframe);
  const providerWide = hasProviderWideView(user);
  if (query.activity_filter === ACTIVITY_FILTER.byInstitution && query.institution_id) requireInstitutionInScope(scope, query.institution_id);
  if (query.activity_filter === ACTIVITY_FILTER.byClinician && query.clinician_id && !(await queries.isClinicianInScope(db, scope, query.clinician_id))) {
    throw notFound(ANALYTICS_MESSAGES.clinicianNotFound);
  }
  const kinds: ListedActivity[] = [];
  if (canAccess(user, 'tests')) kinds.push('test_request');
  if (canAccess(user, 'results')) kinds.push('result');
  if (canAccess(user, 'patients')) kinds.push('patient');
  if (canAccess(user, 'fulfillment')) kinds.push('fulfillment');
  // every figure at once, each on its own pooled connection
  const figure = <T>(allowed: boolean, read: () => Promise<T>): Promise<T | undefined> => (allowed ? read() : Promise.resolve(undefined));
  const [activity, testRequests, newPatients, completed, criticalOpen, pending, lowStock, activeInstitutions, byActivity, clinicians, trends] = await Promise.all([
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
    figure(canUseResults(user), () => queries.countCriticalUnacknowledged(db, scope)),
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
    results: { completed: completed ?? 0, ...(criticalOpen !== undefined ? { critical_unacknowledged: criticalOpen } : {}) },
    ...(pending !== undefined ? { fulfillment: { pending } } : {}),
    ...(lowStock !== undefined ? { inventory: { low_stock_count: lowStock } } : {}),
    ...(providerWide ? { institutions: { active: activeInstitutions ?? 0, by_activity: byActivity ?? [] }, clinicians: { total: clinicians ?? 0 } } : {}),
    test_trends: trends ?? [],
    recent_activity: activity,
  };
}

/** A time frame and an optional institution, checked against the caller's scope (another institution is 404). */
type ScopedQuery = Required<Pick<AnalyticsQuery, 'timeframe'>> & AnalyticsQuery;
function narrowed(caller: Caller, query: ScopedQuery) {
  if (query.institution_id) requireInstitutionInScope(caller.scope, query.institution_id);
  return { scope: caller.scope, since: daysBack(query.timeframe), institutionId: query.institution_id };
}

/** Test types requested in the time frame. */
export function listTestTypes(db: Db, caller: Caller, query: ScopedQuery): Promise<TestTypeAnalytics[]> {
  const { scope, since, institutionId } = narrowed(caller, query);
  return selectTestTypes(db, scope, since, institutionId);
}

/** Users in the caller's scope with what they did in the time frame. */
export function listUserActivity(db: Db, caller: Caller, query: ScopedQuery & UserActivityQuery): Promise<UserActivity[]> {
  const { scope, since, institutionId } = narrowed(caller, query);
  return selectUserActivity(db, scope, { role: query.role, since, institutionId });
}

/** Audited actions per day in the time frame. */
export function auditSummary(db: Db, caller: Caller, query: ScopedQuery): Promise<AuditSummaryEntry[]> {
  const { scope, since, institutionId } = narrowed(caller, query);
  return selectAuditSummary(db, scope, since, institutionId);
}

/** Every institution with its figures; provider-wide callers only (route policy). */
export function listInstitutionActivity(db: Db, timeframe: AnalyticsTimeframe): Promise<InstitutionAnalytics[]> {
  return selectInstitutionFigures(db, daysBack(timeframe));
}

/** One institution's view; 404 outside the caller's scope. */
export async function institutionAnalytics(db: Db, caller: Caller, id: number, timeframe: AnalyticsTimeframe): Promise<InstitutionDetailAnalytics> {
  requireInstitutionInScope(caller.scope, id);
  const figures = await selectInstitutionDetail(db, id, daysBack(timeframe));
  if (!figures) throw notFound(INSTITUTION_NOT_FOUND);
  return figures;
}

/** One patient's view; 404 outside the caller's scope. */
export async function patientAnalytics(db: Db, caller: Caller, id: number): Promise<PatientAnalytics> {
  const figures = await selectPatientAnalytics(db, caller.scope, id);
  if (!figures) throw notFound(PATIENT_MESSAGES.notFound);
  return figures;
}
