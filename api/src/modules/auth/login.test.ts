import { desc } from 'drizzle-orm';
import { auditLog } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

async function lastAudit() {
  const [row] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('POST /api/auth/login', () => {
  it('answers a token and the session user for the right password', async () => {
    const res = await login('Clinician.Multi@demo.lab', 'Demo@12345');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: 'clinician.multi@demo.lab',
      role: 'clinician',
      first_name: 'Daniel',
      institution_name: "St Mary's General Hospital",
    });
    expect(body.user.institution_ids).toHaveLength(2);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(await lastAudit()).toMatchObject({ action: 'auth.login_succeeded', actorEmail: 'clinician.multi@demo.lab' });
  });

  it('refuses a wrong password with 401 and writes an audit row', async () => {
    const res = await login('labuser@demo.lab', 'wrong-password', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password' });
    expect(await lastAudit()).toMatchObject({ action: 'auth.login_failed', details: { reason: 'wrong_password' } });
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const res = await login('nobody@demo.lab', 'Demo@12345', '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password' });
    expect(await lastAudit()).toMatchObject({ action: 'auth.login_failed', details: { reason: 'unknown_email' } });
  });

  it('refuses an inactive user even with the right password', async () => {
    const res = await login('inactive@demo.lab', 'Demo@12345', '10.0.0.4');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This account is inactive. Please contact your administrator.' });
    expect(await lastAudit()).toMatchObject({ action: 'auth.login_failed', details: { reason: 'inactive' } });
  });

  it('answers 400 with an error for a malformed body, never a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Invalid request/);
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });

  it('limits failed attempts per account with 429, even for the right password afterwards', async () => {
    for (let i = 0; i < 5; i++) expect((await login('clientadmin@demo.lab', 'nope', '10.0.0.9')).statusCode).toBe(401);
    const limited = await login('clientadmin@demo.lab', 'Demo@12345', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(await lastAudit()).toMatchObject({ action: 'auth.throttled', details: { keys: ['account:clientadmin@demo.lab'], during: 'sign-in' } });
  });
});

describe('tokens', () => {
  it('refuses a missing, forged or malformed token with 401', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
  });

  it('expire', async () => {
    const short = await createTestContext({ tokenTtlSeconds: 1 });
    try {
      const auth = await short.authAs('labuser@demo.lab');
      expect((await short.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1500));
      expect((await short.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
