import {
  apiPath,
  CMS_PATHS,
  INSTITUTION_MESSAGES,
  INSTITUTION_PATHS,
  type InstitutionOption,
  INVENTORY_PAGE_SIZE,
  INVENTORY_PATHS,
  type InventoryAdjustPayload,
  type InventoryCategory,
  type InventoryItemDetail,
  type InventoryItemPayload,
  type InventoryListQuery,
  type InventoryMessageResponse,
  type InventoryPage,
  type MyInstitutionsResponse,
  type StockRequestPayload,
  type StorageLocationCmsItem,
  type StorageLocationListQuery,
  type StorageLocationsResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export interface InventoryListFilters {
  page: number;
  category?: InventoryCategory;
  location?: string;
  lowStock: boolean;
  search: string;
}

/** GET /inventory: only the filters in use are sent. */
export async function fetchInventory(filters: InventoryListFilters): Promise<InventoryPage> {
  const params: InventoryListQuery = {
    page: filters.page,
    limit: INVENTORY_PAGE_SIZE,
    category: filters.category,
    location: filters.location,
    low_stock: filters.lowStock ? true : undefined,
    search: filters.search.trim() || undefined,
  };
  const { data } = await apiClient.get<InventoryPage>(INVENTORY_PATHS.list, { params });
  return data;
}

export async function fetchItem(id: number | string): Promise<InventoryItemDetail> {
  const { data } = await apiClient.get<InventoryItemDetail>(apiPath(INVENTORY_PATHS.one, { id }));
  return data;
}

export async function createItem(payload: InventoryItemPayload): Promise<InventoryItemDetail> {
  const { data } = await apiClient.post<InventoryItemDetail>(INVENTORY_PATHS.list, payload);
  return data;
}

export async function updateItem(id: number | string, payload: InventoryItemPayload): Promise<InventoryItemDetail> {
  const { data } = await apiClient.put<InventoryItemDetail>(apiPath(INVENTORY_PATHS.one, { id }), payload);
  return data;
}

/** Adds (positive) or removes (negative) stock; answers the item after the change. */
export async function adjustItem(id: number, payload: InventoryAdjustPayload): Promise<InventoryItemDetail> {
  const { data } = await apiClient.post<InventoryItemDetail>(apiPath(INVENTORY_PATHS.adjust, { id }), payload);
  return data;
}

export async function notifyLowStock(id: number): Promise<InventoryMessageResponse> {
  const { data } = await apiClient.post<InventoryMessageResponse>(apiPath(INVENTORY_PATHS.notify, { id }));
  return data;
}

export async function requestStock(id: number, quantity: number): Promise<InventoryMessageResponse> {
  const { data } = await apiClient.post<InventoryMessageResponse>(apiPath(INVENTORY_PATHS.request, { id }), { quantity } satisfies StockRequestPayload);
  return data;
}

/** The active storage locations; a failure is only logged and leaves the list empty. */
export async function fetchStorageLocations(): Promise<StorageLocationCmsItem[]> {
  try {
    const params: StorageLocationListQuery = { active: true };
    const { data } = await apiClient.get<StorageLocationsResponse>(CMS_PATHS.section('storage-locations').list, { params });
    return data.items ?? [];
  } catch (error) {
    console.error('Failed to fetch storage locations', error);
    return [];
  }
}

/**
 * The institutions an item may belong to (the super_admin's selector: every institution, which is
 * what GET /institutions/my answers them until the admin area's GET /institutions exists); a
 * failure is only logged.
 */
export async function fetchInstitutions(): Promise<InstitutionOption[]> {
  try {
    const { data } = await apiClient.get<Partial<MyInstitutionsResponse>>(INSTITUTION_PATHS.mine);
    return data.institutions ?? [];
  } catch (error) {
    console.error(INSTITUTION_MESSAGES.fetchListFailed, error);
    return [];
  }
}
