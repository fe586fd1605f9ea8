import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { queryRows, queryRowsGeneric } from './query';
import { afterPrefix, classifyTerm, identifierStarts, searchPage, type SearchedList, textMatches, textMatchesIndexed, wordStarts } from './search';

describe('what a typed term searches for', () => {
  it('reads words as word starts, lower case, and a term with a digit or an @ and no space as an identifier', () => {
    expect(classifyTerm('  Smi ')).toEqual({ kind: 'words', words: ['smi'] });
    expect(classifyTerm('Anna  SMI')).toEqual({ kind: 'words', words: ['anna', 'smi'] });
    expect(classifyTerm('MRN-P1000')).toEqual({ kind: 'identifier', prefix: 'mrn-p1000' });
    expect(classifyTerm('anna@')).toEqual({ kind: 'identifier', prefix: 'anna@' });
    // a phone number's first key, and terms with no letter or digit, start identifiers
    expect(classifyTerm('+')).toEqual({ kind: 'identifier', prefix: '+' });
    expect(classifyTerm('+44')).toEqual({ kind: 'identifier', prefix: '+44' });
    expect(classifyTerm('%')).toEqual({ kind: 'identifier', prefix: '%' });
    expect(classifyTerm('- .')).toEqual({ kind: 'identifier', prefix: '- .' });
    expect(classifyTerm('smith -')).toEqual({ kind: 'words', words: ['smith', '-'] });
    expect(classifyTerm('Zoë')).toEqual({ kind: 'words', words: ['zoë'] });
    expect(classifyTerm('vitamin b12')).toEqual({ kind: 'words', words: ['vitamin', 'b12'] });
    expect(classifyTerm('   ')).toBeNull();
    expect(classifyTerm(undefined)).toBeNull();
  });

  it('matches each word at the start of the text or after a space, its wildcards literal', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(textMatches(sql`t`, { kind: 'words', words: ['50%', 'a_b'] }));
    expect(text).toBe("(' ' || t) like $1 and (' ' || t) like $2");
    expect(params).toEqual(['% 50\\%%', '% a\\_b%']);
  });

  it('asks a trigram index for what a word contains from three letters, for its start below', () => {
    const alone = new PgDialect().sqlToQuery(textMatchesIndexed(sql`t`, { kind: 'words', words: ['a_'] }));
    expect(alone.sql).toBe('(t like $1 or t like $2)');
    expect(alone.params).toEqual(['a\\_%', '% a\\_%']);
    // beside another word, a short one's start is one expression, its special characters literal
    const { sql: text, params } = new PgDialect().sqlToQuery(textMatchesIndexed(sql`t`, { kind: 'words', words: ['smi', 'a.', '(b'] }));
    expect(text).toBe("t like $1 and (' ' || t) like $2 and t ~ $3 and t ~ $4");
    expect(params).toEqual(['%smi%', '% smi%', '(^| )a\\.', '(^| )\\(b']);
  });
});

describe("a word's range in the words tables", () => {
  it('ends at the first string after every string starting with the word, in code point order', () => {
    expect(afterPrefix('sm')).toBe('sn');
    expect(afterPrefix('zoë')).toBe('zoì');
    expect(afterPrefix('a%')).toBe('a&');
    expect(afterPrefix('a\u{10FFFF}')).toBe('b');
    expect(afterPrefix('\u{D7FF}')).toBe('\u{E000}');
    expect(afterPrefix('\u{10FFFF}')).toBeNull();
  });

  it("reads the range and counts a row on its first word in it", () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(wordStarts('smi'));
    expect(text).toBe('w.word >= $1 and w.word < $2 and (w.prev_word is null or w.prev_word < $3)');
    expect(params).toEqual(['smi', 'smj', 'smi']);
  });
});

describe("an identifier's prefix", () => {
  it('is a range of its index in byte order, whatever the prefix, its wildcards plain characters', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(identifierStarts(sql`k`, 'a_%'));
    expect(text).toBe('k ~>=~ $1 and k ~<~ $2');
    expect(params).toEqual(['a_%', 'a_&']);
    expect(new PgDialect().sqlToQuery(identifierStarts(sql`k`, '\u{10FFFF}')).sql).toBe('k ~>=~ $1');
  });
});

describe('how a searched page runs', () => {
  const list = (keepsWords: boolean): SearchedList => ({
    newest: (limit) => sql`select 1 limit ${limit}`,
    matching: () => sql`select 1`,
    identified: () => [],
    ...(keepsWords ? { startingWith: () => sql`select 1` } : {}),
  });
  const runOf = (keepsWords: boolean, term: string, page = 1) => searchPage(list(keepsWords), classifyTerm(term)!, page, 20).run;

  it('plans a first page once where one plan serves every term, and otherwise for the term', () => {
    expect(runOf(false, 'MRN-P1')).toBe(queryRowsGeneric);
    expect(runOf(false, 'smi')).toBe(queryRowsGeneric);
    expect(runOf(false, 'anna smi')).toBe(queryRowsGeneric);
    // a short word counted through the trigram index: its best plan depends on how common it is
    expect(runOf(false, 'sm')).toBe(queryRows);
    expect(runOf(false, 'anna b')).toBe(queryRows);
    // ... but not one counted from the list's words
    expect(runOf(true, 'sm')).toBe(queryRowsGeneric);
    expect(runOf(true, 'anna b')).toBe(queryRows);
    // a later page, and more words than people type, keep no statement on the connections
    expect(runOf(true, 'smi', 2)).toBe(queryRows);
    expect(runOf(false, 'MRN-P1', 2)).toBe(queryRows);
    expect(runOf(true, 'anna beth carol smith')).toBe(queryRows);
  });
});
