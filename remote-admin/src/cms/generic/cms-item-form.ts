import {
  CLINICAL_CODE_MESSAGES,
  CMS_MESSAGES,
  DEFAULT_DELTA_WINDOW_DAYS,
  deltaLimitProblem,
  deltaWindowProblem,
  isLoincCode,
  isSnomedCtId,
  referenceRangeInputProblem,
  type CmsGenericTab,
  type CmsItemBody,
  type DeltaKind,
} from '@lab/shared';
import { decimalOrNull, numberText, textOrNull, wholeNumber } from '../list/form-values';
import { GENERIC_SECTION_VIEWS, type GenericCmsRow } from './generic-sections';
import { rangeRowsOf, readRangeRows, type RangeRow } from './reference-range-rows';

/** The generic add/edit form's state: text fields as typed. */
export interface CmsItemFormValues {
  name: string;
  description: string;
  active: boolean;
  sort_order: string;
  marker_code: string;
  units: string;
  ucum_units: string;
  loinc_code: string;
  /** Sample Volume, µL */
  value: string;
  reference_ranges: RangeRow[];
  delta_limit: string;
  delta_kind: DeltaKind;
  delta_window_days: string;
  /** sample types */
  snomed_code: string;
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
    ucum_units: item?.ucum_units ?? '',
    loinc_code: item?.loinc_code ?? '',
    value: numberText(item?.value),
    reference_ranges: rangeRowsOf(item?.reference_ranges),
    delta_limit: numberText(item?.delta_limit),
    delta_kind: item?.delta_kind ?? 'absolute',
    delta_window_days: numberText(item?.delta_window_days ?? DEFAULT_DELTA_WINDOW_DAYS),
    snomed_code: item?.snomed_code ?? '',
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
  if (view.sampleType) {
    const snomed = textOrNull(v.snomed_code);
    if (snomed !== null && !isSnomedCtId(snomed)) return { error: CLINICAL_CODE_MESSAGES.snomedInvalid(snomed) };
    body.snomed_code = snomed;
  }
  if (view.marker) {
    const marker = markerFields(v);
    if ('error' in marker) return marker;
    Object.assign(body, marker.body);
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

/**
 * A marker's own fields, checked with the shared rules the API applies: its codes, its delta rule
 * and its ranges (which replace the stored ones; the API keeps range_min and range_max in step).
 */
function markerFields(v: CmsItemFormValues): { body: CmsItemBody } | { error: string } {
  const value = decimalOrNull(v.value);
  if (value !== null && (Number.isNaN(value) || value < 0)) return { error: CMS_MESSAGES.volumeInvalid };
  const loinc = textOrNull(v.loinc_code);
  if (loinc !== null && !isLoincCode(loinc)) return { error: CLINICAL_CODE_MESSAGES.loincInvalid(loinc) };
  const deltaLimit = decimalOrNull(v.delta_limit);
  const deltaProblem = deltaLimitProblem(deltaLimit);
  if (deltaProblem) return { error: deltaProblem };
  const window = wholeNumber(v.delta_window_days, 1, DEFAULT_DELTA_WINDOW_DAYS) ?? DEFAULT_DELTA_WINDOW_DAYS;
  const windowProblem = deltaWindowProblem(window);
  if (windowProblem) return { error: windowProblem };
  const read = readRangeRows(v.reference_ranges);
  if ('error' in read) return read;
  const rangesProblem = referenceRangeInputProblem(read.ranges);
  if (rangesProblem) return { error: rangesProblem };
  return {
    body: {
      marker_code: textOrNull(v.marker_code),
      units: textOrNull(v.units),
      ucum_units: textOrNull(v.ucum_units),
      loinc_code: loinc,
      value,
      reference_ranges: read.ranges.map((r) => ({ ...r, units: r.units ?? textOrNull(v.units) })),
      delta_limit: deltaLimit,
      delta_kind: v.delta_kind,
      delta_window_days: window,
      sample_type_ids: v.sample_type_ids,
      tube_type_ids: v.tube_type_ids,
    },
  };
}

/** Whether a marker accepts a sample type: one with no sample types accepts all. */
export function markerAccepts(marker: { sample_type_ids: readonly number[] }, sampleTypeId: number | null): boolean {
  return sampleTypeId !== null && (marker.sample_type_ids.length === 0 || marker.sample_type_ids.includes(sampleTypeId));
}
