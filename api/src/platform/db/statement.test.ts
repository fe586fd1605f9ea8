import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { writtenStatement } from './statement';

/** Drizzle's text and parameters (its typings are not sent to node-postgres or PGlite). */
const drizzles = (query: SQL) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { sql: text, params };
};

describe('our own statement writer', () => {
  it('writes text, nested templates and plain values as drizzle does', () => {
    const at = new Date('2026-12-07T10:00:00Z');
    const scope = sql.join([3, 5, 8].map((id) => sql`${id}`), sql`, `);
    const cases: SQL[] = [
      sql`select 1`,
      sql`select * from users u where u.email = ${'a@b.c'} and u.id in (${scope}) and u.active = ${true}`,
      sql`select ${null}::text, ${12.5}, ${BigInt(7)}, ${at}::timestamptz ${undefined} ${sql.raw('limit 20')}`,
      sql`with a as (${sql`select ${'x'} as v`}), b as (${sql`select ${'y'} as v`}) select * from a, b where a.v <> ${'z'}`,
      sql.join([sql`a = ${1}`, sql`b = ${2}`, sql.empty(), sql`c = ${3}`], sql` and `),
    ];
    for (const query of cases) expect(writtenStatement(query)).toEqual(drizzles(query));
  });

  it('leaves to drizzle what only drizzle writes: columns, identifiers, encoded or inlined values, arrays', () => {
    const leftToDrizzle: SQL[] = [
      sql`select ${users.email} from users`,
      sql`select * from ${sql.identifier('users')}`,
      sql`select ${sql.param(3)}`,
      sql`select * from users where id in ${[1, 2]}`,
      sql`select ${'x'}`.inlineParams(),
      sql`select * from (${sql`select ${'x'}`.inlineParams()}) t`,
    ];
    for (const query of leftToDrizzle) expect(writtenStatement(query)).toBeNull();
  });
});
