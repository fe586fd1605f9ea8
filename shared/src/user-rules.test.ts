import { ASSIGNABLE_MENU_KEYS, type Role } from './access';
import {
  canDeactivateUser,
  canEmailUser,
  canManageUser,
  canSendPasswordLinks,
  CMS_SUB_PERMISSIONS,
  defaultPermissionsFor,
  deselectAllPermissions,
  grantsBeyond,
  rolesAssignableBy,
  selectAllPermissions,
  toggleCmsSub,
  toggleMenuKey,
  unknownPermissions,
  USER_MESSAGES as M,
  userFormProblems,
  userManagementDenial,
  type UserFormState,
} from './user-rules';

const superAdmin = { id: 1, role: 'super_admin' as Role, institution_id: null };
const adminA = { id: 2, role: 'institution_admin' as Role, institution_id: 10 };
const clientA = { id: 3, role: 'client_admin' as Role, institution_id: 10, permissions: ['dashboard', 'users'] };
const user = (role: Role, institution_id: number | null, extra: object = {}) => ({ id: 99, role, institution_id, is_active: true, ...extra });

describe('default menu permissions', () => {
  it('follow the role; super_admin and institution_admin get every CMS sub-permission with cms', () => {
    expect(defaultPermissionsFor('clinician')).toEqual(['dashboard', 'patients', 'tests', 'results']);
    expect(defaultPermissionsFor('fulfillment_agent')).toEqual(['dashboard', 'inventory', 'fulfillment']);
    expect(defaultPermissionsFor('institution_admin')).toEqual(['dashboard', 'patients', 'tests', 'results', 'analytics', 'users', 'cms', 'audit', 'interfaces', ...CMS_SUB_PERMISSIONS]);
    expect(defaultPermissionsFor('super_admin')).toEqual(expect.arrayContaining(['institutions', 'cms', ...CMS_SUB_PERMISSIONS]));
  });
});

describe('the permission editor', () => {
  it('checking cms adds every sub-permission, unchecking it removes them all', () => {
    const on = toggleMenuKey(['dashboard'], 'cms', true);
    expect(on).toEqual(['dashboard', 'cms', ...CMS_SUB_PERMISSIONS]);
    expect(toggleMenuKey(on, 'cms', false)).toEqual(['dashboard']);
    expect(toggleMenuKey(['dashboard', 'tests'], 'tests', false)).toEqual(['dashboard']);
  });

  it('a sub-permission toggles alone', () => {
    expect(toggleCmsSub(['cms', 'cms_markers', 'cms_panels'], 'cms_markers', false)).toEqual(['cms', 'cms_panels']);
    expect(toggleCmsSub(['cms'], 'cms_statuses', true)).toEqual(['cms', 'cms_statuses']);
  });

  it('Select All and Deselect All toggle the whole set, keeping keys the editor does not show', () => {
    const all = selectAllPermissions(['analytics']);
    expect(all).toEqual(['analytics', ...ASSIGNABLE_MENU_KEYS, ...CMS_SUB_PERMISSIONS]);
    expect(deselectAllPermissions(all)).toEqual(['analytics']);
  });

  it('only areas and CMS sub-permissions may be stored', () => {
    expect(unknownPermissions(['dashboard', 'analytics', 'cms_markers', 'billing', 3])).toEqual(['billing', 3]);
  });
});

describe('who manages whom', () => {
  it('super_admin manages everyone; an institution_admin only their institution, never a super_admin', () => {
    expect(canManageUser(superAdmin, user('super_admin', null))).toBe(true);
    expect(canManageUser(adminA, user('clinician', 10))).toBe(true);
    expect(canManageUser(adminA, user('clinician', 10, { institution_ids: [10] }))).toBe(true);
    expect(canManageUser(adminA, user('clinician', 20))).toBe(false);
    expect(canManageUser(adminA, user('super_admin', 10))).toBe(false);
    expect(canManageUser(clientA, user('clinician', 10))).toBe(false);
  });

  it("makes a user shared with an institution outside the admin's view-only for that admin", () => {
    // every combination of one and two institutions (10 is the admin's)
    for (const [ids, manageable] of [[[10], true], [[20], false], [[10, 20], false], [[20, 10], false], [[20, 30], false]] as const) {
      expect([ids, canManageUser(adminA, user('clinician', ids[0], { institution_ids: ids }))]).toEqual([ids, manageable]);
    }
    expect(userManagementDenial(adminA, user('clinician', 10, { institution_ids: [10, 20] }))).toBe(M.sharedUserViewOnly);
    // the detail counts the institutions the viewer does not see
    expect(userManagementDenial(adminA, user('clinician', 10, { institution_ids: [10], other_institution_count: 1 }))).toBe(M.sharedUserViewOnly);
    expect(canManageUser(superAdmin, user('clinician', 10, { institution_ids: [10, 20] }))).toBe(true);
  });

  it('makes a user whose access the admin cannot grant view-only: role defaults plus granted areas', () => {
    expect(userManagementDenial(adminA, user('client_admin', 10))).toBe(M.accessBeyondViewOnly(['inventory', 'fulfillment']));
    expect(userManagementDenial(adminA, user('lab_user', 10, { permissions: ['dashboard', 'fulfillment'] }))).toBe(M.accessBeyondViewOnly(['fulfillment']));
    const fewCms = { ...adminA, permissions: ['dashboard', 'patients', 'tests', 'results', 'users', 'cms', 'interfaces', 'cms_markers'] };
    expect(userManagementDenial(fewCms, user('lab_user', 10, { permissions: ['dashboard', 'cms', 'cms_panels'] }))).toBe(M.accessBeyondViewOnly(['cms_panels']));
    expect(userManagementDenial(adminA, user('lab_user', 10))).toBeNull();
    // a client_admin mails users but may send set-password links only to users within their own reach
    const clientUsers = { ...clientA, permissions: ['dashboard', 'patients', 'tests', 'users'] };
    expect(canEmailUser(clientUsers, user('lab_user', 10))).toBe(true);
    expect(canSendPasswordLinks(clientUsers, user('lab_user', 10))).toBe(false);
    const clientWithUsers = { ...clientA, permissions: ['dashboard', 'patients', 'tests', 'inventory', 'fulfillment', 'analytics', 'users'] };
    expect(canSendPasswordLinks(clientWithUsers, user('client_admin', 10))).toBe(true);
    expect(canSendPasswordLinks(adminA, user('clinician', 10))).toBe(true);
  });

  it('nobody deactivates themselves or an inactive user', () => {
    expect(canDeactivateUser(adminA, user('lab_user', 10))).toBe(true);
    expect(canDeactivateUser(adminA, { ...adminA, is_active: true })).toBe(false);
    expect(canDeactivateUser(superAdmin, user('lab_user', 10, { is_active: false }))).toBe(false);
  });

  it('email goes only to active users in scope, from super_admin, institution_admin and client_admin', () => {
    expect(canEmailUser(clientA, user('clinician', 10))).toBe(true);
    expect(canEmailUser(clientA, user('clinician', 20))).toBe(false);
    expect(canEmailUser(adminA, user('clinician', 10, { is_active: false }))).toBe(false);
    expect(canEmailUser(superAdmin, user('fulfillment_agent', null))).toBe(true);
    expect(canEmailUser({ id: 5, role: 'lab_user', institution_id: 10 }, user('clinician', 10))).toBe(false);
    // the detail page is in the users area: a client_admin without it mails nobody
    expect(canEmailUser({ ...clientA, permissions: [] }, user('clinician', 10))).toBe(false);
  });

  it('an institution_admin gives only roles and areas within their own access', () => {
    expect(rolesAssignableBy(superAdmin)).toContain('super_admin');
    expect(rolesAssignableBy(adminA)).toEqual(['institution_admin', 'clinician', 'lab_user']);
    const noAnalytics = { ...adminA, permissions: ['dashboard', 'patients', 'tests', 'results', 'users', 'interfaces'] };
    expect(rolesAssignableBy(noAnalytics)).toEqual(['clinician', 'lab_user']);
    expect(grantsBeyond(noAnalytics, ['dashboard', 'analytics', 'inventory'])).toEqual(['analytics', 'inventory']);
    expect(grantsBeyond(superAdmin, ['analytics'])).toEqual([]);
  });
});

describe('the user form', () => {
  const form = (over: Partial<UserFormState> = {}): UserFormState => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    role: 'lab_user',
    password: 'correct horse',
    institution_ids: [],
    permissions: ['dashboard'],
    ...over,
  });

  it('can be sent when complete', () => {
    expect(userFormProblems(form(), { creating: true, editor: superAdmin })).toEqual([]);
  });

  it('names every reason the submit is disabled', () => {
    expect(userFormProblems(form({ email: ' ', role: '' }), { creating: false, editor: adminA })).toEqual([M.requiredFields]);
    expect(userFormProblems(form({ password: '' }), { creating: true, editor: adminA })).toEqual([M.passwordRequired]);
    expect(userFormProblems(form({ password: '' }), { creating: false, editor: adminA })).toEqual([]);
    expect(userFormProblems(form({ role: 'clinician' }), { creating: true, editor: adminA })).toEqual([M.clinicianInstitutions]);
    expect(userFormProblems(form({ permissions: [] }), { creating: true, editor: superAdmin })).toEqual([M.menuPermissionRequired]);
    expect(userFormProblems(form({ permissions: [], role: 'super_admin' }), { creating: true, editor: superAdmin })).toEqual([]);
    expect(userFormProblems(form({ permissions: ['dashboard', 'cms'] }), { creating: false, editor: superAdmin })).toEqual([M.cmsSubPermissionRequired]);
  });

  it('says the product texts', () => {
    expect(M.emailSent('account_setup')).toBe('Account setup email sent successfully!');
    expect(M.emailFailed('Mail server down')).toBe('Failed: Mail server down');
  });
});
