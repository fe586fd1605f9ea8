// A next page read after the previous page's last row (`after` = its `pagination.next`) holds
// exactly the rows the same page number holds by offset, in every list that gives a key: ties in
// the sort time are broken by id, microseconds survive the key, and a search pages by offset only.
import { sql } from 'drizzle-orm';
import { queryRows } from './db/query';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // the demo data has no analyzer traffic: seven messages in one statement share their created_at
  await ctx.database.db.execute(sql`insert into interface_messages (direction, instrument_id, institution_id, message_type, control_id, status, raw)
    select 'in', i.id, i.institution_id, 'ORU^R01', 'NEXT-' || g, 'accepted', 'MSH|' from instruments i, generate_series(1, 7) g where i.name = 'DEMO-ANALYZER'`);
});
afterAll(() => ctx.close());

interface KeyedList {
  name: string;
  email: string;
  url: () => Promise<string>;
  /** The page's rows' ids. */
  ids: (body: Record<string, unknown>) => number[];
}

const idsOf = (key: string, id = 'id') => (body: Record<string, unknown>) => (body[key] as Record<string, number>[]).map((row) => row[id]);
const path = (url: string) => async () => url;

const LISTS: KeyedList[] = [
  { name: 'patients', email: 'superadmin@demo.lab', url: path('/patients'), ids: idsOf('patients') },
  { name: "one institution's patients", email: 'instadmin@demo.lab', url: path('/patients'), ids: idsOf('patients') },
  { name: "a clinician's patients in two institutions (merged walks)", email: 'clinician.multi@demo.lab', url: path('/patients'), ids: idsOf('patients') },
  {
    name: "the institution's patients tab",
    email: 'superadmin@demo.lab',
    url: async () => `/patients/institution/${await ctx.one<number>(sql`select id as v from institutions order by id limit 1`)}`,
    ids: idsOf('patients'),
  },
  { name: 'test requests', email: 'superadmin@demo.lab', url: path('/tests/requests'), ids: idsOf('requests') },
  { name: "a clinician's test requests in two institutions", email: 'clinician.multi@demo.lab', url: path('/tests/requests'), ids: idsOf('requests') },
  { name: 'results', email: 'superadmin@demo.lab', url: path('/results'), ids: idsOf('results') },
  { name: 'fulfillment', email: 'superadmin@demo.lab', url: path('/fulfillment'), ids: idsOf('requests') },
  { name: 'notification logs', email: 'superadmin@demo.lab', url: path('/cms/notification-logs'), ids: idsOf('notifications') },
  { name: 'interface messages', email: 'superadmin@demo.lab', url: path('/interfaces/messages'), ids: idsOf('data') },
  {
    name: "an instrument's worklist",
    email: 'superadmin@demo.lab',
    url: async () => `/interfaces/instruments/${await ctx.one<number>(sql`select instrument_id as v from instrument_worklist group by instrument_id order by count(*) desc limit 1`)}/worklist`,
    ids: idsOf('data', 'test_request_id'),
  },
  { name: 'audit trail', email: 'superadmin@demo.lab', url: path('/audit'), ids: idsOf('entries') },
];

const join = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe.each(LISTS)('$name', ({ email, url, ids }) => {
  it('reads each next page after the last row of the one before, as the same page by offset', async () => {
    const base = await url();
    const limit = 2;
    let after: string | undefined;
    let pages = 0;
    for (let page = 1; page <= 6; page++) {
      const byOffset = await ctx.call(email, 'GET', join(base, `limit=${limit}&page=${page}`));
      expect(byOffset.status).toBe(200);
      if (page > 1) {
        const byKey = await ctx.call(email, 'GET', join(base, `limit=${limit}&page=${page}&after=${after}`));
        expect(byKey.status).toBe(200);
        expect(ids(byKey.body)).toEqual(ids(byOffset.body));
        expect(byKey.body.pagination).toMatchObject({ page, total: byOffset.body.pagination.total });
      }
      pages++;
      after = byOffset.body.pagination.next;
      if (ids(byOffset.body).length < limit) {
        expect(after).toBeUndefined();
        break;
      }
      expect(after).toMatch(/^\d+_\d+$/);
    }
    // the demo data fills at least three pages of every keyed list, or the walk proves little
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});

it('breaks ties in the sort time by id and keeps the microseconds', async () => {
  // five patients of one institution created in the same microsecond, and one a microsecond later
  const newest = await ctx.one<string>(sql`select max(created_at)::text as v from patients`);
  const ids = (await queryRows<{ id: number }>(ctx.database.db, sql`select id from patients where archived_at is null order by id limit 6`)).map((r) => r.id);
  await ctx.database.db.execute(sql`update patients set created_at = ${newest}::timestamptz + interval '1 day 0.000123 second' where id in ${sql.raw(`(${ids.slice(0, 5).join(',')})`)}`);
  await ctx.database.db.execute(sql`update patients set created_at = ${newest}::timestamptz + interval '1 day 0.000124 second' where id = ${ids[5]}`);
  const seen: number[] = [];
  let after: string | undefined;
  for (let page = 1; page <= 4; page++) {
    const res = await ctx.call('superadmin@demo.lab', 'GET', `/patients?limit=2&page=${page}${after ? `&after=${after}` : ''}`);
    seen.push(...res.body.patients.map((p: { id: number }) => p.id));
    after = res.body.pagination.next;
  }
  const tied = ids.slice(0, 5).sort((a, b) => b - a);
  expect(seen.slice(0, 6)).toEqual([ids[5], ...tied]);
  expect(new Set(seen).size).toBe(seen.length);
});

it('gives a search no key: its pages are counted by offset', async () => {
  const res = await ctx.call('superadmin@demo.lab', 'GET', '/patients?limit=1&search=a');
  expect(res.status).toBe(200);
  expect(res.body.patients).toHaveLength(1);
  expect(res.body.pagination.next).toBeUndefined();
});

it.each(['-99999999999999999_9999999999', '99999999999999999_0', '0_1'])('takes any key of the right shape (%s) as a position, never an error', async (after) => {
  for (const url of ['/patients', '/tests/requests', '/results', '/fulfillment', '/cms/notification-logs', '/interfaces/messages', '/audit']) {
    const res = await ctx.call('superadmin@demo.lab', 'GET', `${url}?page=2&after=${after}`);
    expect(res.status).toBe(200);
  }
});

it.each(['abc', '1_', '_1', '1.5_2', '1_2_3', `${'9'.repeat(18)}_1`, '1_99999999999'])('refuses a key of another shape (%s) with a clear 400', async (after) => {
  const res = await ctx.call('superadmin@demo.lab', 'GET', `/patients?after=${after}`);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(/^Invalid request: querystring\/after must match pattern/);
});
