// The live updates stream over real HTTP: a change in the caller's institutions arrives without
// asking, another institution's never does, and a stream opened again with its last event id gets
// what happened while it was away.
import { openLiveUpdates } from '@lab/shared/live';
import type { LiveEvent } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext({ livePollMs: 100 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}/api`;
});
afterAll(() => ctx.close());

const tokenOf = async (email: string) => (await ctx.authAs(email)).authorization.replace('Bearer ', '');
const until = async (check: () => boolean, ms = 5000) => {
  for (let waited = 0; !check() && waited < ms; waited += 50) await new Promise((r) => setTimeout(r, 50));
  return check();
};
const instrumentOf = () => ctx.one<number>(sql`select id as v from instruments where name = 'DEMO-ANALYZER'`);
const addMessage = async (institution: number, controlId: string) =>
  ctx.database.db.execute(sql`insert into interface_messages (direction, instrument_id, institution_id, message_type, control_id, status, raw)
    values ('in', ${await instrumentOf()}, ${institution}, 'ORU^R01', ${controlId}, 'accepted', 'MSH|')`);

it("sends the caller's institution's changes and never another's", async () => {
  const a = await ctx.one<number>(sql`select institution_id as v from users where email = 'labuser@demo.lab'`);
  const seenA: LiveEvent[] = [];
  const seenB: LiveEvent[] = [];
  const states: boolean[] = [];
  const tokenA = await tokenOf('labuser@demo.lab');
  const tokenB = await tokenOf('instadmin.b@demo.lab');
  const streamA = openLiveUpdates({ baseUrl, token: () => tokenA, onChanges: (e) => seenA.push(...e), onState: (s) => states.push(s) });
  const streamB = openLiveUpdates({ baseUrl, token: () => tokenB, onChanges: (e) => seenB.push(...e) });
  try {
    expect(await until(() => states.includes(true))).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    await addMessage(a, 'LIVE-1');
    expect(await until(() => seenA.some((e) => e.kind === 'message'))).toBe(true);
    expect(seenB).toEqual([]);
    // a result's change reaches the screens of its institution
    const result = await ctx.one<number>(sql`select id as v from test_results where institution_id = ${a} and status = 'draft' order by id limit 1`);
    expect((await ctx.call('labuser2@demo.lab', 'POST', `/results/${result}/review`, { status: 'reviewed' })).status).toBe(200);
    expect(await until(() => seenA.some((e) => e.kind === 'result' && e.id === result))).toBe(true);
    expect(seenB.filter((e) => e.kind === 'result' && e.id === result)).toEqual([]);
  } finally {
    streamA.close();
    streamB.close();
  }
});

it('answers 401 to a stream without a session', async () => {
  const res = await fetch(`${baseUrl}/live/events`, { headers: { Accept: 'text/event-stream' } });
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: expect.any(String) });
});

it('resumes after the last event id it was given', async () => {
  const a = await ctx.one<number>(sql`select institution_id as v from users where email = 'labuser@demo.lab'`);
  const token = await tokenOf('labuser@demo.lab');
  const cursor = await ctx.one<string>(sql`select (select max(id) from audit_log) || '.' || (select max(change_seq) from interface_messages) as v`);
  await addMessage(a, 'LIVE-AWAY');
  const res = await fetch(`${baseUrl}/live/events`, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}`, 'Last-Event-ID': cursor } });
  const reader = res.body!.getReader();
  let text = '';
  for (let i = 0; i < 20 && !text.includes('event: changes'); i++) text += new TextDecoder().decode((await reader.read()).value);
  await reader.cancel();
  expect(text).toContain('event: changes');
  expect(text).toContain('"kind":"message"');
});
