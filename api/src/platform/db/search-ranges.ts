// An identifier's matches (an MRN, a barcode, a tracking number, an email, a phone) read from its
// btree prefix index in the identifier's order (docs/search.md, "Identifiers read their prefix
// index in order"): the prefix as an index range, one range per institution inside institutions,
// several identifiers' ranges merged, a page and a count cut at their rows.
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { inlined, where } from './list-page';

/**
 * The smallest string after every string that starts with `prefix`, in code point order (the
 * order of a "C" collation: UTF-8 bytes sort as their code points); null when there is none.
 */
export function afterPrefix(prefix: string): string | null {
  const points = [...prefix];
  while (points.length) {
    let next = points.pop()!.codePointAt(0)! + 1;
    if (next === 0xd800) next = 0xe000; // text holds no surrogate
    if (next <= 0x10ffff) return points.join('') + String.fromCodePoint(next);
  }
  return null;
}

/**
 * `expression` (a lower-case identifier under a text_pattern_ops btree) starts with the prefix:
 * the strings from the prefix up to the first string after all that start with it, in the index's
 * byte order. Written as that range, it is the index's condition whatever the prefix (a LIKE
 * pattern becomes one only when the planner sees it as a constant), so a plan made once serves
 * every prefix (queryRowsGeneric). '%' and '_' are plain characters here.
 */
export function identifierStarts(expression: SQL, prefix: string): SQL {
  const end = afterPrefix(prefix);
  // no string comes after the prefix (it is all U+10FFFF): every string from it starts with it
  return end === null ? sql`${expression} ~>=~ ${prefix}` : sql`${expression} ~>=~ ${prefix} and ${expression} ~<~ ${end}`;
}

/**
 * One identifier's matches: `from` is "FROM ... WHERE ..." with the identifier starting with the
 * prefix (identifierStarts on `key`); `id` is the row's id. Its index is (key text_pattern_ops,
 * id), so a page or a count reads it in that order and stops.
 */
export interface IdentifierRange {
  from: SQL;
  key: SQL;
  id: SQL;
}

/**
 * An identifier's range over a table: for everyone one range; inside institutions one per
 * institution, each under its institution's condition on `column` (an index's leading column), so
 * a common prefix reads the institution's own rows rather than everyone's filtered.
 */
export function rangesIn(institutions: number[] | 'all', column: SQL, range: (extra: SQL[]) => IdentifierRange): IdentifierRange[] {
  return institutions === 'all' ? [range([])] : institutions.map((institution) => range([sql`${column} = ${institution}`]));
}

/** A searched table: `from` names it with its alias (`interface_messages m`), `institution` and `id` are its columns. */
export interface RangedTable {
  from: SQL;
  institution: SQL;
  id: SQL;
}

/**
 * The ranges of `key`, one of the table's own identifier columns under its (institution_id, key)
 * and (key) prefix indexes, over its rows under `conditions`: everyone's or each institution's.
 */
export function ownRanges(institutions: number[] | 'all', table: RangedTable, conditions: SQL[], key: SQL, prefix: string): IdentifierRange[] {
  return rangesIn(institutions, table.institution, (extra) => ({ from: sql`from ${table.from} ${where([...conditions, ...extra, identifierStarts(key, prefix)])}`, key, id: table.id }));
}

/**
 * The first `n` rows (id, key) of the ranges in identifier order, each row once under its first
 * key (a patient of two institutions is in both their ranges; a message is found by its control
 * id and by the REQ- id it names): each range read in its index's order and cut at `n`, merged.
 * Cutting each range at `n` loses none of the first `n`: a range's rows are distinct, so a row
 * among the first `n` has fewer than `n` before it in its own range. `n` is a parameter: a plan
 * made for any prefix (queryRowsGeneric) takes a range to hold a few rows, and with `n` written in
 * it sorted a common prefix's whole range for the count's 1,001 (38,714 rows, 57 ms); a
 * parameter's limit is planned as a tenth of the rows, which an index read in order serves best.
 */
function inOrder(ranges: IdentifierRange[], n: number): SQL {
  const each = ranges.map((r) => rangeCut(r, n, true));
  return sql`select id, min(key) as key from (${sql.join(each, sql` union all `)}) ranges group by id order by 2 using ~<~, id limit ${n}`;
}

/**
 * How many rows the ranges hold, up to LIST_COUNT_CAP + 1, each range read in its order too (in
 * any order the planner may scan the table for a prefix it thinks common, and a prefix's rows are
 * often the oldest or newest: MRNs, barcodes and control ids grow with time), each row once. A
 * count needs no merged order: the rows of ranges each cut at n, counted once (UNION) and capped
 * at n, are n exactly when the whole ranges hold n or more (a cut range alone holds n), and all of
 * them otherwise. Without the merge's sort by key, everyone's '+' in the patients list (1,001 phone
 * numbers) takes 1.47-1.85 ms a page instead of 1.77-1.99.
 */
export function identifierCount(ranges: IdentifierRange[]): SQL {
  const n = LIST_COUNT_CAP + 1;
  const each = ranges.map((r) => rangeCut(r, n, false));
  return sql`select least(count(*), ${inlined(n)}) from (${sql.join(each, sql` union `)}) found`;
}

/** A range's first `n` rows in its index's order: their ids, and with `withKey` the key each was found under. */
function rangeCut(r: IdentifierRange, n: number, withKey: boolean): SQL {
  const key = withKey ? sql`, ${r.key} as key` : sql``;
  return sql`(select ${r.id} as id${key} ${r.from} order by ${r.key} using ~<~, ${r.id} limit ${n})`;
}

/** The page's ids among the first rows in identifier order, each row once. */
export function identifierPage(ranges: IdentifierRange[], offset: number, limit: number): SQL {
  return sql`select id from (${inOrder(ranges, offset + limit)}) found order by key using ~<~, id limit ${inlined(limit)} offset ${inlined(offset)}`;
}
