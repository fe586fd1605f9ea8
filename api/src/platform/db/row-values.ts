// Column values as the API answers them: the drivers give timestamps as Date or text and numerics
// as text (PGlite and node-postgres differ), the contracts want ISO strings and numbers.

/**
 * PostgreSQL's text of a timestamptz in UTC, with a four-digit year: a column's
 * ('2026-11-26 10:00:00.123456+00') or inside JSON ('2026-11-26T10:00:00.123456+00:00'). Such a
 * text is rewritten as ISO directly: `new Date(text)` reads it through V8's fallback
 * date parser, which cost a twentieth of a list page's CPU (every row has two or three times).
 * Anything else (another offset, a Date from PGlite) goes through Date.
 */
const POSTGRES_UTC = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00(?::00)?$/;

/** An ISO 8601 time with milliseconds (further digits dropped, as Date drops them), or null. */
export function isoOrNull(value: unknown): string | null {
  if (value == null) return null;
  const utc = typeof value === 'string' ? POSTGRES_UTC.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value as string).toISOString();
}

/** A number (a numeric column arrives as text), or null. */
export const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));
