import { USER_MESSAGES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ portalUrl: 'http://portal.test' });
});
afterAll(() => ctx.close());

const SUPER = 'superadmin@demo.lab';
const ADMIN_A = 'instadmin@demo.lab';
const idOf = (email: string) => ctx.count(sql`select id as v from users where email = ${email}`);

/** The newest recorded mail to `to` (without SMTP the API records every mail it sends). */
async function lastMailTo(to: string): Promise<{ subject: string; body: string }> {
  const [row] = await queryRows<{ subject: string; body: string }>(ctx.database.db, sql`select subject, body from mail_messages where to_address = ${to} order by id desc limit 1`);
  return row;
}
const tokenIn = (body: string) => /set-password\?token=([\w-]+)/.exec(body)?.[1] ?? '';

const setPassword = (token: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('account setup and password reset mails', () => {
  it('mails a single-use link to the set-password page, never a password, and logs it as staff mail', async () => {
    const id = await idOf('labuser@demo.lab');
    const res = await ctx.call(SUPER, 'POST', `/users/${id}/emails/account_setup`);
    // without a mail server (these tests have none) the mail is recorded, and the answer says so
    expect(res).toEqual({ status: 200, body: { success: true, kind: 'account_setup', message: 'Account setup email recorded but not delivered: no mail server is configured.', delivered: false } });

    const mail = await lastMailTo('labuser@demo.lab');
    expect(mail.subject).toBe('Set up your Lab Portal account');
    expect(mail.body).toMatch(/http:\/\/portal\.test\/set-password\?token=[\w-]{40,}/);
    expect(mail.body).not.toContain(DEMO_PASSWORD);
    const token = tokenIn(mail.body);
    expect(await ctx.count(sql`select count(*) as v from password_links where token_hash = ${token}`)).toBe(0); // only its hash is kept

    const [log] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select message_type, notification_type, recipient_type, recipient_email, delivery_status, triggered_by_type, message from notification_logs order by id desc limit 1`,
    );
    expect(log).toMatchObject({ message_type: 'account_setup', notification_type: 'email', recipient_type: 'staff', recipient_email: 'labuser@demo.lab', delivery_status: 'recorded', triggered_by_type: 'manual' });
    expect(log.message).not.toContain(token);

    const check = await ctx.app.inject({ method: 'GET', url: `/api/auth/password-links/${token}` });
    expect(check.json()).toMatchObject({ email: 'labuser@demo.lab', first_name: 'Hannah', kind: 'account_setup' });

    expect((await setPassword(token, 'Short-pass1')).json()).toEqual({ error: 'The password must be at least 12 characters long' });
    expect((await setPassword(token, 'passwordpassword')).json()).toEqual({ error: 'This password appears in lists of leaked passwords. Please choose another one.' });
    const first = await setPassword(token, 'Brand-new-pass1');
    expect(first.json()).toEqual({ message: 'Your password has been set. You can now sign in.' });
    expect((await login('labuser@demo.lab', 'Brand-new-pass1')).statusCode).toBe(200);
    expect((await login('labuser@demo.lab', DEMO_PASSWORD)).statusCode).toBe(401);

    const again = await setPassword(token, 'Another-pass-22');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This link is invalid or has expired. Ask your administrator for a new one.' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/password-links/${token}` })).statusCode).toBe(400);
  });

  it('kills an older link when a newer one is mailed, and a link once it has expired', async () => {
    const id = await idOf('clinician@demo.lab');
    await ctx.call(ADMIN_A, 'POST', `/users/${id}/emails/password_reset`);
    const older = tokenIn((await lastMailTo('clinician@demo.lab')).body);
    const res = await ctx.call(ADMIN_A, 'POST', `/users/${id}/emails/password_reset`);
    expect(res.body.message).toBe('Password reset email recorded but not delivered: no mail server is configured.');
    const newer = tokenIn((await lastMailTo('clinician@demo.lab')).body);
    expect(newer).not.toBe(older);
    expect((await setPassword(older, 'Brand-new-pass1')).statusCode).toBe(400);

    await ctx.database.db.execute(sql`update password_links set expires_at = now() - interval '1 minute' where user_id = ${id} and used_at is null and revoked_at is null`);
    expect((await setPassword(newer, 'Brand-new-pass1')).statusCode).toBe(400);
    expect((await login('clinician@demo.lab', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  describe('a mailed link dies with the account it was sent for', () => {
    /** A fresh lab user of A with a live password-reset link: [id, token, body of a PUT that keeps them as they are]. */
    async function userWithLink(): Promise<[number, string, Record<string, unknown>]> {
      const email = `linked.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@demo.lab`;
      const body = { first_name: 'Link', last_name: 'Holder', email, role: 'lab_user' };
      const id = (await ctx.call(ADMIN_A, 'POST', '/users', { ...body, password: 'Original-password-1' })).body.user.id;
      await ctx.call(ADMIN_A, 'POST', `/users/${id}/emails/password_reset`);
      const token = tokenIn((await lastMailTo(email)).body);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/password-links/${token}` })).statusCode).toBe(200);
      return [id, token, body];
    }
    const dead = async (token: string) => {
      expect((await setPassword(token, 'Taken-over-password-1')).json()).toEqual({ error: USER_MESSAGES.linkInvalid });
    };

    it('when an administrator sets the password', async () => {
      const [id, token, body] = await userWithLink();
      expect((await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, { ...body, password: 'Admin-chosen-pass1' })).status).toBe(200);
      await dead(token);
    });

    it('when the user changes their own password', async () => {
      const [, token, body] = await userWithLink();
      const headers = await ctx.authAs(body.email as string, 'Original-password-1');
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: { current_password: 'Original-password-1', new_password: 'Own-choice-pass-22' } });
      expect(res.statusCode).toBe(200);
      await dead(token);
    });

    it('when the user is deactivated, and it stays dead after reactivation', async () => {
      const [id, token, body] = await userWithLink();
      expect((await ctx.call(ADMIN_A, 'POST', `/users/${id}/deactivate`)).status).toBe(200);
      expect((await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, { ...body, is_active: true })).status).toBe(200);
      await dead(token);
    });

    it('when the email changes: the old address holds a useless link', async () => {
      const [id, token, body] = await userWithLink();
      expect((await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, { ...body, email: `moved.${Date.now()}@demo.lab` })).status).toBe(200);
      await dead(token);
    });

    it('but not when only the name changes', async () => {
      const [id, token, body] = await userWithLink();
      expect((await ctx.call(ADMIN_A, 'PUT', `/users/${id}`, { ...body, first_name: 'Renamed' })).status).toBe(200);
      expect((await setPassword(token, 'Chosen-by-the-user-1')).statusCode).toBe(200);
    });
  });

  it("ends the user's open sessions when they set a password", async () => {
    const headers = await ctx.authAs('clinician.multi@demo.lab');
    await ctx.call(SUPER, 'POST', `/users/${await idOf('clinician.multi@demo.lab')}/emails/password_reset`);
    await setPassword(tokenIn((await lastMailTo('clinician.multi@demo.lab')).body), 'Brand-new-pass1');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
  });
});

describe('custom mails', () => {
  it('sends subject and message, with the sign-in address when asked, and never a password', async () => {
    const id = await idOf('clientadmin@demo.lab');
    const res = await ctx.call(ADMIN_A, 'POST', `/users/${id}/emails/custom`, { subject: 'Rota', message: 'Please check the new rota.', include_login_info: true });
    expect(res.body.message).toBe('Custom email recorded but not delivered: no mail server is configured.');
    const mail = await lastMailTo('clientadmin@demo.lab');
    expect(mail.subject).toBe('Rota');
    expect(mail.body).toContain('Please check the new rota.');
    expect(mail.body).toContain('Sign in at http://portal.test/login with your email address: clientadmin@demo.lab.');
    expect(mail.body).not.toContain(DEMO_PASSWORD);
  });

  it('asks for both subject and message', async () => {
    const id = await idOf('clientadmin@demo.lab');
    expect(await ctx.call(ADMIN_A, 'POST', `/users/${id}/emails/custom`, { subject: ' ', message: 'x' })).toEqual({
      status: 400,
      body: { error: 'Please fill in both subject and message fields.' },
    });
  });

  it('mails only active users the sender may see, from the three admin roles', async () => {
    const inactive = await idOf('inactive@demo.lab');
    expect((await ctx.call(ADMIN_A, 'POST', `/users/${inactive}/emails/account_setup`)).body).toEqual({ error: 'Emails can only be sent to active users' });
    expect((await ctx.call(ADMIN_A, 'POST', `/users/${await idOf('instadmin.b@demo.lab')}/emails/custom`, { subject: 's', message: 'm' })).status).toBe(404);
    expect((await ctx.call('fulfillment@demo.lab', 'POST', `/users/${await idOf('clinician@demo.lab')}/emails/password_reset`)).status).toBe(403);
    // a client_admin mails users once given the users area, not before
    const clientAdmin = await idOf('clientadmin@demo.lab');
    expect((await ctx.call('clientadmin@demo.lab', 'POST', `/users/${await idOf('labuser@demo.lab')}/emails/password_reset`)).status).toBe(403);
    await ctx.database.db.execute(sql`update users set permissions = '["dashboard","users"]'::jsonb where id = ${clientAdmin}`);
    expect((await ctx.call('clientadmin@demo.lab', 'POST', `/users/${await idOf('labuser@demo.lab')}/emails/custom`, { subject: 's', message: 'm' })).status).toBe(200);
    // a set-password link is a way into the account: not to a user who reaches results the sender lacks
    expect((await ctx.call('clientadmin@demo.lab', 'POST', `/users/${await idOf('labuser@demo.lab')}/emails/password_reset`)).status).toBe(403);
    expect((await ctx.call('clientadmin@demo.lab', 'POST', `/users/${await idOf('labuser@demo.lab')}/deactivate`)).status).toBe(403);
  });
});
