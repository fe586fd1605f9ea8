// What a typed term means (a list's words or the start of an identifier) and how a row's search
// text is matched against it, row by row or as a trigram index serves it (docs/search.md, "What a
// term finds"). The search itself, and how it stays fast, is search.ts.
import { sql, type SQL } from 'drizzle-orm';

export type SearchTerm =
  /** Names and test names: each word starts a word of the search text. */
  | { kind: 'words'; words: string[] }
  /** MRN, barcode, tracking number, email, phone: one of the row's identifiers starts with it. */
  | { kind: 'identifier'; prefix: string };

/**
 * What a typed term searches for (lower case; null for an empty term). An identifier has a digit
 * or an @, or starts with '+' (a phone number's first key), and no space. A term with no letter
 * and no digit at all ('+', '%', '-') is read as an identifier too: no word of any list's text
 * starts with one, and as words it would have no trigram for the index to look up, so a rare
 * term's fallback read every row (4.7 s for '+' over three million requests); as an identifier
 * it is a few rows of its identifiers' indexes.
 */
export function classifyTerm(raw: string | undefined): SearchTerm | null {
  const term = (raw ?? '').trim().toLowerCase();
  if (!term) return null;
  const identifier = (/[\d@]/.test(term) || term.startsWith('+')) && !/\s/.test(term);
  if (identifier || !/[\p{L}\p{N}]/u.test(term)) return { kind: 'identifier', prefix: term };
  return { kind: 'words', words: term.split(/\s+/) };
}

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const regexEscaped = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);

const starts = (term: SearchTerm) => (term.kind === 'words' ? term.words : [term.prefix]);

/** The search text (lower case, words separated by spaces) has a word starting with each word of the term, read row by row. */
export function textMatches(text: SQL, term: SearchTerm): SQL {
  return sql.join(
    starts(term).map((start) => sql`(' ' || ${text}) like ${`% ${escaped(start)}%`}`),
    sql` and `,
  );
}

/**
 * textMatches as a trigram index on `text` serves it: a word of three letters or more by the
 * trigrams it contains (its word start checked on each row found: the word-start trigram '  s'
 * is in a third of all rows, and reading it cost more than the rest), a shorter one by its
 * word-start trigrams, the only ones it has. A short word alone is two patterns, the text's first
 * word or a later one; beside other words it is one regular expression of both, whose trigrams the
 * index reads once, where the two patterns read them, and the other words' too, twice ('emily no'
 * in the largest institution's test requests: 19 -> 8 ms; alone, 's' over two institutions'
 * patients took 21 ms as an expression against 10 as patterns).
 */
export function textMatchesIndexed(text: SQL, term: SearchTerm): SQL {
  const words = starts(term);
  return sql.join(
    words.map((start) => {
      const e = escaped(start);
      if (start.length >= 3) return sql`${text} like ${`%${e}%`} and (' ' || ${text}) like ${`% ${e}%`}`;
      if (words.length > 1) return sql`${text} ~ ${`(^| )${regexEscaped(start)}`}`;
      return sql`(${text} like ${`${e}%`} or ${text} like ${`% ${e}%`})`;
    }),
    sql` and `,
  );
}
