import { CMS_SUB_PERMISSIONS, USER_MESSAGES, type Role } from '@lab/shared';
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PermissionEditor } from './PermissionEditor';
import { setupUser } from './test-helpers';

jest.setTimeout(30000);

const MENU_LABELS = ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Inventory', 'Fulfillment', 'Users', 'Institutions', 'CMS Fields'];
const SUB_LABELS = ['Sample Types', 'Markers', 'Panels', 'Statuses', 'Collection Devices', 'Tube Types', 'Storage Locations', 'Notification Logs'];

/** The editor with its state, as the form holds it; `seen` records every list it reported. */
function Harness({ start, role = 'clinician', creating = true, seen }: { start: string[]; role?: Role; creating?: boolean; seen?: string[][] }) {
  const [permissions, setPermissions] = useState(start);
  return (
    <PermissionEditor
      permissions={permissions}
      role={role}
      creating={creating}
      onChange={(next) => {
        seen?.push(next);
        setPermissions(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const checked = (names: string[]) => names.filter((n) => (box(n) as HTMLInputElement).checked);

describe('PermissionEditor', () => {
  it('offers one checkbox per assignable menu key in a labelled group, and no CMS group without CMS Fields', () => {
    render(<Harness start={['dashboard', 'patients']} />);
    const menu = screen.getByRole('group', { name: 'Menu access' });
    expect(within(menu).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(MENU_LABELS);
    expect(checked(MENU_LABELS)).toEqual(['Dashboard', 'Patients']);
    expect(screen.queryByRole('group', { name: 'CMS sub-permissions' })).not.toBeInTheDocument();
  });

  it('checking CMS Fields adds every sub-permission; unchecking it takes them all away', async () => {
    const seen: string[][] = [];
    const user = setupUser();
    render(<Harness start={['dashboard']} seen={seen} />);
    await user.click(box('CMS Fields'));
    const subs = screen.getByRole('group', { name: 'CMS sub-permissions' });
    expect(within(subs).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(SUB_LABELS);
    expect(checked(SUB_LABELS)).toEqual(SUB_LABELS);
    expect(seen.at(-1)).toEqual(['dashboard', 'cms', ...CMS_SUB_PERMISSIONS]);

    await user.click(box('CMS Fields'));
    expect(screen.queryByRole('group', { name: 'CMS sub-permissions' })).not.toBeInTheDocument();
    expect(seen.at(-1)).toEqual(['dashboard']);
  });

  it('keeps CMS Fields checked when its last sub-permission is unchecked, and says a sub-permission is needed', async () => {
    const user = setupUser();
    render(<Harness start={['dashboard', 'cms', 'cms_markers']} creating={false} />);
    expect(screen.queryByText(USER_MESSAGES.cmsSubPermissionRequired)).not.toBeInTheDocument();
    await user.click(box('Markers'));
    expect(box('CMS Fields')).toBeChecked();
    expect(checked(SUB_LABELS)).toEqual([]);
    expect(screen.getByText(USER_MESSAGES.cmsSubPermissionRequired)).toBeInTheDocument();
    await user.click(box('Panels'));
    expect(screen.queryByText(USER_MESSAGES.cmsSubPermissionRequired)).not.toBeInTheDocument();
  });

  it('Select All checks everything, Deselect All nothing, and keys outside the editor stay', async () => {
    const seen: string[][] = [];
    const user = setupUser();
    render(<Harness start={['analytics', 'dashboard']} seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(checked(MENU_LABELS)).toEqual(MENU_LABELS);
    expect(checked(SUB_LABELS)).toEqual(SUB_LABELS);
    expect(seen.at(-1)).toContain('analytics');

    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(checked(MENU_LABELS)).toEqual([]);
    expect(seen.at(-1)).toEqual(['analytics']);
    expect(screen.getByText(USER_MESSAGES.menuPermissionRequired)).toBeInTheDocument();
  });

  it('asks no menu permission of a new super_admin, nor of an existing user', () => {
    const { unmount } = render(<Harness start={[]} role="super_admin" />);
    expect(screen.queryByText(USER_MESSAGES.menuPermissionRequired)).not.toBeInTheDocument();
    unmount();
    render(<Harness start={[]} role="lab_user" creating={false} />);
    expect(screen.queryByText(USER_MESSAGES.menuPermissionRequired)).not.toBeInTheDocument();
  });

  it('is usable from the keyboard: space toggles the focused checkbox', async () => {
    const user = setupUser();
    render(<Harness start={[]} />);
    box('Inventory').focus();
    await user.keyboard(' ');
    expect(box('Inventory')).toBeChecked();
  });
});
