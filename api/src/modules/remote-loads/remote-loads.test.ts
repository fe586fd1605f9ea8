import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // one statement each: PGlite prepares what it runs, and a prepared statement holds one command
  await ctx.database.db.execute(sql`delete from remote_load_reports`);
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const report = (email: string, body: object) => ctx.call(email, 'POST', '/platform/remote-loads', body);
const stored = () => queryRows(ctx.database.db, sql`select user_id, remote, version, outcome, error, page from remote_load_reports order by id`);

describe('POST /api/platform/remote-loads', () => {
  it('keeps the report as the signed-in user, with the page reduced to its path and the error to its first line', async () => {
    // a user_id in the body is dropped (the schema keeps only its own fields): the reporter is the session's
    const crash = { user_id: 1, remote: 'clinical', version: '1.1.0', outcome: 'crashed', error: "TypeError: Cannot read properties of undefined\n    at PatientCard (Smith, John)", page: '/patients/1234/edit?name=Smith#x' };
    expect(await report('clinician@demo.lab', crash)).toEqual({ status: 200, body: { success: true } });
    expect(await report('clinician@demo.lab', { remote: 'clinical', version: '1.1.0', outcome: 'loaded', error: 'ignored', page: '/results/5678' })).toMatchObject({ status: 200 });
    const clinician = await ctx.one<number>(sql`select id as v from users where email = 'clinician@demo.lab'`);
    expect(await stored()).toEqual([
      { user_id: clinician, remote: 'clinical', version: '1.1.0', outcome: 'crashed', error: 'TypeError: Cannot read properties of undefined', page: '/patients/:id/edit' },
      { user_id: clinician, remote: 'clinical', version: '1.1.0', outcome: 'loaded', error: null, page: '/results/:id' },
    ]);
  });

  it('refuses a malformed report with a clear error, storing nothing', async () => {
    for (const body of [
      { remote: 'billing', version: '1.0.0', outcome: 'loaded' },
      { remote: 'clinical', version: '../1.0.0', outcome: 'loaded' },
      { remote: 'clinical', version: '1.0.0', outcome: 'exploded' },
      { remote: 'clinical', outcome: 'loaded' },
    ]) {
      const res = await report('labuser@demo.lab', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Invalid request: /);
    }
    expect(await stored()).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/platform/remote-loads', payload: { remote: 'clinical', version: '1.0.0', outcome: 'loaded' } })).statusCode).toBe(401);
  });

  it("drops a user's reports past the hour's allowance, and only theirs", async () => {
    const body = { remote: 'admin', version: '1.0.0', outcome: 'failed', error: 'ChunkLoadError' };
    const answers = await Promise.all(Array.from({ length: 125 }, () => report('labuser2@demo.lab', body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(120);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toEqual({ error: 'Too many remote load reports from this user; the next ones are dropped for a while.' });
    expect(await ctx.count(sql`select count(*) as v from remote_load_reports`)).toBe(120);
    expect((await report('labuser@demo.lab', body)).status).toBe(200);
  });
});

describe('GET /api/platform/remote-loads', () => {
  it("gives each remote version's loads, failures, users and latest failure, flagging a high failure rate", async () => {
    for (let i = 0; i < 10; i++) await report('clinician@demo.lab', { remote: 'clinical', version: '1.0.0', outcome: 'loaded' });
    for (let i = 0; i < 3; i++) await report('labuser@demo.lab', { remote: 'clinical', version: '1.1.0', outcome: 'failed', error: `ChunkLoadError ${i}`, page: '/tests' });
    await report('clinician@demo.lab', { remote: 'clinical', version: '1.1.0', outcome: 'loaded' });
    await report('clinician@demo.lab', { remote: 'admin', version: '1.0.0', outcome: 'incompatible', error: 'needs 2.0.0' });
    // a day-old report counts for the day, not the hour
    await ctx.database.db.execute(sql`insert into remote_load_reports (reported_at, user_id, remote, version, outcome) select now() - interval '3 hours', id, 'logistics', '1.0.0', 'crashed' from users where email = 'fulfillment@demo.lab'`);

    const hour = await ctx.call('superadmin@demo.lab', 'GET', '/platform/remote-loads');
    expect(hour.status).toBe(200);
    expect(hour.body.window).toBe('hour');
    expect(hour.body.rows).toEqual([
      { remote: 'admin', version: '1.0.0', loads: 1, failures: 1, users: 1, flagged: false, last_failure: { at: expect.any(String), outcome: 'incompatible', error: 'needs 2.0.0', page: null } },
      { remote: 'clinical', version: '1.0.0', loads: 10, failures: 0, users: 1, flagged: false, last_failure: null },
      { remote: 'clinical', version: '1.1.0', loads: 4, failures: 3, users: 2, flagged: true, last_failure: { at: expect.any(String), outcome: 'failed', error: 'ChunkLoadError 2', page: '/tests' } },
    ]);
    const day = await ctx.call('superadmin@demo.lab', 'GET', '/platform/remote-loads?window=day');
    expect(day.body.rows.map((r: { remote: string }) => r.remote)).toEqual(['admin', 'clinical', 'clinical', 'logistics']);
    expect((await ctx.call('superadmin@demo.lab', 'GET', '/platform/remote-loads?window=week')).status).toBe(400);
  });

  it('is the platform operators’ alone', async () => {
    for (const email of ['instadmin@demo.lab', 'clientadmin@demo.lab', 'clinician@demo.lab', 'fulfillment@demo.lab']) {
      expect((await ctx.call(email, 'GET', '/platform/remote-loads')).status).toBe(403);
    }
  });
});
