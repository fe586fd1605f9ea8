// Reads a result's free text (result_data) as biomarker blocks, the way the PDF report does:
// a marker's name, then its Value, Units, Range and Status lines within the
// next RESULT_BLOCK_LINES lines. resultDataTemplate (result-rules.ts) writes this format.
import { RESULT_BLOCK_LINES } from './result-rules';

export interface ResultBlock {
  name: string;
  value: string;
  units: string;
  range: string;
  status: string;
}

type BlockKey = 'value' | 'units' | 'range' | 'status';

const KEY_LINE = /^(value|units|range|status)\s*:(.*)$/i;

/** 'Units: mmol/L' -> ['units', 'mmol/L']; null for any other line. */
function keyLine(line: string): [BlockKey, string] | null {
  const match = KEY_LINE.exec(line);
  return match ? [match[1].toLowerCase() as BlockKey, match[2].trim()] : null;
}

/** A line that may name a marker: not blank and not one of the four key lines. */
const isNameLine = (line: string) => line !== '' && keyLine(line) === null;

/**
 * The blocks found in `text`, in order. A block needs a Value line (its value may be empty, as in a
 * template not yet filled in); missing Units, Range or Status give ''. Lines that are not followed by
 * a Value line, such as a comment paragraph, are not markers and are skipped.
 */
export function parseResultBlocks(text: string): ResultBlock[] {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  const blocks: ResultBlock[] = [];
  lines.forEach((name, index) => {
    if (!isNameLine(name)) return;
    const found: Partial<Record<BlockKey, string>> = {};
    for (const line of lines.slice(index + 1, index + 1 + RESULT_BLOCK_LINES)) {
      // The next name starts the next block: its lines are not this marker's.
      if (isNameLine(line)) break;
      const entry = keyLine(line);
      // The first line of a key wins: a repeated key belongs to no one sensible.
      if (entry && found[entry[0]] === undefined) found[entry[0]] = entry[1];
    }
    if (found.value === undefined) return;
    blocks.push({ name, value: found.value, units: found.units ?? '', range: found.range ?? '', status: found.status ?? '' });
  });
  return blocks;
}

const normalised = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();

/**
 * The result data says nothing yet: blank, or only marker blocks with neither a value nor a status
 * (the template a new draft starts with). A page shows no such text as if it were a result.
 */
export function isUnfilledResultData(text: string | null | undefined): boolean {
  if (!text?.trim()) return true;
  const blocks = parseResultBlocks(text);
  if (blocks.length === 0 || blocks.some((b) => b.value !== '' || b.status !== '')) return false;
  const template = blocks.map((b) => `${b.name}\nValue:\nUnits:${b.units ? ` ${b.units}` : ''}\nRange:${b.range ? ` ${b.range}` : ''}\nStatus:`).join('\n\n');
  return normalised(text) === template;
}
