import { canCreatePatient, canDeletePatient, canEditPatient, canFilterPatientsByInstitution } from './patient-rules';
import type { Role } from './access';

const user = (role: Role, id = 7, permissions: string[] = []) => ({ id, role, permissions, institution_id: 1 });

describe('patient rules', () => {
  it.each([
    ['super_admin', true],
    ['institution_admin', true],
    ['clinician', true],
    ['client_admin', true],
    ['lab_user', false],
    ['fulfillment_agent', false],
  ] as const)('%s may add patients: %s', (role, allowed) => {
    expect(canCreatePatient(user(role))).toBe(allowed);
  });

  it('lets admins edit any patient and a clinician only the patients assigned to them', () => {
    expect(canEditPatient(user('super_admin'), { clinician_id: null })).toBe(true);
    expect(canEditPatient(user('institution_admin'), { clinician_id: 3 })).toBe(true);
    expect(canEditPatient(user('clinician', 7), { clinician_id: 7 })).toBe(true);
    expect(canEditPatient(user('clinician', 7), { clinician_id: 8 })).toBe(false);
    expect(canEditPatient(user('clinician', 7), { clinician_id: null })).toBe(false);
    expect(canEditPatient(user('lab_user'), { clinician_id: 7 })).toBe(false);
    expect(canEditPatient(user('client_admin'), { clinician_id: null })).toBe(false);
  });

  it('lets only super_admin and institution_admin delete', () => {
    expect((['super_admin', 'institution_admin', 'clinician', 'client_admin', 'lab_user', 'fulfillment_agent'] as const).filter((r) => canDeletePatient(user(r)))).toEqual([
      'super_admin',
      'institution_admin',
    ]);
  });

  it('takes the patients area away with a permissions list that lacks it', () => {
    const admin = user('institution_admin', 7, ['dashboard', 'users']);
    expect(canCreatePatient(admin)).toBe(false);
    expect(canDeletePatient(admin)).toBe(false);
  });

  it('gives the institution filter to super_admin only', () => {
    expect(canFilterPatientsByInstitution(user('super_admin'))).toBe(true);
    expect(canFilterPatientsByInstitution(user('institution_admin'))).toBe(false);
  });
});
