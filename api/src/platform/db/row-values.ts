// Column values as the API answers them: the drivers give timestamps as Date or text and numerics
// as text (PGlite and node-postgres differ), the contracts want ISO strings and numbers.

/** An ISO 8601 time, or null. */
export const isoOrNull = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());

/** A number (a numeric column arrives as text), or null. */
export const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));
