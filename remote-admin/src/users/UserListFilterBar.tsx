import { SearchOutlined } from '@ant-design/icons';
import { ROLES, type InstitutionOption, type Role } from '@lab/shared';
import { useSearchBox } from '@lab/shared/react';
import { Flex, Input, Select } from 'antd';
import { roleOptions } from './role-options';
import type { UserListFilterControls } from './use-user-list-filters';

type StatusChoice = 'all' | 'active' | 'inactive';
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

interface UserListFilterBarProps {
  controls: UserListFilterControls;
  /** The roles the viewer can find (a super_admin's are hidden from everyone else). */
  roles?: readonly Role[];
  /** The institution filter's options; no filter without them (super_admin only). */
  institutions: InstitutionOption[] | null;
}

/** The users list's filters: search (applied as typing pauses), role, institution, status. */
export function UserListFilterBar({ controls, roles = ROLES, institutions }: UserListFilterBarProps) {
  const { filters } = controls;
  const searchBox = useSearchBox(filters.search, controls.setSearch);

  const status: StatusChoice = filters.active === undefined ? 'all' : filters.active ? 'active' : 'inactive';

  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by name or email"
        aria-label="Search users"
        value={searchBox.value}
        onChange={(e) => searchBox.setValue(e.target.value)}
        style={{ maxWidth: 320 }}
      />
      <Select<Role>
        allowClear
        aria-label="Role filter"
        placeholder="All roles"
        style={{ minWidth: 180 }}
        value={filters.role}
        onChange={(role?: Role) => controls.setRole(role)}
        options={roleOptions(roles)}
      />
      {institutions && (
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Institution filter"
          placeholder="All institutions"
          style={{ minWidth: 220 }}
          value={filters.institutionId}
          onChange={(id?: number) => controls.setInstitution(id)}
          options={institutions.map((i) => ({ value: i.id, label: i.name }))}
        />
      )}
      <Select<StatusChoice>
        aria-label="Status filter"
        style={{ minWidth: 150 }}
        value={status}
        onChange={(choice) => controls.setActive(choice === 'all' ? undefined : choice === 'active')}
        options={statusOptions}
      />
    </Flex>
  );
}
