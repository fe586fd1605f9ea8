import { INVENTORY_CATEGORIES, INVENTORY_LOCATIONS, type InventoryCategory, SEARCH_BOXES } from '@lab/shared';
import { ListFilterBar, oneOfParam, useUrlQuery } from '@lab/shared/react';
import { Button, Checkbox } from 'antd';

export interface InventoryFilterValues {
  search: string;
  category?: InventoryCategory;
  location?: string;
  lowStock: boolean;
}

/** The filters an address holds (?category=Supplies&low_stock=true); anything unreadable counts as not set. */
export function readInventoryFilters(params: URLSearchParams): InventoryFilterValues {
  return {
    search: (params.get('search') ?? '').trim(),
    category: oneOfParam(INVENTORY_CATEGORIES, params.get('category')),
    location: oneOfParam(INVENTORY_LOCATIONS, params.get('location')),
    lowStock: params.get('low_stock') === 'true',
  };
}

export const isFilteringInventory = (f: InventoryFilterValues) => !!(f.search || f.category || f.location || f.lowStock);

const categoryOptions = INVENTORY_CATEGORIES.map((c) => ({ value: c, label: c }));
const locationOptions = INVENTORY_LOCATIONS.map((l) => ({ value: l, label: l }));

/** The list's filters, kept in the address: search, category, location, low stock only, and Clear filters. */
export function InventoryFilters() {
  const { params, change } = useUrlQuery();
  const filters = readInventoryFilters(params);
  return (
    <ListFilterBar
      style={{ marginBottom: 16 }}
      search={{ ...SEARCH_BOXES.inventory, maxWidth: 340 }}
      selects={[
        { id: 'inventory-category-filter', name: 'category', label: 'Category filter', placeholder: 'All categories', options: categoryOptions },
        { id: 'inventory-location-filter', name: 'location', label: 'Location filter', placeholder: 'All locations', minWidth: 180, options: locationOptions },
      ]}
    >
      <Checkbox checked={filters.lowStock} onChange={(e) => change({ low_stock: e.target.checked ? 'true' : undefined })}>
        Low stock only
      </Checkbox>
      <Button onClick={() => change({ search: undefined, category: undefined, location: undefined, low_stock: undefined })} disabled={!isFilteringInventory(filters)}>
        Clear filters
      </Button>
    </ListFilterBar>
  );
}
