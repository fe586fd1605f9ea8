// The rows of the report's marker table: the structured values when the result has them,
// otherwise the biomarker blocks of its free text.
import { formatRange, isCriticalFlag, NO_RANGE_TEXT, parseResultBlocks, REPORT_CRITICAL_MARK, REPORT_FLAG_TEXTS, REPORT_NO_RANGE, RESULT_FLAG_LABELS, valueText, type ResultBlock, type ResultValue } from '@lab/shared';

export interface MarkerRow {
  marker: string;
  value: string;
  units: string;
  range: string;
  /**
   * H, L, '!! CRITICAL HIGH', '!! CRITICAL LOW' or blank: a normal value leaves the column blank so
   * the abnormal ones stand out. Other statuses written in result_data ('Positive') are kept as written.
   */
  flag: string;
  /** Beyond a critical limit: printed in bold words with a mark, never by colour alone. */
  critical: boolean;
  /** Which range the value was read against ('Female, 18-65 years'), when known. */
  rangeLabel: string | null;
}

/** The flag column's text: critical flags in words after their mark. */
const flagText = (flag: keyof typeof REPORT_FLAG_TEXTS) => (isCriticalFlag(flag) ? `${REPORT_CRITICAL_MARK} ${REPORT_FLAG_TEXTS[flag]}` : REPORT_FLAG_TEXTS[flag]);

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
  // '<5': a lab's bound printed as one
  value: valueText(formatValue(value), value.comparator),
  units: value.units ?? '',
  // a value flagged against no range says so (the legend explains the dash), never a blank that reads as normal
  range: value.flag === null && value.range_id === null ? REPORT_NO_RANGE : formatRange(value.range_min, value.range_max),
  flag: value.flag === null ? '' : flagText(value.flag),
  critical: isCriticalFlag(value.flag),
  rangeLabel: value.range_label,
});

const STATUS_FLAGS: [RegExp, keyof typeof REPORT_FLAG_TEXTS][] = [
  [new RegExp(`^(hh|${RESULT_FLAG_LABELS.HH})$`, 'i'), 'HH'],
  [new RegExp(`^(ll|${RESULT_FLAG_LABELS.LL})$`, 'i'), 'LL'],
  [new RegExp(`^(h|${RESULT_FLAG_LABELS.H})$`, 'i'), 'H'],
  [new RegExp(`^(l|${RESULT_FLAG_LABELS.L})$`, 'i'), 'L'],
  [new RegExp(`^(n|${RESULT_FLAG_LABELS.N})$`, 'i'), 'N'],
];

/** 'High' -> H, 'Critical high' -> '!! CRITICAL HIGH', 'Normal' and the no-range text -> blank; anything else as the author wrote it. */
export function flagFromStatus(status: string): string {
  if (status.trim().toLowerCase() === NO_RANGE_TEXT.toLowerCase()) return '';
  const known = STATUS_FLAGS.find(([pattern]) => pattern.test(status.trim()));
  return known ? flagText(known[1]) : status;
}

const fromBlock = (block: ResultBlock): MarkerRow => ({
  marker: block.name,
  value: block.value,
  units: block.units,
  range: block.range,
  flag: flagFromStatus(block.status),
  critical: flagFromStatus(block.status).startsWith(REPORT_CRITICAL_MARK),
  rangeLabel: null,
});

/** A block holding a result in words ('Positive'): what a lab's text result is written as, never a number. */
const inWords = (block: ResultBlock) => block.value !== '' && !/^[<>]?=?\s*-?\d/.test(block.value);

/**
 * The structured values, then the results in words of the result data that no value covers (a
 * lab's 'Positive' is a block, never a structured value); without values, the blocks alone.
 */
export function markerRows(result: { result_values: ResultValue[]; result_data: string }): MarkerRow[] {
  const blocks = parseResultBlocks(result.result_data);
  if (result.result_values.length === 0) return blocks.map(fromBlock);
  const named = new Set(result.result_values.map((v) => v.marker_name));
  return [...result.result_values.map(fromValue), ...blocks.filter((b) => !named.has(b.name) && inWords(b)).map(fromBlock)];
}
