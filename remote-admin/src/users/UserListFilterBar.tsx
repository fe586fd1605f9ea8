import { ROLES, type InstitutionOption, type Role, SEARCH_BOXES } from '@lab/shared';
import { ListFilterBar } from '@lab/shared/react';
import { roleOptions } from './role-options';

const statusOptions = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

interface UserListFilterBarProps {
  /** The roles the viewer can find (a super_admin's are hidden from everyone else). */
  roles?: readonly Role[];
  /** The institution filter's options; no filter without them (super_admin only). */
  institutions: InstitutionOption[] | null;
}

/** The users list's filters, kept in the address: search, role, institution, status. */
export function UserListFilterBar({ roles = ROLES, institutions }: UserListFilterBarProps) {
  return (
    <ListFilterBar
      style={{ marginBottom: 16 }}
      search={{ ...SEARCH_BOXES.users, maxWidth: 320 }}
      selects={[
        { name: 'role', label: 'Role filter', placeholder: 'All roles', minWidth: 180, options: roleOptions(roles) },
        institutions && {
          name: 'institution_id',
          label: 'Institution filter',
          placeholder: 'All institutions',
          minWidth: 220,
          searchable: true,
          options: institutions.map((i) => ({ value: String(i.id), label: i.name })),
        },
        { name: 'active', label: 'Status filter', placeholder: 'All statuses', anyLabel: 'All statuses', minWidth: 150, options: statusOptions },
      ]}
    />
  );
}
