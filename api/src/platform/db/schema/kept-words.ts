import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A list's words, kept by triggers from its rows' search text (migration 0054 for the notification
 * logs, interface messages and shipments): a one-word search counts the rows with a word starting
 * with it from a btree range, stopping at the pager's cap. `idColumn` is the row's id; prev_word
 * (the row's word just before, byte order) counts a row once. A row of no institution has words of
 * none, which only an everyone-wide count reads. `sort_at` is the row's time in its list's order
 * (migration 0062): a one-word search reads the words of its first two letters in that order
 * (the *_bucket_idx indexes, on left(word, 2), which drizzle does not describe).
 */
export const keptWordsTable = (table: string, idColumn: string, id: 'integer' | 'bigint', kept: readonly string[] = []) =>
  pgTable(table, {
    rowId: (id === 'bigint' ? bigint(idColumn, { mode: 'number' }) : integer(idColumn)).notNull(),
    institutionId: integer('institution_id'),
    word: text('word').notNull(),
    prevWord: text('prev_word'),
    sortAt: timestamp('sort_at', { withTimezone: true }).notNull(),
    ...keptColumns(kept),
  }, (t) => [index(`${table}_word_idx`).on(t.word, t.rowId), index(`${table}_institution_idx`).on(t.institutionId, t.word)]);

/**
 * The columns a list is filtered by, copied onto its words under the same names (migration 0068)
 * and carried by both word indexes (INCLUDE, which drizzle does not describe): a filtered one-word
 * count reads the words' index alone.
 */
function keptColumns(kept: readonly string[]) {
  return Object.fromEntries(kept.map((column) => [column, text(column)]));
}
