import { SearchOutlined } from '@ant-design/icons';
import { INVENTORY_FILTER_CATEGORIES, INVENTORY_LOCATIONS, type InventoryCategory } from '@lab/shared';
import { Button, Checkbox, Flex, Input, Select } from 'antd';

export interface InventoryFilterValues {
  category?: InventoryCategory;
  location?: string;
  lowStock: boolean;
}

interface InventoryFiltersProps {
  filters: InventoryFilterValues;
  onChange(filters: InventoryFilterValues): void;
  searchInput: string;
  onSearchInput(value: string): void;
  onClear(): void;
}

const categoryOptions = INVENTORY_FILTER_CATEGORIES.map((c) => ({ value: c, label: c }));
const locationOptions = INVENTORY_LOCATIONS.map((l) => ({ value: l, label: l }));

/** The list's filters: search, category, location, low stock only, and Clear filters. */
export function InventoryFilters({ filters, onChange, searchInput, onSearchInput, onClear }: InventoryFiltersProps) {
  const active = !!filters.category || !!filters.location || filters.lowStock || searchInput.trim() !== '';
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by name, SKU, description or PO number"
        aria-label="Search inventory"
        value={searchInput}
        onChange={(e) => onSearchInput(e.target.value)}
        style={{ maxWidth: 340 }}
      />
      <Select<InventoryCategory>
        id="inventory-category-filter"
        allowClear
        aria-label="Category filter"
        placeholder="All categories"
        style={{ minWidth: 170 }}
        value={filters.category}
        onChange={(category) => onChange({ ...filters, category })}
        options={categoryOptions}
      />
      <Select<string>
        id="inventory-location-filter"
        allowClear
        aria-label="Location filter"
        placeholder="All locations"
        style={{ minWidth: 180 }}
        value={filters.location}
        onChange={(location) => onChange({ ...filters, location })}
        options={locationOptions}
      />
      <Checkbox checked={filters.lowStock} onChange={(e) => onChange({ ...filters, lowStock: e.target.checked })}>
        Low stock only
      </Checkbox>
      <Button onClick={onClear} disabled={!active}>
        Clear filters
      </Button>
    </Flex>
  );
}
