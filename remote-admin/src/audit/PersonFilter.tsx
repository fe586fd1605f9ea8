import { personName, type UserListItem } from '@lab/shared';
import { useDebouncedSearch } from '@lab/shared/react';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { searchPeople } from './audit-api';

/** The person filter: a search over the users the viewer may see; the chosen one is kept by id. */
export function PersonFilter({ value, onChange }: { value?: number; onChange(id?: number): void }) {
  const { searchInput, setSearchInput, search: typed } = useDebouncedSearch(() => undefined);
  const [people, setPeople] = useState<UserListItem[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    searchPeople(typed)
      .then((found) => live && setPeople(found), (error: unknown) => console.error('Failed to search users', error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [typed]);

  const options = people.map((p) => ({ value: p.id, label: `${personName(p)} (${p.email})` }));
  if (value && !people.some((p) => p.id === value)) options.unshift({ value, label: `User #${value}` });
  return (
    <Select<number>
      allowClear
      aria-label="Person filter"
      placeholder="Anyone"
      style={{ minWidth: 240 }}
      value={value}
      onChange={(id?: number) => onChange(id)}
      options={options}
      loading={loading}
      showSearch={{ filterOption: false, searchValue: searchInput, onSearch: setSearchInput }}
      notFoundContent={loading ? 'Searching...' : 'No users found'}
    />
  );
}
