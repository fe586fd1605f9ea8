// Adding an area or an action is one entry: every list below is derived from the table, so each
// check here fails when something writes an area or an action somewhere else by hand.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_KEYS, AREAS, ASSIGNABLE_MENU_KEYS, REMOTE_AREAS, REMOTE_NAMES, type AreaKey } from './areas';
import { NAV_ENTRIES } from './nav';
import { ACTIONS, may, PERMISSIONS } from './permissions';
import { DEFAULT_AREAS_BY_ROLE, ROLES } from './roles';
import { homeInstitution, homeScope, narrowScope } from './scope';

const ROOT = join(__dirname, '../../..');
// The webpack side reads the same table through this plain-Node module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const areaExposes = require(join(ROOT, 'scripts/webpack/area-exposes.cjs')) as (remote: string) => Record<string, string>;

describe('the area table', () => {
  it('names each area once, under a path of its own', () => {
    expect(new Set(AREA_KEYS).size).toBe(AREAS.length);
    expect(new Set(AREAS.map((a) => a.path)).size).toBe(AREAS.length);
    for (const area of AREAS) expect(area.path).toMatch(/^\/[a-z-]+$/);
  });

  it('gives the navigation exactly its nav areas, in order, under their titles', () => {
    expect(NAV_ENTRIES).toEqual(AREAS.filter((a) => a.nav).map((a) => ({ name: a.title, path: a.path, area: a.key })));
  });

  it('gives the permission editor exactly its assignable areas', () => {
    expect(ASSIGNABLE_MENU_KEYS).toEqual(AREAS.filter((a) => a.assignable).map((a) => a.key));
  });

  it('has the host load every area that is not its own from the remote that serves it', () => {
    expect(REMOTE_AREAS.map((a) => a.key)).toEqual(AREAS.filter((a) => a.remote !== 'host').map((a) => a.key));
  });

  it.each(REMOTE_NAMES)('has remote %s expose exactly its areas, from files that exist', (remote) => {
    const exposes = areaExposes(remote);
    const served = REMOTE_AREAS.filter((a) => a.remote === remote);
    expect(Object.keys(exposes).sort()).toEqual(served.map((a) => a.module).sort());
    for (const source of Object.values(exposes)) expect([source, existsSync(join(ROOT, `remote-${remote}`, source))]).toEqual([source, true]);
  });

  it('lets super_admin reach every area, so a new area is never out of everyone\'s reach', () => {
    expect(DEFAULT_AREAS_BY_ROLE.super_admin).toEqual(AREA_KEYS);
  });
});

describe('the permissions table', () => {
  it('allows each action to at least one role, and asks only for areas that exist', () => {
    for (const action of ACTIONS) {
      const rule = PERMISSIONS[action];
      expect([action, rule.roles.length > 0]).toEqual([action, true]);
      for (const area of rule.areas) expect(AREA_KEYS).toContain(area as AreaKey);
    }
  });

  it('allows an action by role and by every area it needs', () => {
    expect(may({ role: 'institution_admin' }, 'patients.delete')).toBe(true);
    expect(may({ role: 'clinician' }, 'patients.delete')).toBe(false);
    // the permissions list takes the patients area away, and the action with it
    expect(may({ role: 'institution_admin', permissions: ['dashboard', 'tests'] }, 'patients.delete')).toBe(false);
    // external lab work needs both tests and results
    expect(may({ role: 'lab_user', permissions: ['tests'] }, 'externalLab.act')).toBe(false);
    expect(may({ role: 'lab_user', permissions: ['tests', 'results'] }, 'externalLab.act')).toBe(true);
    expect(may(null, 'audit.read')).toBe(false);
  });

  it('names only roles of the product', () => {
    for (const action of ACTIONS) for (const role of PERMISSIONS[action].roles) expect(ROLES).toContain(role);
  });
});

describe('home institution and narrowed scope', () => {
  it('is the primary institution, else the first of the user\'s, and none for provider staff', () => {
    expect(homeInstitution({ role: 'clinician', institution_id: 2, institution_ids: [3, 2] })).toBe(2);
    expect(homeInstitution({ role: 'clinician', institution_id: null, institution_ids: [3, 2] })).toBe(3);
    expect(homeInstitution({ role: 'lab_user', institution_id: null, institution_ids: [] })).toBeNull();
    expect(homeInstitution({ role: 'super_admin', institution_id: 4 })).toBeNull();
    expect(homeInstitution({ role: 'fulfillment_agent', institution_id: null })).toBeNull();
    expect(homeScope({ role: 'institution_admin', institution_id: 5 })).toEqual([5]);
    expect(homeScope({ role: 'super_admin' })).toEqual([]);
  });

  it('keeps the chosen institutions inside the scope, or the whole scope without a choice', () => {
    expect(narrowScope('all', undefined)).toBe('all');
    expect(narrowScope('all', 7)).toEqual([7]);
    expect(narrowScope([1, 2], 2)).toEqual([2]);
    expect(narrowScope([1, 2], 3)).toEqual([]);
    expect(narrowScope([1, 2], [2, 3])).toEqual([2]);
    expect(narrowScope([1, 2], [])).toEqual([1, 2]);
    expect(narrowScope([1, 2], null)).toEqual([1, 2]);
  });
});
