import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Select } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useSearchBox } from './use-search-box';
import { useUrlQuery } from './use-url-query';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelect {
  /** The query parameter the choice is kept under in the address, as the API names it ('status'). */
  name: string;
  /** The select's accessible name ('Status filter'): a select has no visible label of its own. */
  label: string;
  placeholder: string;
  options: readonly FilterOption[];
  minWidth?: number;
  /** Options narrowed by typing (long lists such as institutions). */
  searchable?: boolean;
  /** An option that stands for "no filter" ('All statuses'), offered instead of a clear button. */
  anyLabel?: string;
  id?: string;
}

export interface FilterSearch {
  /** The box's accessible name ('Search patients'). */
  label: string;
  placeholder: string;
  maxWidth?: number;
}

interface ListFilterBarProps {
  /** The search box, kept under ?search= and applied once the typing pauses. */
  search?: FilterSearch;
  /** One select per filter; a falsy entry is left out (a filter the viewer does not get). */
  selects?: readonly (FilterSelect | false | null | undefined)[];
  /** Controls after the selects: a date range, a checkbox, Clear filters. */
  children?: ReactNode;
  style?: CSSProperties;
}

/**
 * A list's search box and filter selects, kept in the page's address under the API's query names:
 * a filtered list survives a visit to a record and back, and can be shared as a link. A change of
 * filter starts again from the first page.
 */
export function ListFilterBar({ search, selects = [], children, style }: ListFilterBarProps) {
  const { params, change } = useUrlQuery();
  const searchBox = useSearchBox((params.get('search') ?? '').trim(), (text) => change({ search: text }));
  return (
    <Flex gap={12} wrap align="center" style={style}>
      {search && (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={search.placeholder}
          aria-label={search.label}
          value={searchBox.value}
          onChange={(e) => searchBox.setValue(e.target.value)}
          style={{ maxWidth: search.maxWidth ?? 360 }}
        />
      )}
      {selects.map((select) => select && <FilterSelectBox key={select.name} select={select} chosen={params.get(select.name)} onChange={(value) => change({ [select.name]: value })} />)}
      {children}
    </Flex>
  );
}

function FilterSelectBox({ select, chosen, onChange }: { select: FilterSelect; chosen: string | null; onChange(value: string | undefined): void }) {
  const { anyLabel, options } = select;
  // a value the options do not hold (a stale link, options still loading) shows as no filter
  const known = options.some((o) => o.value === chosen) ? (chosen as string) : undefined;
  return (
    <Select<string>
      id={select.id}
      allowClear={!anyLabel}
      showSearch={select.searchable ? { optionFilterProp: 'label' } : undefined}
      aria-label={select.label}
      placeholder={select.placeholder}
      style={{ minWidth: select.minWidth ?? 170 }}
      value={known ?? (anyLabel ? '' : undefined)}
      onChange={(value?: string) => onChange(value || undefined)}
      options={anyLabel ? [{ value: '', label: anyLabel }, ...options] : [...options]}
    />
  );
}
