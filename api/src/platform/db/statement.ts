// A statement's text and parameters from our own SQL templates, written as drizzle's PostgreSQL
// dialect writes them. Drizzle's writer is general (columns, tables, encoders, inlined values) and
// builds an object per chunk: on a search's few kilobytes of template it took 0.7-0.8 ms of the
// request and made most of its garbage (the patients' 'smi' cost the API 2.1 ms of CPU with it,
// 1.1 ms without). Our templates hold text, nested templates and plain values; anything else is
// left to drizzle's writer, so what reaches PostgreSQL is the same either way.
import { SQL, StringChunk } from 'drizzle-orm';

/** A string as an SQL literal, written into a statement's text (only our own constants, never a caller's text). */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export interface Statement {
  sql: string;
  params: unknown[];
}

/** A value drizzle passes through as a parameter unchanged (no encoder, not a drizzle object). */
const plainValue = (chunk: unknown) =>
  chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean' || typeof chunk === 'bigint' || chunk instanceof Date;

/** Whether a template is to be written with its values inline (`.inlineParams()`; drizzle keeps the flag private). */
const inlinesValues = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/**
 * `query`'s text and parameters ($1, $2, … in order), or null where it holds anything but text,
 * nested templates and plain values (a column or table object, sql.param, sql.identifier, an array,
 * inlined parameters): the caller then asks drizzle's dialect.
 */
export function writtenStatement(query: SQL): Statement | null {
  const params: unknown[] = [];
  let text = '';
  const write = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if (inlinesValues(chunk) || !write(chunk.queryChunks)) return false;
      } else if (plainValue(chunk)) text += `$${params.push(chunk)}`;
      else if (chunk !== undefined) return false;
    }
    return true;
  };
  return !inlinesValues(query) && write(query.queryChunks) ? { sql: text, params } : null;
}
