import { canManageInstitutions, canManageLabAssignments, canViewInstitution, opensInstitutionDetail, showsInstitutionAddUser } from './institution-rules';

const superAdmin = { role: 'super_admin' as const, institution_id: null };
const adminA = { role: 'institution_admin' as const, institution_id: 1 };
const clinicianA = { role: 'clinician' as const, institution_id: 1, institution_ids: [1, 3] };

describe('institution rules', () => {
  it('lets only super_admin list, create and edit institutions', () => {
    expect(canManageInstitutions(superAdmin)).toBe(true);
    expect(canManageInstitutions(adminA)).toBe(false);
    expect(canManageInstitutions({ ...adminA, permissions: ['institutions'] })).toBe(false);
  });

  it("shows an institution_admin their own institution's detail only", () => {
    expect(canViewInstitution(adminA, 1)).toBe(true);
    expect(canViewInstitution(adminA, 2)).toBe(false);
    expect(canViewInstitution(superAdmin, 2)).toBe(true);
    expect(canViewInstitution(clinicianA, 1)).toBe(false);
    expect(canViewInstitution({ ...clinicianA, permissions: ['institutions'] }, 3)).toBe(true);
    expect(canViewInstitution({ ...clinicianA, permissions: ['institutions'] }, 2)).toBe(false);
  });

  it('gives lab assignments to super_admin and the institution_admin of that institution', () => {
    expect(canManageLabAssignments(superAdmin, 2)).toBe(true);
    expect(canManageLabAssignments(adminA, 1)).toBe(true);
    expect(canManageLabAssignments(adminA, 2)).toBe(false);
    expect(canManageLabAssignments(clinicianA, 1)).toBe(false);
  });

  it('shows Add User and Add Clinician to super_admin only', () => {
    expect(showsInstitutionAddUser(superAdmin)).toBe(true);
    expect(showsInstitutionAddUser(adminA)).toBe(false);
  });

  it('opens the detail path, and nothing else of the area, to an institution_admin of it', () => {
    expect(opensInstitutionDetail(adminA, '/institutions/1')).toBe(true);
    expect(opensInstitutionDetail(adminA, '/institutions/2')).toBe(false);
    expect(opensInstitutionDetail(adminA, '/institutions')).toBe(false);
    expect(opensInstitutionDetail(adminA, '/institutions/1/edit')).toBe(false);
    expect(opensInstitutionDetail(clinicianA, '/institutions/1')).toBe(false);
  });
});
