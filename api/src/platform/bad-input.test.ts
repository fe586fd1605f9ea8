// Walks every route of the served OpenAPI document with odd ids, odd queries and odd bodies, as a
// signed-in super_admin (who reaches every handler), and asserts that none answers 5xx, every
// refusal says why in `{ error }`, and no row of any table changed. Every new route is covered.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { installErrorHandlers } from './errors-plugin';
import { queryRows } from './db/query';
import { fingerprint } from '../test/fingerprint';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  auth = await ctx.authAs('superadmin@demo.lab');
});
afterAll(() => ctx.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const ODD_IDS = ['abc', '-1', '0', '99999999999999999999', '1.5', '2147483648', '%00', 'null', '7'.repeat(300), '%E0%A4%A'];
const MISSING_ID = '2147483647';
const LONG = 'x'.repeat(20_000);
const ODD_QUERY_VALUES = ['abc', '-1', '0', '1e20', '1.5', '99999999999', '', LONG];

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** Values of the wrong type, out of range or far too long for a property of `schema`. */
function oddValuesFor(schema: JsonSchema): unknown[] {
  const types = ([] as string[]).concat(schema.type ?? []);
  const odd: unknown[] = [{ nested: true }, [[1, 2]], deep(200), LONG];
  if (types.includes('integer') || types.includes('number')) odd.push('abc', 1.5, -1, 0, 99999999999, 1e20, '99999999999999999999');
  if (types.includes('string')) odd.push(12345.5, true);
  if (types.includes('boolean')) odd.push('maybe', 2);
  if (types.includes('array')) odd.push('abc', [LONG], Array.from({ length: 500 }, (_, i) => i), [{ x: 1 }]);
  return odd;
}


type Attempt = { method: string; url: string; payload?: string; note: string };

function attemptsFor(method: string, path: string, op: Operation): Attempt[] {
  const attempts: Attempt[] = [];
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const withId = (id: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
  const base = pathParams.length ? withId(MISSING_ID) : path;
  for (const id of pathParams.length ? ODD_IDS : []) attempts.push({ method, url: withId(id), note: `path id ${id}` });
  for (const param of queryParams) {
    for (const value of ODD_QUERY_VALUES) attempts.push({ method, url: `${base}?${param.name}=${encodeURIComponent(value)}`, note: `query ${param.name}=${value.slice(0, 20)}` });
    attempts.push({ method, url: `${base}?${param.name}=1&${param.name}=abc&${param.name}[x]=1`, note: `query ${param.name} repeated` });
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body) {
    const send = (payload: string, note: string) => attempts.push({ method, url: base, payload, note });
    send('{"first_name":', 'broken JSON');
    send('[1,2,3]', 'an array body');
    send('"text"', 'a string body');
    send(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'deep nesting');
    send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'very deep nesting');
    for (const [name, schema] of Object.entries(body.properties ?? {})) {
      for (const value of oddValuesFor(schema)) send(JSON.stringify({ [name]: value }), `body ${name}=${JSON.stringify(value).slice(0, 30)}`);
      // a list of objects (an order's tests, a request's devices): the odd values inside one of them too
      for (const [inner, innerSchema] of Object.entries(schema.items?.properties ?? {})) {
        for (const value of oddValuesFor(innerSchema)) send(JSON.stringify({ [name]: [{ [inner]: value }] }), `body ${name}[0].${inner}=${JSON.stringify(value).slice(0, 30)}`);
      }
    }
  }
  return attempts;
}

it('no route answers 5xx to odd ids, queries or bodies, and nothing changes', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const routes = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/docs'));
  expect(routes.length).toBeGreaterThanOrEqual(12);

  const before = await fingerprint(ctx.database.db);
  const failures: string[] = [];
  let sent = 0;
  for (const [path, operations] of routes) {
    for (const [method, op] of Object.entries(operations)) {
      for (const attempt of attemptsFor(method.toUpperCase(), path, op)) {
        const res = await ctx.app.inject({
          method: attempt.method as 'GET',
          url: attempt.url,
          headers: { ...auth, ...(attempt.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: attempt.payload,
        });
        sent++;
        const error = res.statusCode >= 400 ? (res.json() as { error?: unknown }).error : 'ok';
        if (res.statusCode >= 500 || typeof error !== 'string' || !error) {
          failures.push(`${attempt.method} ${path} (${attempt.note}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(300);
  expect(await fingerprint(ctx.database.db)).toEqual(before);
}, 120_000);

it.each([
  ['/api/patients/99999999999999999999', 'params/id must be <= 2147483647'],
  ['/api/patients?page=1e20', 'querystring/page must be <= 100000'],
  ['/api/analytics/dashboard?activity_filter=clinician&clinician_id=99999999999', 'querystring/clinician_id must be <= 2147483647'],
  ['/api/patients?institution_id=99999999999', 'querystring/institution_id/0 must be <= 2147483647'],
])('GET %s is refused by its schema with a clear 400', async (url, why) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: `Invalid request: ${why}` });
});

describe('database errors caused by input', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    installErrorHandlers(app);
    app.get('/cast', () => ctx.database.db.execute(sql`select ${'abc'}::int`));
    app.get('/range', () => ctx.database.db.execute(sql`select ${'99999999999'}::int`));
    app.get('/duplicate', () => ctx.database.db.execute(sql`insert into institutions (id, name) select id, name from institutions limit 1`));
    app.get('/broken', () => ctx.database.db.execute(sql`select * from no_such_table`));
  });
  afterAll(() => app.close());

  it.each([
    ['/cast', 400, 'Invalid value in request'],
    ['/range', 400, 'Invalid value in request'],
    ['/duplicate', 409, 'This record already exists'],
    ['/broken', 500, 'Internal server error'],
  ])('%s answers %i', async (url, status, error) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });
});

describe('bodies and paths are bounded', () => {
  const order = async (customData: string) => {
    const [r] = await queryRows<Record<string, number>>(ctx.database.db, sql`select patient_id, institution_id, sample_type_id, lab_id from test_requests where panel_id is not null order by id limit 1`);
    const payload = `{"patient_id":${r.patient_id},"institution_id":${r.institution_id},"sample_type":${r.sample_type_id},"lab_id":${r.lab_id},"test_type_id":1,"custom_data":${customData}}`;
    return ctx.app.inject({ method: 'POST', url: '/api/tests/requests', headers: { ...auth, 'content-type': 'application/json' }, payload });
  };
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('refuses custom_data nested 5,000 levels (or 21) with 400 and changes nothing; 20 levels are read', async () => {
    const before = await fingerprint(ctx.database.db);
    for (const levels of [5000, 21]) {
      const res = await order(nested(levels - 1));
      expect([levels, res.statusCode, res.json()]).toEqual([levels, 400, { error: 'Invalid request: the body nests deeper than 20 levels' }]);
    }
    expect((await order(nested(19))).json().error).not.toMatch(/nests deeper/);
    expect(await fingerprint(ctx.database.db)).toEqual(before);
  });

  it('refuses custom_data over its size', async () => {
    const res = await order(JSON.stringify({ note: 'x'.repeat(20_000) }));
    expect(res.json()).toEqual({ error: 'Invalid request: custom_data must be at most 10000 characters of JSON' });
  });

  it('answers an over-long path parameter in the { error } shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/patients/${'1'.repeat(500)}`, headers: auth });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'Invalid request: a path parameter is too long' });
  });
});
