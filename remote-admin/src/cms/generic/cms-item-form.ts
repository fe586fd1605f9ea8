import { CMS_MESSAGES, type CmsGenericTab, type CmsItemBody } from '@lab/shared';
import { decimalOrNull, numberText, textOrNull, wholeNumber } from '../list/form-values';
import { GENERIC_SECTION_VIEWS, type GenericCmsRow } from './generic-sections';

/** The generic add/edit form's state: text fields as typed. */
export interface CmsItemFormValues {
  name: string;
  description: string;
  active: boolean;
  sort_order: string;
  marker_code: string;
  units: string;
  /** Sample Volume, µL */
  value: string;
  range_min: string;
  range_max: string;
  sample_type_ids: number[];
  tube_type_ids: number[];
  sample_type_id: number | null;
  marker_ids: number[];
  institution_ids: number[];
  address: string;
  phone: string;
  email: string;
}

/** The form's start: the item's values, or a new active item. */
export function formValuesOf(item?: GenericCmsRow): CmsItemFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    active: item?.active ?? true,
    sort_order: numberText(item?.sort_order ?? 0),
    marker_code: item?.marker_code ?? '',
    units: item?.units ?? '',
    value: numberText(item?.value),
    range_min: numberText(item?.range_min),
    range_max: numberText(item?.range_max),
    sample_type_ids: item?.sample_type_ids ?? [],
    tube_type_ids: item?.tube_type_ids ?? [],
    sample_type_id: item?.sample_type_id ?? null,
    marker_ids: item?.marker_ids ?? [],
    institution_ids: item?.institution_ids ?? [],
    address: item?.address ?? '',
    phone: item?.phone ?? '',
    email: item?.email ?? '',
  };
}

export interface InstitutionChoice {
  /** A super_admin picks the institutions (none: global); others get their own (picksItemInstitutions). */
  picks: boolean;
  /** The user's own institution, forced onto a new marker or panel of a user who does not pick. */
  own: number | null;
  creating: boolean;
}

/**
 * The write body of the tab's fields (only the section's own: the API refuses others), or the
 * first problem found. A user who does not pick institutions sends their own on create and leaves
 * the item's institutions alone on edit (PUT is partial), so no institution they cannot see is lost.
 */
export function cmsItemBody(tab: CmsGenericTab, v: CmsItemFormValues, institutions: InstitutionChoice): { body: CmsItemBody } | { error: string } {
  const view = GENERIC_SECTION_VIEWS[tab];
  if (!v.name.trim()) return { error: CMS_MESSAGES.nameRequired };
  const body: CmsItemBody = { name: v.name.trim(), description: textOrNull(v.description), active: v.active };

  if (view.sortOrder) {
    const sortOrder = wholeNumber(v.sort_order, 0, 0);
    if (Number.isNaN(sortOrder)) return { error: CMS_MESSAGES.sortOrderInvalid };
    body.sort_order = sortOrder ?? 0;
  }
  if (view.marker) {
    const value = decimalOrNull(v.value);
    if (value !== null && (Number.isNaN(value) || value < 0)) return { error: CMS_MESSAGES.volumeInvalid };
    const rangeMin = decimalOrNull(v.range_min);
    const rangeMax = decimalOrNull(v.range_max);
    if (Number.isNaN(rangeMin) || Number.isNaN(rangeMax) || (rangeMin !== null && rangeMax !== null && rangeMin > rangeMax)) return { error: CMS_MESSAGES.rangeInvalid };
    Object.assign(body, {
      marker_code: textOrNull(v.marker_code),
      units: textOrNull(v.units),
      value,
      range_min: rangeMin,
      range_max: rangeMax,
      sample_type_ids: v.sample_type_ids,
      tube_type_ids: v.tube_type_ids,
    });
  }
  if (view.panel) {
    if (v.marker_ids.length > 0 && v.sample_type_id === null) return { error: CMS_MESSAGES.panelSampleTypeRequired };
    Object.assign(body, { sample_type_id: v.sample_type_id, marker_ids: v.marker_ids });
  }
  if (view.lab) Object.assign(body, { address: textOrNull(v.address), phone: textOrNull(v.phone), email: textOrNull(v.email) });
  if (view.institutions) {
    if (institutions.picks) body.institution_ids = v.institution_ids;
    else if (institutions.creating && institutions.own !== null) body.institution_ids = [institutions.own];
  }
  return { body };
}

/** Whether a marker accepts a sample type: one with no sample types accepts all. */
export function markerAccepts(marker: { sample_type_ids: readonly number[] }, sampleTypeId: number | null): boolean {
  return sampleTypeId !== null && (marker.sample_type_ids.length === 0 || marker.sample_type_ids.includes(sampleTypeId));
}
