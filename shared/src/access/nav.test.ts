import { isNavEntryActive, navEntriesFor } from './nav';
import type { Role } from './roles';

const names = (role: Role, permissions: string[] = []) => navEntriesFor({ role, permissions }).map((e) => e.name);

describe('navigation entries', () => {
  it('lists the entries of each role', () => {
    expect(names('super_admin')).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Inventory', 'Fulfillment', 'Users', 'Institutions', 'CMS Fields', 'Audit Trail', 'Interfaces', 'Platform']);
    expect(names('institution_admin')).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Users', 'CMS Fields', 'Audit Trail', 'Interfaces']);
    expect(names('clinician')).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results']);
    expect(names('client_admin')).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Inventory', 'Fulfillment']);
    expect(names('fulfillment_agent')).toEqual(['Dashboard', 'Inventory', 'Fulfillment']);
    expect(names('lab_user')).toEqual(['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Interfaces']);
  });

  it('follows the permission override, not the informational role list', () => {
    expect(names('fulfillment_agent', ['dashboard', 'patients'])).toEqual(['Dashboard', 'Patients']);
  });

  it('highlights the entry for its path and sub-paths only', () => {
    const entry = { path: '/tests' };
    expect(isNavEntryActive(entry, '/tests')).toBe(true);
    expect(isNavEntryActive(entry, '/tests/12/edit')).toBe(true);
    expect(isNavEntryActive(entry, '/testsuite')).toBe(false);
  });
});
