import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@lab/shared';
import { institutions, users } from './db/schema';
import { SessionCache } from './session-cache';
import { createAppOn, createTestContext, type TestApp, type TestContext } from '../test/test-app';

// Two API instances on one database: a change made through one (or straight in the database)
// reaches the other's remembered callers through PostgreSQL's notices.
let ctx: TestContext;
let other: TestApp;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await createAppOn(ctx.database, {}, ctx.tokenSecret);
});
afterAll(async () => {
  await other.app.close();
  await ctx.close();
});

const profileOn = (app: TestApp['app'], headers: { authorization: string }) => app.inject({ method: 'GET', url: '/api/auth/profile', headers });

/** Asks `ask` until `done` holds, for at most a second: a notice crosses a socket to the other instance. */
async function soon<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 1000;
  let value = await ask();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = await ask();
  }
  return value;
}

describe('a caller remembered by another API instance', () => {
  it('is out there as soon as an administrator deactivates them here', async () => {
    const headers = await ctx.authAs('labuser@demo.lab');
    expect((await profileOn(other.app, headers)).statusCode).toBe(200);
    expect((await profileOn(other.app, headers)).statusCode).toBe(200); // now from memory
    const id = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'labuser@demo.lab')))[0].id;
    expect((await ctx.call('superadmin@demo.lab', 'POST', `/users/${id}/deactivate`)).status).toBe(200);
    expect((await soon(() => profileOn(other.app, headers), (res) => res.statusCode === 401)).statusCode).toBe(401);
  });

  it('is out after signing out on this instance', async () => {
    const headers = await ctx.authAs('clinician@demo.lab');
    expect((await profileOn(other.app, headers)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await soon(() => profileOn(other.app, headers), (res) => res.statusCode === 401)).statusCode).toBe(401);
  });

  it('loses a permission taken away, and sees a renamed institution, even when changed straight in the database', async () => {
    const headers = await ctx.authAs('instadmin@demo.lab');
    const before = (await profileOn(other.app, headers)).json().user as SessionUser;
    expect(before.permissions.length === 0 || before.permissions.includes('patients')).toBe(true);
    expect((await other.app.inject({ method: 'GET', url: '/api/patients', headers })).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ permissions: ['dashboard'] }).where(eq(users.email, 'instadmin@demo.lab'));
    const refused = await soon(() => other.app.inject({ method: 'GET', url: '/api/patients', headers }), (res) => res.statusCode === 403);
    expect(refused.statusCode).toBe(403);

    await ctx.database.db.update(institutions).set({ name: 'St Mary’s Renamed' }).where(eq(institutions.id, before.institution_id!));
    const renamed = await soon(() => profileOn(other.app, headers), (res) => res.json().user.institution_name === 'St Mary’s Renamed');
    expect(renamed.json().user.institution_name).toBe('St Mary’s Renamed');
  });

  it('sees an institution linked to the user', async () => {
    const headers = await ctx.authAs('labuser2@demo.lab');
    const before = (await profileOn(other.app, headers)).json().user as SessionUser;
    const [another] = await ctx.database.db.select({ id: institutions.id }).from(institutions).where(sql`${institutions.id} <> all(${`{${before.institution_ids.join(',')}}`}::int[])`).limit(1);
    await ctx.database.db.execute(sql`insert into user_institutions (user_id, institution_id) values (${before.id}, ${another.id})`);
    const linked = await soon(() => profileOn(other.app, headers), (res) => res.json().user.institution_ids.includes(another.id));
    expect(linked.json().user.institution_ids).toEqual([...before.institution_ids, another.id].sort((a, b) => a - b));
  });

  it('is out when the session expires, though remembered', async () => {
    const headers = await ctx.authAs('fulfillment@demo.lab');
    expect((await profileOn(other.app, headers)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null
      and user_id = (select id from users where email = 'fulfillment@demo.lab')`);
    expect((await soon(() => profileOn(other.app, headers), (res) => res.statusCode === 401)).statusCode).toBe(401);
  });
});

describe('SessionCache', () => {
  const user = { id: 7 } as SessionUser;
  const later = new Date(Date.now() + 60_000);

  it('keeps nothing until notices are heard, and forgets everything when they may have been missed', () => {
    const cache = new SessionCache();
    cache.keep(cache.mark(), 's1', user, later);
    expect(cache.get('s1')).toBeUndefined();
    cache.listening();
    cache.keep(cache.mark(), 's1', user, later);
    expect(cache.get('s1')).toBe(user);
    cache.lost();
    expect(cache.get('s1')).toBeUndefined();
    cache.keep(cache.mark(), 's1', user, later);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not keep an answer read before a notice arrived (it may predate the change)', () => {
    const cache = new SessionCache();
    cache.listening();
    const mark = cache.mark();
    cache.notice('7');
    cache.keep(mark, 's1', user, later);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets a caller after its age limit, though no notice came', () => {
    const cache = new SessionCache(10, 50);
    cache.listening();
    cache.keep(cache.mark(), 's1', user, later);
    expect(cache.get('s1')).toBe(user);
    expect(cache.get('s1', Date.now() + 51)).toBeUndefined();
  });

  it("forgets only the noticed user's sessions, everyone on '*', and a session past its end", () => {
    const cache = new SessionCache();
    cache.listening();
    cache.keep(cache.mark(), 's1', user, later);
    cache.keep(cache.mark(), 's2', { id: 8 } as SessionUser, later);
    cache.keep(cache.mark(), 's3', { id: 9 } as SessionUser, new Date(Date.now() - 1));
    cache.notice('7');
    expect([cache.get('s1'), cache.get('s2')?.id, cache.get('s3')]).toEqual([undefined, 8, undefined]);
    cache.notice('*');
    expect(cache.get('s2')).toBeUndefined();
  });
});
