import {
  DEFAULT_CATEGORY,
  DEFAULT_MINIMUM_THRESHOLD,
  DEFAULT_QUANTITY,
  INVENTORY_MESSAGES,
  type InventoryCategory,
  type InventoryItem,
  type InventoryItemPayload,
} from '@lab/shared';

/** What the item form edits. Dates are 'YYYY-MM-DD' or null. */
export interface InventoryFormValues {
  item_name: string;
  item_sku: string;
  item_description: string;
  category: InventoryCategory;
  location: string | null;
  quantity_available: number | null;
  minimum_threshold: number | null;
  po_number: string;
  purchase_date: string | null;
  received_date: string | null;
  /** Null: Global. */
  institution_id: number | null;
}

/** The edited item's values, or a new item's defaults (Test Kits, quantity 0, threshold 10). */
export function initialValues(item: InventoryItem | null): InventoryFormValues {
  return {
    item_name: item?.item_name ?? '',
    item_sku: item?.item_sku ?? '',
    item_description: item?.item_description ?? '',
    category: item?.category ?? DEFAULT_CATEGORY,
    location: item?.location ?? null,
    quantity_available: item?.quantity_available ?? DEFAULT_QUANTITY,
    minimum_threshold: item?.minimum_threshold ?? DEFAULT_MINIMUM_THRESHOLD,
    po_number: item?.po_number ?? '',
    purchase_date: item?.purchase_date ?? null,
    received_date: item?.received_date ?? null,
    institution_id: item?.institution_id ?? null,
  };
}

export type RequiredField = 'item_name' | 'item_sku' | 'po_number';

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  item_name: INVENTORY_MESSAGES.nameRequired,
  item_sku: INVENTORY_MESSAGES.skuRequired,
  po_number: INVENTORY_MESSAGES.poRequired,
};

/** The message of a required text field left empty, else null. */
export function requiredError(values: InventoryFormValues, field: RequiredField): string | null {
  return values[field].trim() ? null : REQUIRED_MESSAGES[field];
}

const isCount = (n: number | null) => n !== null && Number.isInteger(n) && n >= 0;

/** Submit is enabled once the name, SKU and PO number are filled and both quantities are numbers of at least 0. */
export function canSubmit(values: InventoryFormValues): boolean {
  const filled = (['item_name', 'item_sku', 'po_number'] as const).every((f) => !requiredError(values, f));
  return filled && isCount(values.quantity_available) && isCount(values.minimum_threshold);
}

/**
 * What POST /inventory or PUT /inventory/{id} gets. The institution is sent only by those who choose
 * it (super_admin), an empty choice as null (Global); the API gives the others' items their own.
 */
export function toPayload(values: InventoryFormValues, choosesInstitution: boolean): InventoryItemPayload {
  return {
    item_name: values.item_name.trim(),
    item_sku: values.item_sku.trim(),
    item_description: values.item_description.trim() || null,
    category: values.category,
    location: values.location,
    quantity_available: values.quantity_available ?? DEFAULT_QUANTITY,
    minimum_threshold: values.minimum_threshold ?? DEFAULT_MINIMUM_THRESHOLD,
    po_number: values.po_number.trim(),
    purchase_date: values.purchase_date,
    received_date: values.received_date,
    ...(choosesInstitution ? { institution_id: values.institution_id } : {}),
  };
}
