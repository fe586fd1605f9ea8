// The walks a words search reads (search.ts): a list's newest rows, read in its order, each
// checked against the term.
import { sql, type SQL } from 'drizzle-orm';
import { inlined } from './list-page';

/**
 * A walk's hits and its `last`th row whatever it is, as (id, sort_at, hit, n: numbered as read),
 * a WHERE left open for more conditions: a count of those rows says whether the walk ended before
 * `last` rows (no row numbered `last`), that is, read the whole list, and a match's place says how
 * far it read.
 */
export function hitsAndLast(newest: SQL, hit: SQL, last: SQL): SQL {
  return sql`select id, sort_at, hit, n from (select w.id, w.sort_at, ${hit} as hit, row_number() over () as n from (${newest}) w) w where (hit or n = ${last})`;
}

/**
 * The first walk of `rows` rows (`walked`: id, sort_at, hit) and what it found (`walk`: its hits,
 * whether it read the whole list, and, stopped early, how far it read: `read`, which
 * filtered-count.ts weighs its hits against). Stopped at `stopAt` matches when given: it keeps
 * the matches and the walk's last row (numbered as read), so `walk` still knows whether the list
 * ended before the walk did: a short list (a small institution's) then lists its few matches from the walk rather than
 * from the trigram index, whose word-start trigram of a short word ('  s') lists a third of a large
 * table. Not walked at all when `skip` holds (an InitPlan, checked before the walk's first row): an
 * empty walk says it read the whole list, so no further walk and no rare rows follow it either.
 */
export function walkOf(newest: SQL, hit: SQL, rows: number, stopAt: number | null, skip: SQL | null): SQL {
  const walkRows = inlined(rows);
  if (stopAt !== null) {
    return sql`walked as materialized (${hitsAndLast(newest, hit, walkRows)} ${skip ? sql`and not ${skip}` : sql``} limit ${inlined(stopAt + 1)}),
    walk as (select count(*) filter (where hit) as hits, count(*) filter (where n = ${walkRows}) = 0 and count(*) <= ${inlined(stopAt)} as whole,
      coalesce(max(n), 0) as read from walked)`;
  }
  return sql`walked as materialized (select w.id, w.sort_at, ${hit} as hit from (${newest}) w),
    walk as (select count(*) filter (where hit) as hits, count(*) < ${walkRows} as whole from walked)`;
}
