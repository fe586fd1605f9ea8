import { defaultPermissionsFor, USER_MESSAGES, userFormProblems } from '@lab/shared';
import { testUser } from '@lab/shared/testing';
import { initialUserValues, toUserBody, withPrimaryInstitution, withRole } from './user-form-values';
import { royal, sampleUser, stMarys } from './user-fixtures';

const superAdmin = testUser('super_admin');
const institutionAdmin = testUser('institution_admin');
const noQuery = { role: null, institution_id: null };

describe('user form values', () => {
  it('ignores a role the editor may not give and an institution that is not offered', () => {
    const values = initialUserValues(null, institutionAdmin, [stMarys], { role: 'super_admin', institution_id: '99' });
    expect(values).toMatchObject({ role: '', institution_id: null, institution_ids: [1], permissions: [] });
  });

  it("shows a user's stored permissions, or their role's defaults when none are stored", () => {
    expect(initialUserValues(sampleUser({ permissions: ['dashboard'] }), superAdmin, [], noQuery).permissions).toEqual(['dashboard']);
    expect(initialUserValues(sampleUser({ permissions: [] }), superAdmin, [], noQuery).permissions).toEqual(defaultPermissionsFor('clinician'));
  });

  it('applies role defaults on create only, and clears the primary institution of provider staff', () => {
    const start = initialUserValues(null, superAdmin, [stMarys, royal], { role: null, institution_id: '2' });
    expect(start).toMatchObject({ institution_id: 2, institution_ids: [2] });
    const agent = withRole(start, 'fulfillment_agent', { creating: true, editor: superAdmin });
    expect(agent).toMatchObject({ institution_id: null, permissions: defaultPermissionsFor('fulfillment_agent') });
    const edited = withRole({ ...start, permissions: ['dashboard'] }, 'lab_user', { creating: false, editor: superAdmin });
    expect(edited.permissions).toEqual(['dashboard']);
  });

  it("adds a clinician's primary institution to their institutions", () => {
    const clinician = withRole(initialUserValues(null, superAdmin, [], noQuery), 'clinician', { creating: true, editor: superAdmin });
    expect(withPrimaryInstitution({ ...clinician, institution_ids: [1] }, 2).institution_ids).toEqual([1, 2]);
    expect(withPrimaryInstitution({ ...clinician, institution_ids: [1] }, 1).institution_ids).toEqual([1]);
  });

  it('asks a super_admin for the primary institution of an institution role', () => {
    const admin = withRole(initialUserValues(null, superAdmin, [], noQuery), 'lab_user', { creating: true, editor: superAdmin });
    const filled = { ...admin, first_name: 'A', last_name: 'B', email: 'a@b.c', password: 'x' };
    expect(userFormProblems(filled, { creating: true, editor: superAdmin })).toEqual([USER_MESSAGES.institutionRequired]);
    expect(userFormProblems(filled, { creating: true, editor: institutionAdmin })).toEqual([]);
  });

  it('sends no password when blank on edit, and no institution or permissions from an institution_admin', () => {
    const values = initialUserValues(sampleUser(), institutionAdmin, [stMarys], noQuery);
    const body = toUserBody(values, { creating: false, editor: institutionAdmin });
    expect(body).toEqual({ first_name: 'Emily', last_name: 'Watson', email: 'emily.watson@stmarys.example', role: 'clinician', phone: null, institution_ids: [1, 2], is_active: true });
  });
});
