// What each role may do beyond entering an area: one entry per action. The API's route policies
// (`permitted(action)`) and the screens' `can*` checks both read this table, so a button is shown
// exactly when its request is allowed. Adding an action is one entry here.
import type { AreaKey } from './areas';
import type { Role } from './roles';
import { canAccess, type AccessSubject } from './subject';

export interface PermissionRule {
  /** Areas the user must reach too (a permissions list that drops the area takes the action away). */
  areas: readonly AreaKey[];
  roles: readonly Role[];
}

export const PERMISSIONS = {
  /** Add a patient (lab staff read patients but do not register them). */
  'patients.create': { areas: ['patients'], roles: ['super_admin', 'institution_admin', 'clinician', 'client_admin'] },
  /** Edit any patient of the caller's institutions. */
  'patients.editAny': { areas: ['patients'], roles: ['super_admin', 'institution_admin'] },
  /** Edit the patients assigned to the caller (a clinician's own). */
  'patients.editAssigned': { areas: ['patients'], roles: ['clinician'] },
  /** Archive ("delete") a patient. */
  'patients.delete': { areas: ['patients'], roles: ['super_admin', 'institution_admin'] },
  /** New request, the order form, edit, and the list's Archive. */
  'tests.order': { areas: ['tests'], roles: ['super_admin', 'institution_admin', 'clinician', 'client_admin'] },
  /** Send Notification on a request's detail. */
  'tests.notify': { areas: ['tests'], roles: ['super_admin', 'institution_admin', 'clinician'] },
  /** Cancel, and the detail's Archive. */
  'tests.cancel': { areas: ['tests'], roles: ['super_admin', 'institution_admin', 'lab_user', 'clinician'] },
  /** Move a request along the lab's flow (approve, start, complete): the lab's and the institution's staff. */
  'tests.process': { areas: ['tests'], roles: ['super_admin', 'institution_admin', 'lab_user'] },
  /** Submit to an external lab, check its status, fetch its results (which writes the request's result). */
  'externalLab.act': { areas: ['tests', 'results'], roles: ['super_admin', 'institution_admin', 'lab_user'] },
  /** The results page, the result form and the review actions. */
  'results.use': { areas: ['results'], roles: ['super_admin', 'institution_admin', 'clinician', 'lab_user'] },
  /** Open the inventory area at all: its managers and those who may request stock. */
  'inventory.read': { areas: ['inventory'], roles: ['super_admin', 'client_admin', 'fulfillment_agent', 'institution_admin'] },
  /** Add, edit, adjust, restock and notify about stock items. */
  'inventory.manage': { areas: ['inventory'], roles: ['super_admin', 'client_admin', 'fulfillment_agent'] },
  /** Ask the stock's managers for more of a low item. */
  'inventory.requestStock': { areas: ['inventory'], roles: ['institution_admin'] },
  /** The fulfillment area's status changes, assignment, reopen, replacement and delivery report; assignable as its worker. */
  'fulfillment.work': { areas: ['fulfillment'], roles: ['super_admin', 'client_admin', 'fulfillment_agent'] },
  /** The analytics area's figures. */
  'analytics.view': { areas: ['analytics'], roles: ['super_admin', 'institution_admin', 'client_admin'] },
  /** Every institution at once and the platform-wide figures: provider staff. */
  'platform.viewAll': { areas: [], roles: ['super_admin'] },
  /** Create, edit and deactivate users. */
  'users.manage': { areas: ['users'], roles: ['super_admin', 'institution_admin'] },
  /** The users list and a user's detail, and emailing a user. */
  'users.view': { areas: ['users'], roles: ['super_admin', 'institution_admin', 'client_admin'] },
  /** The institutions list, create and edit. */
  'institutions.manage': { areas: ['institutions'], roles: ['super_admin'] },
  /** An institution's lab assignments (an institution_admin for their own institution). */
  'labs.assign': { areas: [], roles: ['super_admin', 'institution_admin'] },
  /** The audit trail (an institution_admin: their institutions' rows). */
  'audit.read': { areas: ['audit'], roles: ['super_admin', 'institution_admin'] },
  /** The analyzer messages in and out, their raw text, Retry and Discard (an institution_admin: their institutions' instruments). */
  'interfaces.messages': { areas: ['interfaces'], roles: ['super_admin', 'institution_admin'] },
  /** An instrument's worklist: the lab's staff and the institution's admin. */
  'interfaces.worklists': { areas: ['interfaces'], roles: ['super_admin', 'institution_admin', 'lab_user'] },
  /** Reminder rules and the scheduler's monitoring. */
  'reminders.manage': { areas: [], roles: ['super_admin'] },
  /** The Platform page: the remotes' versions and the load failures browsers reported. */
  'platform.operate': { areas: ['platform'], roles: ['super_admin'] },
} as const satisfies Record<string, PermissionRule>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** The roles allowed `action` (for queries that pick users by what they may do). */
export const rolesFor = (action: Action): readonly Role[] => PERMISSIONS[action].roles;

/** The user may take `action`: their role is allowed it and they reach every area it needs. */
export function may(user: AccessSubject | null | undefined, action: Action): user is AccessSubject {
  const rule: PermissionRule = PERMISSIONS[action];
  return !!user && rule.roles.includes(user.role) && rule.areas.every((area) => canAccess(user, area));
}
