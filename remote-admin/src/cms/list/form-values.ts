// Reading a CMS form's text fields into a write body.

/** Trimmed text, or null when blank. */
export const textOrNull = (text: string): string | null => text.trim() || null;

/** A whole number of at least `min` ('' when blank: `blank`); NaN when unreadable or too small. */
export function wholeNumber(text: string, min: number, blank: number | null): number | null {
  if (!text.trim()) return blank;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= min ? n : NaN;
}

/** A number, or null when blank; NaN when unreadable. */
export function decimalOrNull(text: string): number | null {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : NaN;
}

/** The text of a number field: '' for none. */
export const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** 'collection device' -> 'Collection Device' (dialog titles). */
export const titleCase = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());
