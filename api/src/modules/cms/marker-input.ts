// A marker's own write fields beyond the generic ones (item-input.ts): its codes, its delta rule and
// its reference ranges. Ranges are checked with the same shared rules the marker form uses inline.
import {
  CLINICAL_CODE_MESSAGES,
  deltaLimitProblem,
  deltaWindowProblem,
  isLoincCode,
  referenceRangeInputProblem,
  type CmsItemBody,
  type ReferenceRange,
  type ReferenceRangeInput,
} from '@lab/shared';
import { optionalText } from '../../platform/contact-fields';
import { badRequest } from '../../platform/errors';
import { ucumUnitsProblem } from './ucum-units';
import type { ColumnValues } from './write-queries';

export interface MarkerInput {
  columns: ColumnValues;
  /** The ranges that replace the stored ones; undefined: they stay as they are. */
  ranges: ReferenceRange[] | undefined;
}

const asRange = (r: ReferenceRangeInput): ReferenceRange => ({
  sex: r.sex,
  age_from: r.age_from,
  age_to: r.age_to ?? null,
  age_unit: r.age_unit,
  low: r.low ?? null,
  high: r.high ?? null,
  critical_low: r.critical_low ?? null,
  critical_high: r.critical_high ?? null,
  units: optionalText(r.units),
});

/**
 * The range other screens show beside a marker (range_min and range_max): the one for any sex
 * with no upper age, which is the adult range where ranges are split by age. None such: none.
 */
function headlineOf(ranges: readonly ReferenceRange[]): { range_min: number | null; range_max: number | null } {
  const open = ranges.find((r) => r.sex === 'any' && r.age_to === null);
  return { range_min: open?.low ?? null, range_max: open?.high ?? null };
}

/**
 * The ranges a write stores. Given: as given. A new marker without them but with range_min or
 * range_max (the form before ranges existed): one range from those, for any sex and every age.
 * An edit without them keeps the stored ranges, whatever range_min and range_max it changes.
 */
function rangesOf(body: CmsItemBody, creating: boolean): ReferenceRange[] | undefined {
  if (body.reference_ranges !== undefined) return body.reference_ranges.map(asRange);
  if (!creating) return undefined;
  const low = body.range_min ?? null;
  const high = body.range_max ?? null;
  if (low === null && high === null) return [];
  return [{ sex: 'any', age_from: 0, age_to: null, age_unit: 'years', low, high, critical_low: null, critical_high: null, units: optionalText(body.units) }];
}

async function codeColumns(body: CmsItemBody, columns: ColumnValues): Promise<void> {
  if (body.loinc_code !== undefined) {
    const code = optionalText(body.loinc_code);
    if (code !== null && !isLoincCode(code)) throw badRequest(CLINICAL_CODE_MESSAGES.loincInvalid(code));
    columns.loinc_code = code;
  }
  if (body.ucum_units !== undefined) {
    const units = optionalText(body.ucum_units);
    const problem = units === null ? null : await ucumUnitsProblem(units);
    if (problem) throw badRequest(problem);
    columns.ucum_units = units;
  }
}

function deltaColumns(body: CmsItemBody, columns: ColumnValues): void {
  if (body.delta_limit !== undefined) {
    const problem = deltaLimitProblem(body.delta_limit);
    if (problem) throw badRequest(problem);
    columns.delta_limit = body.delta_limit;
  }
  if (body.delta_kind !== undefined) columns.delta_kind = body.delta_kind;
  if (body.delta_window_days !== undefined) {
    const problem = deltaWindowProblem(body.delta_window_days);
    if (problem) throw badRequest(problem);
    columns.delta_window_days = body.delta_window_days;
  }
}

/** The marker's codes, delta rule and ranges as columns and rows; a bad one is a 400 in words. */
export async function readMarkerInput(body: CmsItemBody, creating: boolean): Promise<MarkerInput> {
  const columns: ColumnValues = {};
  await codeColumns(body, columns);
  deltaColumns(body, columns);
  const ranges = rangesOf(body, creating);
  if (ranges) {
    const problem = referenceRangeInputProblem(ranges);
    if (problem) throw badRequest(problem);
    // the headline follows the ranges unless the caller set it in the same write
    if (body.reference_ranges !== undefined && body.range_min === undefined && body.range_max === undefined) Object.assign(columns, headlineOf(ranges));
  }
  return { columns, ranges };
}
