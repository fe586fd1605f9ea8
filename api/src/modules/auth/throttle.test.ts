import { and, eq, like, sql } from 'drizzle-orm';
import { AuthThrottle } from '../../platform/auth-throttle';
import { auditLog, authThrottle } from '../../platform/db/schema';
import { createAppOn, createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers });
const auditRows = (action: string, email?: string) =>
  ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), email ? eq(auditLog.actorEmail, email) : undefined));

describe('sign-in limiter', () => {
  it('limits failures per account whatever the client address', async () => {
    for (let i = 0; i < 5; i++) expect((await login('instadmin.b@demo.lab', 'nope', `10.1.0.${i}`)).statusCode).toBe(401);
    const fromElsewhere = await login('instadmin.b@demo.lab', 'Demo@12345', '10.1.0.99');
    expect(fromElsewhere.statusCode).toBe(429);
  });

  it('limits failures per address whatever the account', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i}@demo.lab`, 'nope', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('labuser@demo.lab', 'Demo@12345', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('labuser@demo.lab', 'Demo@12345', '10.2.0.2')).statusCode).toBe(200);
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
      const res = await second.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'clinician.multi@demo.lab', password: 'Demo@12345' }, remoteAddress: '10.4.0.2' });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it('forgets windows that are over (no unbounded growth)', async () => {
    const throttle = new AuthThrottle(ctx.database.db, { maxPerAccount: 5, maxPerClient: 30, windowMs: 60_000 });
    const t0 = new Date('2030-01-01T00:00:00Z');
    await throttle.recordFailure('10.5.0.1', 'old@demo.lab', t0);
    expect(await throttle.retryAfter('10.5.0.1', 'old@demo.lab', t0)).toBe(0);
    await throttle.recordFailure('10.5.0.2', 'new@demo.lab', new Date(t0.getTime() + 120_000));
    const left = await ctx.database.db.select().from(authThrottle).where(like(authThrottle.key, '%old@demo.lab'));
    expect(left).toEqual([]);
  });

  it('starts counting afresh once a window is over', async () => {
    const throttle = new AuthThrottle(ctx.database.db, { maxPerAccount: 2, maxPerClient: 30, windowMs: 60_000 });
    const t0 = new Date('2031-01-01T00:00:00Z');
    await throttle.recordFailure('10.6.0.1', 'w@demo.lab', t0);
    const { blocked } = await throttle.recordFailure('10.6.0.1', 'w@demo.lab', t0);
    expect(blocked).toEqual(['account:w@demo.lab']);
    expect(await throttle.retryAfter('10.6.0.1', 'w@demo.lab', new Date(t0.getTime() + 30_000))).toBe(30);
    expect(await throttle.retryAfter('10.6.0.1', 'w@demo.lab', new Date(t0.getTime() + 61_000))).toBe(0);
  });
});

describe('client address behind a proxy', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    // test config: trustProxy false. Each attempt claims another address; all count for the real one.
    for (let i = 0; i < 30; i++) await login(`spoof${i}@demo.lab`, 'nope', '10.7.0.1', { 'x-forwarded-for': `192.0.2.${i}` });
    expect((await login('labuser@demo.lab', 'Demo@12345', '10.7.0.1', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    const proxied = await createAppOn(ctx.database, { trustProxy: '127.0.0.1' });
    try {
      for (let i = 0; i < 30; i++) {
        await proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `p${i}@demo.lab`, password: 'nope' }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      }
      const other = await proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'labuser@demo.lab', password: 'Demo@12345' }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.8' } });
      expect(other.statusCode).toBe(200);
      const blocked = await proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'labuser@demo.lab', password: 'Demo@12345' }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('POST /api/auth/change-password limiter', () => {
  it('audits every wrong current password and refuses with 429 after the limit', async () => {
    const auth = await ctx.authAs('superadmin@demo.lab');
    const change = (current: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: auth, remoteAddress: '10.8.0.1', payload: { current_password: current, new_password: 'Another@123' } });
    for (let i = 0; i < 5; i++) expect((await change('wrong')).statusCode).toBe(400);
    const limited = await change('Demo@12345');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
    expect(await auditRows('user.password_change_failed', 'superadmin@demo.lab')).toHaveLength(5);
    expect(await auditRows('auth.throttled', 'superadmin@demo.lab')).toHaveLength(1);
    // the password did not change
    const [row] = await ctx.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'user.password_changed'`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(row.n).toBe(0);
  });
});
