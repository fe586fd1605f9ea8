// Guessing limits: sign-in, password change, set-password links and reset requests, counted in
// the database per account and per client address, atomically (a burst is checked at most the
// limit's number of times; CI runs this file on PostgreSQL too, where the burst is truly parallel).
import { AUTH_MESSAGES, USER_MESSAGES } from '@lab/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { auditLog, rateLimits } from '../../platform/db/schema';
import { RateLimits } from '../../platform/rate-limits';
import { createAppOn, createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DEMO = 'Demo@12345';
const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers });
const auditRows = (action: string, email?: string) =>
  ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), email ? eq(auditLog.actorEmail, email) : undefined));
const statuses = (responses: { statusCode: number }[]) => responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});

describe('sign-in limiter', () => {
  it('limits failures per account whatever the client address', async () => {
    for (let i = 0; i < 5; i++) expect((await login('instadmin.b@demo.lab', 'nope', `10.1.0.${i}`)).statusCode).toBe(401);
    const fromElsewhere = await login('instadmin.b@demo.lab', DEMO, '10.1.0.99');
    expect(fromElsewhere.statusCode).toBe(429);
    expect(Number(fromElsewhere.headers['retry-after'])).toBeGreaterThan(0);
    expect(fromElsewhere.json().error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('limits failures per address whatever the account', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i}@demo.lab`, 'nope', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('labuser@demo.lab', DEMO, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('labuser@demo.lab', DEMO, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts only failures: signing in successfully many times from one address is never limited', async () => {
    for (let i = 0; i < 40; i++) expect((await login('labuser@demo.lab', DEMO, '10.2.1.1')).statusCode).toBe(200);
  });

  it('checks at most the limit of 40 wrong passwords sent at once for one account', async () => {
    const email = 'clientadmin@demo.lab';
    const failedBefore = (await auditRows('auth.login_failed', email)).length;
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `wrong-${i}`, `10.9.${i}.1`)));
    const counted = statuses(burst);
    // a 401 is a password that was checked; everything else was refused before any check
    expect(counted[401]).toBe(5);
    expect(counted[429]).toBe(35);
    expect((await auditRows('auth.login_failed', email)).length - failedBefore).toBe(5);
    expect(await auditRows('auth.throttled', email)).toHaveLength(1);
  });

  it('checks at most the per-address limit of 40 wrong passwords sent at once from one address', async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`burst${i}@demo.lab`, 'wrong', '10.9.200.1')));
    expect(statuses(burst)).toEqual({ 401: 30, 429: 10 });
  });

  it('writes one audit row per blocked window, not one per blocked attempt', async () => {
    const email = 'clinician@demo.lab';
    for (let i = 0; i < 5; i++) await login(email, 'nope', '10.3.0.1');
    const failedBefore = (await auditRows('auth.login_failed', email)).length;
    for (let i = 0; i < 4; i++) expect((await login(email, 'nope', '10.3.0.1')).statusCode).toBe(429);
    expect(await auditRows('auth.throttled', email)).toHaveLength(1);
    expect(await auditRows('auth.login_failed', email)).toHaveLength(failedBefore);
  });

  it('keeps its state in the database: another API instance on it refuses too', async () => {
    for (let i = 0; i < 5; i++) await login('clinician.multi@demo.lab', 'nope', '10.4.0.1');
    const second = await createAppOn(ctx.database);
    try {
      const res = await second.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'clinician.multi@demo.lab', password: DEMO }, remoteAddress: '10.4.0.2' });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });
});

describe('the counters', () => {
  const limits = () => new RateLimits(ctx.database.db);
  const limit = (key: string, max = 2) => ({ key, max, windowMs: 60_000 });

  it('start afresh once a window is over, and say how long is left', async () => {
    const t0 = new Date('2031-01-01T00:00:00Z');
    expect(await limits().take([limit('w:a')], t0)).toEqual({ admitted: true, exhausted: [] });
    expect(await limits().take([limit('w:a')], t0)).toEqual({ admitted: true, exhausted: [limit('w:a')] });
    expect(await limits().take([limit('w:a')], new Date(t0.getTime() + 30_000))).toEqual({ admitted: false, limit: limit('w:a'), retryAfterSeconds: 30 });
    expect((await limits().take([limit('w:a')], new Date(t0.getTime() + 61_000))).admitted).toBe(true);
  });

  it('give back what they took when a later limit refuses', async () => {
    const t0 = new Date('2032-01-01T00:00:00Z');
    await limits().take([limit('g:full', 1)], t0);
    expect((await limits().take([limit('g:free', 5), limit('g:full', 1)], t0)).admitted).toBe(false);
    const [row] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'g:free'));
    expect(row.hits).toBe(0);
  });

  it('forget windows long over (no unbounded growth)', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    await limits().take([limit('old:x')], t0);
    await limits().take([limit('new:x')], new Date(t0.getTime() + 2 * 24 * 3600_000));
    expect(await ctx.database.db.select().from(rateLimits).where(like(rateLimits.key, 'old:%'))).toEqual([]);
  });
});

describe('client address behind a proxy', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    // test config: trustProxy false. Each attempt claims another address; all count for the real one.
    for (let i = 0; i < 30; i++) await login(`spoof${i}@demo.lab`, 'nope', '10.7.0.1', { 'x-forwarded-for': `192.0.2.${i}` });
    expect((await login('labuser@demo.lab', DEMO, '10.7.0.1', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from the configured proxies', async () => {
    const proxied = await createAppOn(ctx.database, { trustProxy: ['10.20.0.0/16'] });
    const attempt = (remoteAddress: string, forwarded: string, email: string, password = 'nope') =>
      proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: { 'x-forwarded-for': forwarded } });
    try {
      for (let i = 0; i < 30; i++) await attempt('10.20.0.5', '198.51.100.7', `p${i}@demo.lab`);
      expect((await attempt('10.20.0.5', '198.51.100.8', 'labuser@demo.lab', DEMO)).statusCode).toBe(200);
      expect((await attempt('10.20.0.5', '198.51.100.7', 'labuser@demo.lab', DEMO)).statusCode).toBe(429);
      // the same header from a client outside the proxies' range is not believed
      for (let i = 0; i < 30; i++) await attempt('203.0.113.9', `198.51.100.${100 + i}`, `q${i}@demo.lab`);
      expect((await attempt('203.0.113.9', '198.51.100.250', 'labuser@demo.lab', DEMO)).statusCode).toBe(429);
      const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'q0@demo.lab'));
      expect(row.ip).toBe('203.0.113.9');
    } finally {
      await proxied.app.close();
    }
  });
});

describe('POST /api/auth/change-password limiter', () => {
  it('audits every wrong current password and refuses with 429 after the limit', async () => {
    const auth = await ctx.authAs('superadmin@demo.lab');
    const change = (current: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: auth, remoteAddress: '10.8.0.1', payload: { current_password: current, new_password: 'Another-long-pass-123' } });
    const burst = await Promise.all(Array.from({ length: 40 }, () => change('wrong')));
    expect(statuses(burst)).toEqual({ 400: 5, 429: 35 });
    const limited = await change(DEMO);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
    expect(await auditRows('user.password_change_failed', 'superadmin@demo.lab')).toHaveLength(5);
    expect(await auditRows('auth.throttled', 'superadmin@demo.lab')).toHaveLength(1);
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'user.password_changed'`)).toBe(0);
  });
});

describe('set-password links', () => {
  it('checks at most the per-address limit of 40 guessed tokens sent at once, on both routes', async () => {
    const guess = (i: number) => ctx.app.inject({ method: 'POST', url: '/api/auth/set-password', remoteAddress: '10.10.0.1', payload: { token: `guess-${i}-${'x'.repeat(30)}`, password: 'Brand-new-pass-1' } });
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i)));
    expect(statuses(burst)).toEqual({ 400: 30, 429: 10 });
    expect(burst.find((r) => r.statusCode === 400)!.json()).toEqual({ error: USER_MESSAGES.linkInvalid });
    const look = await ctx.app.inject({ method: 'GET', url: `/api/auth/password-links/${'y'.repeat(40)}`, remoteAddress: '10.10.0.1' });
    expect(look.statusCode).toBe(429);
    expect(look.json().error).toMatch(/^Too many attempts with set-password links\./);
  });
});

describe('POST /api/auth/forgot-password', () => {
  const forgot = (email: string, ip: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email } });
  const mailsTo = (to: string) => ctx.count(sql`select count(*) as v from mail_messages where to_address = ${to}`);

  it('answers the same whether or not the address has an account, and mails only an active one', async () => {
    const before = await mailsTo('labuser@demo.lab');
    const known = await forgot('LabUser@demo.lab', '10.11.0.1');
    const unknown = await forgot('nobody-at-all@demo.lab', '10.11.0.1');
    const inactive = await forgot('inactive@demo.lab', '10.11.0.1');
    for (const res of [known, unknown, inactive]) expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(await mailsTo('labuser@demo.lab')).toBe(before + 1);
    expect(await mailsTo('inactive@demo.lab')).toBe(0);
    const body = await ctx.one<string>(sql`select body as v from mail_messages where to_address = 'labuser@demo.lab' order by id desc limit 1`);
    const token = /set-password\?token=([\w-]+)/.exec(body)![1];
    const set = await ctx.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password: 'Chosen-after-forgetting-1' } });
    expect(set.statusCode).toBe(200);
    expect((await login('labuser@demo.lab', 'Chosen-after-forgetting-1', '10.11.0.9')).statusCode).toBe(200);
  });

  it('mails one account at most 3 times an hour and one address asks at most 10 times, even at once', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => forgot('clinician@demo.lab', `10.12.${i}.1`)));
    expect(statuses(burst)).toEqual({ 200: 3, 429: 9 });
    expect(burst.find((r) => r.statusCode === 429)!.json().error).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
    const fromOne = await Promise.all(Array.from({ length: 14 }, (_, i) => forgot(`someone${i}@demo.lab`, '10.13.0.1')));
    expect(statuses(fromOne)).toEqual({ 200: 10, 429: 4 });
  });
});
