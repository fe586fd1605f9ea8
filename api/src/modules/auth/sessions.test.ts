import { createSigner } from 'fast-jwt';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profile = (auth: { authorization: string }) => ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth });
const EXPIRED = { error: 'Your session has expired. Please sign in again.' };

describe('a token dies', () => {
  it('on POST /auth/logout, while the same user’s other sessions live on', async () => {
    const laptop = await ctx.authAs('labuser@demo.lab');
    const phone = await ctx.authAs('labuser@demo.lab');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: laptop });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(laptop)).json()).toEqual(EXPIRED);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('when its user’s password changes (the session that changed it stays)', async () => {
    const stolen = await ctx.authAs('clinician@demo.lab');
    const mine = await ctx.authAs('clinician@demo.lab');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: mine,
      payload: { current_password: 'Demo@12345', new_password: 'Changed@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(stolen)).statusCode).toBe(401);
    expect((await profile(mine)).statusCode).toBe(200);
  });

  it('when its user is deactivated, and stays dead after reactivation', async () => {
    const auth = await ctx.authAs('clientadmin@demo.lab');
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'clientadmin@demo.lab'));
    expect((await profile(auth)).statusCode).toBe(401);
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.email, 'clientadmin@demo.lab'));
    expect((await profile(auth)).statusCode).toBe(401);
    expect((await profile(await ctx.authAs('clientadmin@demo.lab'))).statusCode).toBe(200);
  });

  it('when its session expires, whatever the token says', async () => {
    const auth = await ctx.authAs('instadmin@demo.lab');
    await ctx.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null
      and user_id = (select id from users where email = 'instadmin@demo.lab')`);
    expect((await profile(auth)).statusCode).toBe(401);
  });

  it('is refused when it carries no expiry, even correctly signed for a live session', async () => {
    const auth = await ctx.authAs('fulfillment@demo.lab');
    const claims = JSON.parse(Buffer.from(auth.authorization.split('.')[1], 'base64url').toString());
    expect(claims.exp).toEqual(expect.any(Number));
    const forever = createSigner({ key: ctx.tokenSecret, algorithm: 'HS256' })({ sub: claims.sub, sid: claims.sid });
    expect((await profile({ authorization: `Bearer ${forever}` })).statusCode).toBe(401);
  });

  it('is refused when its session belongs to another user', async () => {
    const auth = await ctx.authAs('superadmin@demo.lab');
    const claims = JSON.parse(Buffer.from(auth.authorization.split('.')[1], 'base64url').toString());
    const [labUser] = await ctx.database.db.select().from(users).where(eq(users.email, 'labuser@demo.lab'));
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    expect(session.userId).not.toBe(labUser.id);
    const forged = createSigner({ key: ctx.tokenSecret, algorithm: 'HS256', expiresIn: 60_000 })({ sub: String(labUser.id), sid: claims.sid });
    expect((await profile({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });
});
