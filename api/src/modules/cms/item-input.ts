// A CMS write body as stored, checked once for create and edit. The
// section's schema has already dropped fields the section does not have; PUT is partial: a field
// the body leaves out keeps its value.
import { CLINICAL_CODE_MESSAGES, CMS_MESSAGES, type CmsItemBody, isSnomedCtId, MAX_INT, type ReferenceRange } from '@lab/shared';
import { optionalEmail, optionalPhone, optionalText } from '../../platform/contact-fields';
import { badRequest } from '../../platform/errors';
import { readIdList } from '../../platform/id-list';
import type { IdListField } from './sections';
import type { ColumnValues } from './write-queries';

export interface ItemInput {
  /** The columns to store, by their names. */
  columns: ColumnValues;
  /** The id lists the body gave, normalised. */
  lists: Partial<Record<IdListField, number[]>>;
  /** A marker's reference ranges replacing the stored ones (marker-input.ts); undefined: kept. */
  ranges?: ReferenceRange[];
}

/** What a PUT compares with: the stored range of a marker. */
export interface StoredRange {
  range_min: number | null;
  range_max: number | null;
}

const ID_LISTS: readonly IdListField[] = ['sample_type_ids', 'tube_type_ids', 'institution_ids', 'marker_ids'];
const TEXTS = ['description', 'marker_code', 'units', 'address'] as const;

const isWhole = (value: number, min: number) => Number.isInteger(value) && value >= min && value <= MAX_INT;

function sortOrderOf(value: unknown): number {
  if (typeof value !== 'number' || !isWhole(value, 0)) throw badRequest(CMS_MESSAGES.sortOrderInvalid);
  return value;
}

/** Empty is null: the default capacity applies. */
function maxCapacityOf(value: unknown): number | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'number' || !isWhole(value, 1)) throw badRequest(CMS_MESSAGES.maxCapacityInvalid);
  return value;
}

/** Sample Volume (µL): none is 0. */
function volumeOf(value: unknown): number {
  if (value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw badRequest(CMS_MESSAGES.volumeInvalid);
  return value;
}

/** A sample type's SNOMED CT specimen code: checked by its Verhoeff digit; blank is none. */
function snomedCodeOf(value: string | null | undefined): string | null {
  const code = optionalText(value);
  if (code !== null && !isSnomedCtId(code)) throw badRequest(CLINICAL_CODE_MESSAGES.snomedInvalid(code));
  return code;
}

/** The range after the write: a side the body leaves out keeps its stored value. */
function checkRange(body: CmsItemBody, stored: StoredRange | null): void {
  const min = body.range_min !== undefined ? body.range_min : (stored?.range_min ?? null);
  const max = body.range_max !== undefined ? body.range_max : (stored?.range_max ?? null);
  if (min !== null && max !== null && min > max) throw badRequest(CMS_MESSAGES.rangeInvalid);
}

/**
 * The body's fields as columns and id lists. Creating, the name is required; editing, a name
 * given must not be blank either. Texts are trimmed, blanks stored as null.
 */
export function readItemInput(body: CmsItemBody, creating: boolean, stored: StoredRange | null = null): ItemInput {
  const columns: ColumnValues = {};
  const given = (field: keyof CmsItemBody) => body[field] !== undefined;
  if (creating || given('name')) {
    const name = optionalText(body.name);
    if (!name) throw badRequest(CMS_MESSAGES.nameRequired);
    columns.name = name;
  }
  for (const field of TEXTS) if (given(field)) columns[field] = optionalText(body[field]);
  if (given('active')) columns.active = body.active === true;
  if (given('sort_order')) columns.sort_order = sortOrderOf(body.sort_order);
  if (given('value')) columns.volume_ul = volumeOf(body.value);
  if (given('range_min')) columns.range_min = body.range_min ?? null;
  if (given('range_max')) columns.range_max = body.range_max ?? null;
  if (given('range_min') || given('range_max')) checkRange(body, stored);
  if (given('snomed_code')) columns.snomed_code = snomedCodeOf(body.snomed_code);
  if (given('sample_type_id')) columns.sample_type_id = body.sample_type_id ?? null;
  if (given('max_capacity')) columns.max_capacity_ul = maxCapacityOf(body.max_capacity);
  if (given('phone')) columns.phone = optionalPhone(body.phone);
  if (given('email')) columns.email = optionalEmail(body.email);
  const lists: ItemInput['lists'] = {};
  for (const field of ID_LISTS) if (given(field)) lists[field] = readIdList(field, body[field]);
  return { columns, lists };
}
