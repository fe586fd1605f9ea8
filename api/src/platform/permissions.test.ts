import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app';

// A permissions list stored before the database refused unknown keys (the constraint is NOT VALID
// for old rows) must never widen into the role's defaults.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = async (email: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: await ctx.authAs(email) });

it('a stored list with no valid key grants no area', async () => {
  await ctx.database.db.execute(sql`alter table users drop constraint users_permissions_area_keys`);
  try {
    await ctx.database.db.execute(sql`update users set permissions = '["everything", "admin"]' where email = 'clinician@demo.lab'`);
    expect((await get('clinician@demo.lab', '/api/patients')).statusCode).toBe(403);
    expect((await get('clinician@demo.lab', '/api/analytics/dashboard')).statusCode).toBe(403);
    const profile = (await get('clinician@demo.lab', '/api/auth/profile')).json();
    expect(profile.user.permissions).toEqual(['everything', 'admin']);
  } finally {
    await ctx.database.db.execute(sql`update users set permissions = '[]' where email = 'clinician@demo.lab'`);
  }
});

it('a list with some valid keys grants exactly those', async () => {
  await ctx.database.db.execute(sql`update users set permissions = '["dashboard", "tests"]' where email = 'labuser@demo.lab'`);
  expect((await get('labuser@demo.lab', '/api/analytics/dashboard')).statusCode).toBe(200);
  expect((await get('labuser@demo.lab', '/api/patients')).statusCode).toBe(403);
});

describe('dashboard recent activity names patients', () => {
  it('never to a user without the patients area', async () => {
    await ctx.database.db.execute(sql`update users set permissions = '["dashboard", "tests", "results"]' where email = 'instadmin@demo.lab'`);
    try {
      const body = (await get('instadmin@demo.lab', '/api/analytics/dashboard')).json();
      const requests = body.recent_activity.filter((a: { type: string }) => a.type === 'test_request');
      expect(requests.length).toBeGreaterThan(0);
      for (const item of requests) expect(item.description).toMatch(/ requested$/);
      expect(body.recent_activity.filter((a: { type: string }) => a.type === 'patient')).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`update users set permissions = '[]' where email = 'instadmin@demo.lab'`);
    }
  });

  it('to a user with the patients area, but never an archived patient', async () => {
    // the newest activity: a request ordered just now
    await ctx.database.db.execute(sql`update test_requests set requested_at = now() where id = (select min(id) from test_requests where archived_at is null)`);
    const before = (await get('superadmin@demo.lab', '/api/analytics/dashboard')).json();
    const named = before.recent_activity.find((a: { type: string }) => a.type === 'test_request');
    expect(named.description).toMatch(/ requested for /);
    const name = named.description.split(' requested for ')[1];
    await ctx.database.db.execute(sql`update patients set archived_at = now() where first_name || ' ' || last_name = ${name}`);
    const after = (await get('superadmin@demo.lab', '/api/analytics/dashboard')).json();
    expect(JSON.stringify(after.recent_activity)).not.toContain(name);
  });
});
