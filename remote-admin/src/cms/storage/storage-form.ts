import { CMS_MESSAGES, type CmsItemBody, type StorageLocationCmsItem } from '@lab/shared';
import { textOrNull, wholeNumber } from '../list/form-values';

export interface StorageFormValues {
  name: string;
  description: string;
  active: boolean;
  sort_order: string;
}

export function storageFormValues(location?: StorageLocationCmsItem): StorageFormValues {
  return { name: location?.name ?? '', description: location?.description ?? '', active: location?.active ?? true, sort_order: String(location?.sort_order ?? 0) };
}

/** A storage location: name required; sort_order a whole number ≥ 0, default 0. */
export function storageBody(v: StorageFormValues): { body: CmsItemBody } | { error: string } {
  if (!v.name.trim()) return { error: CMS_MESSAGES.nameRequired };
  const sortOrder = wholeNumber(v.sort_order, 0, 0);
  if (sortOrder === null || Number.isNaN(sortOrder)) return { error: CMS_MESSAGES.sortOrderInvalid };
  return { body: { name: v.name.trim(), description: textOrNull(v.description), active: v.active, sort_order: sortOrder } };
}

/** Lower sort_order first; the server's order is kept among equals. */
export function bySortOrder<T extends { sort_order: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => a.item.sort_order - b.item.sort_order || a.index - b.index).map(({ item }) => item);
}
