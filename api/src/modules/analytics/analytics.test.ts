// The analytics area's answers against direct counts of the demo data, for
// super_admin and for an institution_admin (their institution only), with the time frame's edges.
import { signedInUsers, USER_ACTIVITY_LIMIT } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function get(email: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/analytics/${url}`, headers: await ctx.authAs(email) });
  return { status: res.statusCode, body: res.json() };
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(ctx.database.db, query);
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: string | number }>(query);
  return Number(row.n);
}
const institutionId = (name: string) => count(sql`select id as n from institutions where name = ${name}`);
const userId = (email: string) => count(sql`select id as n from users where email = ${email}`);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
const A = "St Mary's General Hospital";
const B = 'Riverside Community Clinic';

/** Test types in a window straight from test_requests: name -> [requests, completed]. */
async function directTestTypes(since: Date, institution?: number) {
  const list = await rows<{ name: string; n: string; c: string }>(sql`select test_name as name, count(*) as n, count(*) filter (where status = 'completed') as c
    from test_requests where requested_at >= ${since} and ${institution ? sql`institution_id = ${institution}` : sql`true`} group by 1`);
  return new Map(list.map((r) => [r.name, [Number(r.n), Number(r.c)]]));
}

describe('GET /api/analytics/test-types', () => {
  it('gives super_admin every institution and an institution_admin only theirs, each figure a direct count', async () => {
    const all = await get('superadmin@demo.lab', 'test-types');
    expect(all.status).toBe(200);
    const expected = await directTestTypes(daysAgo(30));
    expect(all.body.test_types.length).toBe(expected.size);
    for (const t of all.body.test_types) {
      const [n, c] = expected.get(t.name)!;
      expect(t.request_count).toBe(n);
      expect(t.completion_rate).toBeCloseTo(c / n, 10);
      expect(t.completion_rate).toBeGreaterThanOrEqual(0);
      expect(t.completion_rate).toBeLessThanOrEqual(1);
    }
    const counts = all.body.test_types.map((t: { request_count: number }) => t.request_count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));

    const a = await institutionId(A);
    const mine = await get('instadmin@demo.lab', 'test-types?timeframe=365');
    const expectedA = await directTestTypes(daysAgo(365), a);
    expect(mine.body.test_types.length).toBe(expectedA.size);
    for (const t of mine.body.test_types) expect(t.request_count).toBe(expectedA.get(t.name)![0]);
    expect(mine.body.test_types.reduce((sum: number, t: { request_count: number }) => sum + t.request_count, 0)).toBe(
      await count(sql`select count(*) as n from test_requests where institution_id = ${a} and requested_at >= ${daysAgo(365)}`),
    );
  });

  it("narrows super_admin to one institution, and answers 404 for another institution's to an institution_admin", async () => {
    const b = await institutionId(B);
    const narrowed = await get('superadmin@demo.lab', `test-types?timeframe=90&institution_id=${b}`);
    const expectedB = await directTestTypes(daysAgo(90), b);
    expect(new Map(narrowed.body.test_types.map((t: { name: string; request_count: number }) => [t.name, t.request_count]))).toEqual(
      new Map([...expectedB].map(([name, [n]]) => [name, n])),
    );
    for (const url of [`test-types?institution_id=${b}`, `user-activity?institution_id=${b}`, `audit-summary?institution_id=${b}`, `institution/${b}`]) {
      const denied = await get('instadmin@demo.lab', url);
      expect({ url, status: denied.status, body: denied.body }).toEqual({ url, status: 404, body: { error: 'Institution not found' } });
    }
  });

  it('counts a request inside the time frame and not one just outside it', async () => {
    const a = await institutionId(A);
    const patient = await count(sql`select patient_id as n from patient_institutions where institution_id = ${a} limit 1`);
    const edge = (days: number, hours: number) => new Date(Date.now() - days * 24 * 3600 * 1000 + hours * 3600 * 1000);
    await ctx.database.db.execute(sql`insert into test_requests (patient_id, institution_id, test_name, category, status, requested_at)
      values (${patient}, ${a}, 'Boundary Panel', 'Chemistry', 'completed', ${edge(7, 1)}), (${patient}, ${a}, 'Boundary Panel', 'Chemistry', 'pending', ${edge(7, -1)})`);
    const boundary = async (days: number) =>
      (await get('instadmin@demo.lab', `test-types?timeframe=${days}`)).body.test_types.find((t: { name: string }) => t.name === 'Boundary Panel');
    expect(await boundary(7)).toEqual({ name: 'Boundary Panel', category: 'Chemistry', request_count: 1, completion_rate: 1 });
    expect(await boundary(30)).toEqual({ name: 'Boundary Panel', category: 'Chemistry', request_count: 2, completion_rate: 0.5 });
    const view = async (days: number) => (await get('instadmin@demo.lab', `institution/${a}?timeframe=${days}`)).body;
    expect((await view(30)).summary.test_requests - (await view(7)).summary.test_requests).toBe(
      await count(sql`select count(*) as n from test_requests where institution_id = ${a} and requested_at >= ${daysAgo(30)} and requested_at < ${daysAgo(7)}`),
    );
  });

  it('refuses a time frame outside 7, 30, 90 and 365, and other roles', async () => {
    const bad = await get('superadmin@demo.lab', 'test-types?timeframe=14');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/timeframe/);
    for (const email of ['clinician@demo.lab', 'fulfillment@demo.lab', 'labuser@demo.lab']) {
      for (const url of ['test-types', 'user-activity', 'audit-summary', 'institutions', 'institution/1', 'patient/1']) {
        expect({ email, url, status: (await get(email, url)).status }).toEqual({ email, url, status: 403 });
      }
    }
    expect((await get('clientadmin@demo.lab', 'test-types')).status).toBe(200);
  });
});

describe('GET /api/analytics/user-activity', () => {
  it('counts sign-ins from the audit log and requests and results by their authors', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'clinician@demo.lab', password: 'Demo@12345' } });
    expect(res.statusCode).toBe(200);
    const { body } = await get('instadmin@demo.lab', 'user-activity');
    const id = await userId('clinician@demo.lab');
    const row = body.users.find((u: { id: number }) => u.id === id);
    expect(row).toMatchObject({ first_name: 'Emily', last_name: 'Watson', role: 'clinician', institution_name: A });
    expect(row.login_count).toBe(await count(sql`select count(*) as n from audit_log where actor_user_id = ${id} and action = 'auth.login_succeeded' and occurred_at >= ${daysAgo(30)}`));
    expect(row.login_count).toBeGreaterThan(0);
    expect(row.requests_created).toBe(await count(sql`select count(*) as n from test_requests where requested_by = ${id} and requested_at >= ${daysAgo(30)}`));
    expect(row.results_entered).toBe(await count(sql`select count(*) as n from test_results where entered_by = ${id} and entered_at >= ${daysAgo(30)}`));
    expect(new Date(row.last_activity).getTime()).toBe(
      new Date((await rows<{ t: string }>(sql`select max(occurred_at) as t from audit_log where actor_user_id = ${id}`))[0].t).getTime(),
    );
    // only A's staff, most active first
    const a = await institutionId(A);
    const expectedIds = (await rows<{ id: number }>(sql`select u.id from users u where u.is_active and (u.institution_id = ${a}
      or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = ${a}))`)).map((r) => Number(r.id));
    expect(body.users.map((u: { id: number }) => u.id).sort()).toEqual(expectedIds.sort());
    const activity = body.users.map((u: { login_count: number; requests_created: number; results_entered: number }) => u.login_count + u.requests_created + u.results_entered);
    expect(activity).toEqual([...activity].sort((x: number, y: number) => y - x));
  });
});

describe('user activity stays inside the institution', () => {
  it("counts a shared clinician's requests only where the admin's institutions are", async () => {
    const id = await userId('clinician.multi@demo.lab');
    const [a, b] = [await institutionId(A), await institutionId('Riverside Community Clinic')];
    const requestsIn = (institution: number | null) =>
      count(sql`select count(*) as n from test_requests where requested_by = ${id} and requested_at >= ${daysAgo(30)} and ${institution ? sql`institution_id = ${institution}` : sql`true`}`);
    expect(await requestsIn(b)).toBeGreaterThan(0); // the demo gives Daniel work in both
    const rowOf = async (email: string, query = '') => (await get(email, `user-activity${query}`)).body.users.find((u: { id: number }) => u.id === id);
    expect((await rowOf('instadmin@demo.lab')).requests_created).toBe(await requestsIn(a));
    expect((await rowOf('instadmin.b@demo.lab')).requests_created).toBe(await requestsIn(b));
    expect((await rowOf('superadmin@demo.lab')).requests_created).toBe(await requestsIn(null));
    expect((await rowOf('superadmin@demo.lab', `?institution_id=${b}`)).requests_created).toBe(await requestsIn(b));
  });
});

describe('GET /api/analytics/audit-summary', () => {
  it('sums audited actions per day, action and entity type, by the institution an entry names or else its actor', async () => {
    const since = daysAgo(30);
    const direct = async (institution?: number) =>
      new Map(
        (
          await rows<{ key: string; n: string }>(sql`select to_char((a.occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') || '|' || a.action || '|' || a.entity_type as key, count(*) as n
            from audit_log a left join users u on u.id = a.actor_user_id
            where a.occurred_at >= ${since} and ${institution ? sql`coalesce(a.institution_id, u.institution_id) = ${institution}` : sql`true`} group by 1`)
        ).map((r) => [r.key, Number(r.n)]),
      );
    const keyed = (list: { date: string; action: string; table_name: string; count: number }[]) => new Map(list.map((e) => [`${e.date}|${e.action}|${e.table_name}`, e.count]));
    const all = await get('superadmin@demo.lab', 'audit-summary');
    expect(all.status).toBe(200);
    expect(keyed(all.body.audit_summary)).toEqual(await direct());
    const mine = await get('instadmin@demo.lab', 'audit-summary');
    expect(keyed(mine.body.audit_summary)).toEqual(await direct(await institutionId(A)));
    expect(mine.body.audit_summary.length).toBeGreaterThan(0);
    const dates = all.body.audit_summary.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /api/analytics/institutions', () => {
  it('gives super_admin each institution with direct counts, and nobody else', async () => {
    const { status, body } = await get('superadmin@demo.lab', 'institutions?timeframe=90');
    expect(status).toBe(200);
    for (const i of body.institutions) {
      expect(i).toEqual({
        id: i.id,
        name: i.name,
        user_count: await count(sql`select count(*) as n from users u where u.is_active and (u.institution_id = ${i.id}
          or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = ${i.id}))`),
        patient_count: await count(sql`select count(*) as n from patient_institutions where institution_id = ${i.id} and patient_archived_at is null`),
        test_request_count: await count(sql`select count(*) as n from test_requests where institution_id = ${i.id} and requested_at >= ${daysAgo(90)}`),
        completed_results_count: await count(sql`select count(*) as n from test_results where institution_id = ${i.id}
          and status in ('final', 'amended') and coalesce(reviewed_at, entered_at) >= ${daysAgo(90)}`),
      });
    }
    expect(body.institutions.some((i: { test_request_count: number }) => i.test_request_count > 0)).toBe(true);
    expect((await get('instadmin@demo.lab', 'institutions')).status).toBe(403);
    expect((await get('clientadmin@demo.lab', 'institutions')).status).toBe(403);
  });
});

describe('GET /api/analytics/institution/{id}', () => {
  it("gives an institution_admin their institution's figures, each a direct count", async () => {
    const a = await institutionId(A);
    const { status, body } = await get('instadmin@demo.lab', `institution/${a}?timeframe=90`);
    expect(status).toBe(200);
    const since = daysAgo(90);
    expect(body.institution_name).toBe(A);
    expect(body.summary).toEqual({
      test_requests: await count(sql`select count(*) as n from test_requests where institution_id = ${a} and requested_at >= ${since}`),
      patients: await count(sql`select count(*) as n from patient_institutions where institution_id = ${a} and patient_archived_at is null`),
      active_users: await count(sql`select count(distinct a.actor_user_id) as n from audit_log a join users u on u.id = a.actor_user_id
        where a.action = 'auth.login_succeeded' and a.occurred_at >= ${since} and u.is_active and (u.institution_id = ${a}
          or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = ${a}))`),
      completed_results: await count(sql`select count(*) as n from test_results where institution_id = ${a}
        and status in ('final', 'amended') and coalesce(reviewed_at, entered_at) >= ${since}`),
    });
    const byStatus = await rows<{ status: string; n: string }>(sql`select status, count(*) as n from test_requests where institution_id = ${a} and requested_at >= ${since} group by 1`);
    expect(new Map(body.test_requests_by_status.map((s: { status: string; count: number }) => [s.status, s.count]))).toEqual(new Map(byStatus.map((r) => [r.status, Number(r.n)])));
    expect(body.top_test_types.length).toBeLessThanOrEqual(5);
    const top = await rows<{ name: string; n: string }>(sql`select test_name as name, count(*) as n from test_requests where institution_id = ${a} and requested_at >= ${since} group by 1 order by 2 desc, 1 limit 5`);
    expect(body.top_test_types).toEqual(top.map((r) => ({ test_type_name: r.name, count: Number(r.n) })));
    const watson = await userId('clinician@demo.lab');
    const emily = body.clinician_performance.find((c: { id: number }) => c.id === watson);
    expect(emily).toEqual({
      id: watson,
      name: 'Emily Watson',
      patient_count: await count(sql`select count(*) as n from patients p join patient_institutions pi on pi.patient_id = p.id and pi.institution_id = ${a}
        where p.clinician_id = ${watson} and p.archived_at is null`),
    });
    expect(emily.patient_count).toBeGreaterThan(0);
  });

  it("keeps a clinician's patient count right as patients are reassigned and archived", async () => {
    const a = await institutionId(A);
    const watson = await userId('clinician@demo.lab');
    const before = (await get('superadmin@demo.lab', `institution/${a}`)).body.clinician_performance.find((c: { id: number }) => c.id === watson).patient_count;
    const patient = await count(sql`select p.id as n from patients p join patient_institutions pi on pi.patient_id = p.id and pi.institution_id = ${a}
      where p.clinician_id = ${watson} and p.archived_at is null order by p.id limit 1`);
    await ctx.database.db.execute(sql`update patients set archived_at = now() where id = ${patient}`);
    const after = (await get('superadmin@demo.lab', `institution/${a}`)).body.clinician_performance.find((c: { id: number }) => c.id === watson).patient_count;
    expect(after).toBe(before - 1);
    await ctx.database.db.execute(sql`update patients set archived_at = null where id = ${patient}`);
  });

  it('answers zeros and empty lists for an institution with no activity, never a division by zero', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/institutions',
      headers: await ctx.authAs('superadmin@demo.lab'),
      payload: { name: 'Quiet Valley Clinic', institution_type: 'Clinic' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().institution.id;
    const { status, body } = await get('superadmin@demo.lab', `institution/${id}?timeframe=7`);
    expect(status).toBe(200);
    expect(body).toEqual({
      institution_name: 'Quiet Valley Clinic',
      summary: { test_requests: 0, patients: 0, active_users: 0, completed_results: 0 },
      test_requests_by_status: [],
      top_test_types: [],
      clinician_performance: [],
    });
    expect((await get('superadmin@demo.lab', `test-types?institution_id=${id}`)).body).toEqual({ test_types: [] });
    expect((await get('superadmin@demo.lab', `user-activity?institution_id=${id}`)).body).toEqual({ users: [] });
    expect((await get('superadmin@demo.lab', 'institution/999999')).status).toBe(404);
  });
});

describe('GET /api/analytics/patient/{id}', () => {
  it("summarises a patient's requests in the caller's scope, each figure a direct count", async () => {
    const a = await institutionId(A);
    // the patient of A with the most requests, one of them with a final result
    const patient = await count(sql`select tr.patient_id as n from test_requests tr join patients p on p.id = tr.patient_id
      where tr.institution_id = ${a} and p.archived_at is null and tr.archived_at is null
        and exists (select 1 from test_requests o join test_results r on r.test_request_id = o.id
          where o.patient_id = tr.patient_id and o.institution_id = ${a} and o.archived_at is null and r.status in ('final', 'amended'))
      group by 1 order by count(*) desc, 1 limit 1`);
    const { status, body } = await get('instadmin@demo.lab', `patient/${patient}`);
    expect(status).toBe(200);
    const [p] = await rows<{ name: string }>(sql`select first_name || ' ' || last_name as name from patients where id = ${patient}`);
    expect(body.patient_name).toBe(p.name);
    const mine = sql`from test_requests where patient_id = ${patient} and institution_id = ${a} and archived_at is null`;
    const total = await count(sql`select count(*) as n ${mine}`);
    const completed = await count(sql`select count(*) as n ${mine} and status = 'completed'`);
    expect(body.summary).toEqual({
      total_tests: total,
      completed_tests: completed,
      pending_tests: await count(sql`select count(*) as n ${mine} and status in ('pending', 'approved', 'fulfilled', 'in_progress')`),
      completion_rate: completed / total,
    });
    expect(body.test_frequency.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBe(total);
    const direct = await rows<{ requested_at: string; test_name: string; status: string; result_date: string | null }>(sql`select tr.requested_at, tr.test_name, tr.status,
        (select coalesce(r.reviewed_at, r.entered_at) from test_results r where r.test_request_id = tr.id and r.status in ('final', 'amended')) as result_date
      from test_requests tr where tr.patient_id = ${patient} and tr.institution_id = ${a} and tr.archived_at is null order by tr.requested_at desc, tr.id desc`);
    expect(body.timeline).toEqual(
      direct.map((r) => ({
        date: new Date(r.requested_at).toISOString(),
        test_type: r.test_name,
        status: r.status,
        completed: r.status === 'completed',
        result_date: r.result_date ? new Date(r.result_date).toISOString() : null,
      })),
    );
    expect(body.timeline.some((e: { result_date: string | null }) => e.result_date !== null)).toBe(true);
    const dates = body.timeline.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers 404 for another institution's patient and a zero rate for a patient without tests", async () => {
    const b = await institutionId(B);
    const theirs = await count(sql`select pi.patient_id as n from patient_institutions pi where pi.institution_id = ${b}
      and not exists (select 1 from patient_institutions o where o.patient_id = pi.patient_id and o.institution_id <> ${b}) limit 1`);
    const denied = await get('instadmin@demo.lab', `patient/${theirs}`);
    expect(denied).toEqual({ status: 404, body: { error: 'Patient Not Found' } });
    expect((await get('superadmin@demo.lab', `patient/${theirs}`)).status).toBe(200);

    const lonely = await count(sql`select p.id as n from patients p where p.archived_at is null
      and not exists (select 1 from test_requests tr where tr.patient_id = p.id) limit 1`);
    const { body } = await get('superadmin@demo.lab', `patient/${lonely}`);
    expect(body.summary).toEqual({ total_tests: 0, completed_tests: 0, pending_tests: 0, completion_rate: 0 });
    expect(body.test_frequency).toEqual([]);
    expect(body.timeline).toEqual([]);
  });
});

describe("active users: the overview's and the institution view's are the same people", () => {
  const TIMEFRAMES = [7, 30, 90, 365];
  const signIn = (email: string, password = 'Demo@12345') => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** What the overview's Active Users card shows for an institution and window (it counts the activity list). */
  async function overviewActiveUsers(caller: string, institution: number, timeframe: number) {
    const { body } = await get(caller, `user-activity?timeframe=${timeframe}&institution_id=${institution}`);
    // below the list's length the card is exact ('100+' past it)
    expect(body.users.length).toBeLessThan(USER_ACTIVITY_LIMIT);
    return signedInUsers(body.users);
  }

  /** Users of the institution who signed in during the window, from the audit log. */
  const signedInDirectly = (institution: number, since: Date) =>
    count(sql`select count(distinct a.actor_user_id) as n from audit_log a join users u on u.id = a.actor_user_id
      where a.action = 'auth.login_succeeded' and a.occurred_at >= ${since} and u.is_active and (u.institution_id = ${institution}
        or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = ${institution}))`);

  it('count users who signed in during the window, for every window and institution, whoever asks', async () => {
    // a clinician of A and B signs in; B's admin signs in and is deactivated afterwards; a wrong
    // password is no sign-in
    expect((await signIn('clinician.multi@demo.lab')).statusCode).toBe(200);
    expect((await signIn('instadmin.b@demo.lab')).statusCode).toBe(200);
    expect((await signIn('labuser@demo.lab', 'not-the-password')).statusCode).toBe(401);
    const adminB = await userId('instadmin.b@demo.lab');
    expect((await ctx.call('superadmin@demo.lab', 'POST', `/users/${adminB}/deactivate`)).status).toBe(200);

    for (const name of [A, B, 'Northgate Diagnostics Centre']) {
      const institution = await institutionId(name);
      for (const timeframe of TIMEFRAMES) {
        const view = (await get('superadmin@demo.lab', `institution/${institution}?timeframe=${timeframe}`)).body.summary.active_users;
        const overview = await overviewActiveUsers('superadmin@demo.lab', institution, timeframe);
        expect({ name, timeframe, overview, view }).toEqual({ name, timeframe, overview: view, view: await signedInDirectly(institution, daysAgo(timeframe)) });
      }
    }
    // an institution_admin sees the same of their own institution
    const a = await institutionId(A);
    for (const timeframe of TIMEFRAMES) {
      const view = (await get('instadmin@demo.lab', `institution/${a}?timeframe=${timeframe}`)).body.summary.active_users;
      expect({ timeframe, overview: await overviewActiveUsers('instadmin@demo.lab', a, timeframe) }).toEqual({ timeframe, overview: view });
    }
    expect(await signedInDirectly(await institutionId(B), daysAgo(7))).toBeGreaterThan(0);
  });
});
