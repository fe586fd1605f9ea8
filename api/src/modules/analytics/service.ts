import { areaScope, canAccess, institutionScope, type SessionUser } from '@lab/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { userInstitutions, users } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { requireInstitutionInScope } from '../../platform/scope';
import * as figures from './dashboard-figures';
import { recentActivity, type ActivityItem } from './recent-activity';
import type { DashboardQuery } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clinician the caller may filter by: one working in the caller's scope. */
async function assertClinicianVisible(db: Db, scope: 'all' | number[], clinicianId: number): Promise<void> {
  const [clinician] = await db.select({ id: users.id, institutionId: users.institutionId }).from(users).where(and(eq(users.id, clinicianId), eq(users.role, 'clinician')));
  if (!clinician) throw notFound('Clinician not found');
  if (scope === 'all') return;
  const links = await db.select().from(userInstitutions).where(eq(userInstitutions.userId, clinicianId));
  const theirs = [clinician.institutionId, ...links.map((l) => l.institutionId)];
  if (!theirs.some((id) => id != null && scope.includes(id))) throw notFound('Clinician not found');
}

/**
 * The dashboard of spec 1 section 3, computed in the caller's scope. Figures of areas the caller
 * cannot reach are absent (patients, fulfillment, inventory) or zero (requests, results: their
 * cards always show); institution and clinician figures are for super_admin only.
 */
export async function getDashboard(db: Db, user: SessionUser, query: DashboardQuery) {
  const scope = institutionScope(user);
  const since = new Date(Date.now() - query.timeframe * DAY_MS);
  const superAdmin = user.role === 'super_admin';

  if (query.activity_filter === 'institution' && query.institution_id) requireInstitutionInScope(scope, query.institution_id);
  if (query.activity_filter === 'clinician' && query.clinician_id) await assertClinicianVisible(db, scope, query.clinician_id);

  const kinds: ActivityItem['type'][] = [];
  if (canAccess(user, 'tests')) kinds.push('test_request');
  if (canAccess(user, 'results')) kinds.push('result');
  if (canAccess(user, 'patients')) kinds.push('patient');
  if (canAccess(user, 'fulfillment')) kinds.push('fulfillment');

  const activity = await recentActivity(db, {
    kinds,
    scope,
    fulfillmentScope: areaScope(user, 'fulfillment'),
    institutionId: query.activity_filter === 'institution' ? query.institution_id : undefined,
    clinicianId: query.activity_filter === 'clinician' ? query.clinician_id : undefined,
    withNames: superAdmin && query.include_user_activity,
  });

  return {
    test_requests: { total: canAccess(user, 'tests') ? await figures.countTestRequests(db, scope, since) : 0 },
    ...(canAccess(user, 'patients') ? { patients: { total: await figures.countNewPatients(db, scope, since) } } : {}),
    results: { completed: canAccess(user, 'results') ? await figures.countCompletedResults(db, scope, since) : 0 },
    ...(canAccess(user, 'fulfillment') ? { fulfillment: { pending: await figures.countPendingFulfillment(db, areaScope(user, 'fulfillment')) } } : {}),
    ...(canAccess(user, 'inventory') ? { inventory: { low_stock_count: await figures.countLowStock(db, areaScope(user, 'inventory')) } } : {}),
    ...(superAdmin
      ? {
          institutions: { active: await figures.countActiveInstitutions(db, since), by_activity: await figures.institutionsByActivity(db, since) },
          clinicians: { total: await figures.countActiveClinicians(db) },
        }
      : {}),
    test_trends: canAccess(user, 'tests') ? await figures.testTrends(db, scope) : [],
    recent_activity: activity,
  };
}
