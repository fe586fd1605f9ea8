// The rows of the report's marker table: the structured values when the result has them,
// otherwise the biomarker blocks of its free text.
import { formatRange, parseResultBlocks, type ResultValue } from '@lab/shared';

export interface MarkerRow {
  marker: string;
  value: string;
  units: string;
  range: string;
  /**
   * H, L or blank: a normal value leaves the column blank so the abnormal ones stand out. Other
   * statuses written in result_data ('Critical', 'Positive') are kept as written.
   */
  flag: string;
}

const decimals = (n: number | null) => (n === null ? 0 : (String(n).split('.')[1]?.length ?? 0));

/**
 * The value with at least the decimals of its range: a stored 3.0 comes back as the number 3, but
 * beside '0 - 3.4' a lab report prints '3.0'.
 */
export function formatValue({ value, range_min, range_max }: Pick<ResultValue, 'value' | 'range_min' | 'range_max'>): string {
  const written = String(value);
  if (/e/i.test(written)) return written; // 1e-7: no fixed notation to pad
  return value.toFixed(Math.min(Math.max(decimals(value), decimals(range_min), decimals(range_max)), 6));
}

const fromValue = (value: ResultValue): MarkerRow => ({
  marker: value.marker_name,
  value: formatValue(value),
  units: value.units ?? '',
  range: formatRange(value.range_min, value.range_max),
  flag: value.flag === 'normal' ? '' : value.flag,
});

/** 'High' -> H, 'Low' -> L, 'Normal' -> blank; anything else is printed as the author wrote it. */
export function flagFromStatus(status: string): string {
  if (/^(h|high)$/i.test(status)) return 'H';
  if (/^(l|low)$/i.test(status)) return 'L';
  if (/^(n|normal)$/i.test(status)) return '';
  return status;
}

export function markerRows(result: { result_values: ResultValue[]; result_data: string }): MarkerRow[] {
  if (result.result_values.length > 0) return result.result_values.map(fromValue);
  return parseResultBlocks(result.result_data).map((block) => ({
    marker: block.name,
    value: block.value,
    units: block.units,
    range: block.range,
    flag: flagFromStatus(block.status),
  }));
}
