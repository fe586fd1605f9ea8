import { canAccess, effectiveAreas } from './subject';
import { areaScope, institutionScope, isInScope } from './scope';
import { AREA_KEYS, unknownAreaKeys, type AreaKey } from './areas';
import type { Role } from './roles';

const expected: Record<Role, AreaKey[]> = {
  super_admin: [...AREA_KEYS],
  institution_admin: ['dashboard', 'patients', 'tests', 'results', 'analytics', 'users', 'cms', 'audit', 'interfaces'],
  clinician: ['dashboard', 'patients', 'tests', 'results'],
  client_admin: ['dashboard', 'patients', 'tests', 'inventory', 'fulfillment', 'analytics'],
  fulfillment_agent: ['dashboard', 'inventory', 'fulfillment'],
  lab_user: ['dashboard', 'patients', 'tests', 'results', 'interfaces'],
};

describe('default area access per role', () => {
  it.each(Object.entries(expected))('%s reaches exactly its areas', (role, areas) => {
    const user = { role: role as Role, permissions: [] };
    for (const area of AREA_KEYS) {
      expect([area, canAccess(user, area)]).toEqual([area, areas.includes(area)]);
    }
  });
});

describe('permission override', () => {
  it('a non-empty permissions list replaces the role defaults', () => {
    const user = { role: 'clinician' as const, permissions: ['dashboard', 'inventory'] };
    expect(effectiveAreas(user)).toEqual(['dashboard', 'inventory']);
    expect(canAccess(user, 'patients')).toBe(false);
    expect(canAccess(user, 'inventory')).toBe(true);
  });

  it('does not restrict super_admin', () => {
    const user = { role: 'super_admin' as const, permissions: ['dashboard'] };
    expect(canAccess(user, 'institutions')).toBe(true);
    expect(effectiveAreas(user)).toEqual(AREA_KEYS);
  });

  it('ignores unknown keys in the list', () => {
    expect(effectiveAreas({ role: 'lab_user', permissions: ['tests', 'nonsense'] })).toEqual(['tests']);
  });

  it('names the unknown keys of a list to be stored', () => {
    expect(unknownAreaKeys(['tests', 'nonsense', 3])).toEqual(['nonsense', 3]);
    expect(unknownAreaKeys(['tests', 'patients'])).toEqual([]);
  });

  it('grants no area for a list of unknown keys only (never the role defaults)', () => {
    expect(effectiveAreas({ role: 'institution_admin', permissions: ['nonsense'] })).toEqual([]);
  });

  it('denies a missing user', () => {
    expect(canAccess(null, 'dashboard')).toBe(false);
  });
});

describe('institution scope', () => {
  it('is everything for super_admin', () => {
    expect(institutionScope({ role: 'super_admin', institution_id: 3 })).toBe('all');
  });
  it('is the primary plus additional institutions for others, without duplicates', () => {
    expect(institutionScope({ role: 'clinician', institution_id: 1, institution_ids: [1, 2] })).toEqual([1, 2]);
    expect(institutionScope({ role: 'fulfillment_agent', institution_id: null, institution_ids: [] })).toEqual([]);
  });
});

describe('area scope', () => {
  it('spans every institution for a fulfillment agent in logistics areas only', () => {
    const agent = { role: 'fulfillment_agent' as const, institution_id: null, institution_ids: [] };
    expect(areaScope(agent, 'fulfillment')).toBe('all');
    expect(areaScope(agent, 'inventory')).toBe('all');
    expect(areaScope(agent, 'patients')).toEqual([]);
  });
  it('is the institution scope for everyone else', () => {
    expect(areaScope({ role: 'client_admin', institution_id: 1 }, 'fulfillment')).toEqual([1]);
  });
});

describe('isInScope', () => {
  it('holds every institution for all, and only the listed ones otherwise', () => {
    expect(isInScope('all', 7)).toBe(true);
    expect(isInScope([1, 2], 2)).toBe(true);
    expect(isInScope([1, 2], 3)).toBe(false);
    expect(isInScope([], 1)).toBe(false);
  });
});
