import Fastify from 'fastify';
import { createTestContext, type TestContext } from '../test/test-app';
import { installErrorHandlers } from './errors-plugin';
import { allows, routePolicyPlugin, type RegisteredRoute } from './policy';
import { createTokenService } from './tokens';
import { DEFAULT_AREAS_BY_ROLE, type Role, type SessionUser } from '@lab/shared';

const testUser = (role: Role, overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1, email: 'u@test.lab', first_name: 'T', last_name: 'U', role, phone: null, institution_id: 1, institution_name: 'A',
  institution_ids: [1], permissions: [...DEFAULT_AREAS_BY_ROLE[role]], is_active: true, ...overrides,
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('route policies', () => {
  it('every registered route declares a policy', () => {
    expect(ctx.routes.length).toBeGreaterThan(5);
    const missing = ctx.routes.filter((r) => !r.policy).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every API route lives under /api', () => {
    expect(ctx.routes.filter((r) => !r.url.startsWith('/api/'))).toEqual([]);
  });

  it('a route without a policy is refused, whoever calls it', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    const registry: RegisteredRoute[] = [];
    await app.register(routePolicyPlugin, { db: ctx.database.db, tokens: createTokenService('x'.repeat(32), 60), registry });
    app.get('/open', async () => ({ secret: true }));
    const res = await app.inject({ method: 'GET', url: '/open' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('error');
    expect(registry.find((r) => r.url === '/open')?.policy).toBeUndefined();
    await app.close();
  });

  it('checks actions and areas, with the permission override', () => {
    expect(allows({ access: 'action', action: 'institutions.manage' }, testUser('institution_admin'))).toBe(false);
    expect(allows({ access: 'area', area: 'inventory' }, testUser('clinician'))).toBe(false);
    expect(allows({ access: 'area', area: 'inventory' }, testUser('clinician', { permissions: ['inventory'] }))).toBe(true);
    expect(allows({ access: 'action', action: 'users.manage' }, testUser('clinician', { permissions: ['users'] }))).toBe(false);
  });
});

describe('errors and hardening', () => {
  it('answers unknown routes with 404 and an error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route for GET /api/nothing-here' });
  });

  it('a 500 carries no stack trace or cause', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    await app.close();
  });

  it('sets security headers on every answer: a public route, a refusal, an unknown path, a signed-in list', async () => {
    const signedIn = await ctx.authAs('superadmin@demo.lab');
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/users' }),
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      ctx.app.inject({ method: 'GET', url: '/api/users', headers: signedIn }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 200]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('limits the size of request bodies', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('error');
  });

  it('serves the OpenAPI document and a readiness check', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/profile']));
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});
