import type { InstitutionOption, InventoryItemDetail, StorageLocationCmsItem } from '@lab/shared';
import { useLoadedData, type LoadedData } from '@lab/shared/react';
import { fetchInstitutions, fetchItem, fetchStorageLocations } from './inventory-api';

/** What the item form starts from. */
export interface InventoryFormStart {
  /** The edited item; null on /inventory/new. */
  item: InventoryItemDetail | null;
  /** The active storage locations (empty when they could not be loaded). */
  locations: StorageLocationCmsItem[];
  /** The institutions of the selector; loaded only for those who choose one. */
  institutions: InstitutionOption[];
}

/** The edited item (its failure is the page's), with the storage locations and institutions (their failures are only logged). */
export function useInventoryFormLoad(itemId: string | undefined, choosesInstitution: boolean): LoadedData<InventoryFormStart> {
  return useLoadedData(async () => {
    const [item, locations, institutions] = await Promise.all([
      itemId ? fetchItem(itemId) : Promise.resolve(null),
      fetchStorageLocations(),
      choosesInstitution ? fetchInstitutions() : Promise.resolve([]),
    ]);
    return { item, locations, institutions };
  }, [itemId, choosesInstitution]);
}
