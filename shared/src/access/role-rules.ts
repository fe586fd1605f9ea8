// Named rules about roles. The API, the host and the remotes ask these; no other package writes a
// role name (ESLint refuses role-name literals outside @lab/shared).
import { may } from './permissions';
import type { AccessSubject } from './subject';
import type { Role } from './roles';

/** Users of this role are the clinicians a patient or a request is assigned to. */
export const CLINICIAN_ROLE: Role = 'clinician';

/** Fulfillment agents are provider staff (no institution): the order form's partner picker lists them. */
export const FULFILLMENT_AGENT_ROLE: Role = 'fulfillment_agent';

type Subject = Pick<AccessSubject, 'role'> | null | undefined;

/** The provider's administrator: every institution, every area, and the choices only they make. */
export function isSuperAdmin(user: Subject): boolean {
  return user?.role === 'super_admin';
}

/** The administrator of this institution (their home institution, not one they only work in). */
export function isInstitutionAdminOf(user: Pick<AccessSubject, 'role' | 'institution_id'> | null | undefined, institutionId: number): boolean {
  return managesOneInstitution(user) && user!.institution_id != null && user!.institution_id === institutionId;
}

/** A clinician works with their own patients: auto-assigned, one institution, "My Patients". */
export function isClinician(user: Subject): boolean {
  return user?.role === CLINICIAN_ROLE;
}

/** Sees every institution and the platform-wide figures (institutions, clinicians, who did what). */
export function hasProviderWideView(user: Subject): boolean {
  return may(user, 'platform.viewAll');
}

/** An institution's administrator: pages show which institution they are managing. */
export function managesOneInstitution(user: Subject): boolean {
  return user?.role === 'institution_admin';
}
