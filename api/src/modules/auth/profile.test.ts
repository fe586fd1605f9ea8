import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/auth/profile', () => {
  it('answers the signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: await ctx.authAs('instadmin@demo.lab') });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'instadmin@demo.lab', role: 'institution_admin', institution_name: "St Mary's General Hospital" });
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates first name, last name and phone, not the email', async () => {
    const auth = await ctx.authAs('labuser@demo.lab');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { first_name: ' Hana ', last_name: 'Lee-Park', phone: '+447700900999', email: 'evil@x.y' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile updated successfully', user: { first_name: 'Hana', last_name: 'Lee-Park', phone: '+447700900999', email: 'labuser@demo.lab' } });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth });
    expect(again.json().user.first_name).toBe('Hana');
  });

  it('refuses a blank name with 400 and changes nothing', async () => {
    const auth = await ctx.authAs('clinician@demo.lab');
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: auth, payload: { first_name: '   ', last_name: 'Watson' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'First name is required' });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth });
    expect(again.json().user.first_name).toBe('Emily');
  });
});

describe('POST /api/auth/change-password', () => {
  const change = async (auth: { authorization: string }, current_password: string, new_password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: auth, payload: { current_password, new_password } });

  it('refuses a wrong current password', async () => {
    const res = await change(await ctx.authAs('clientadmin@demo.lab'), 'not-it', 'NewPass@2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Current password is incorrect' });
  });

  it('refuses a new password shorter than 12 characters, or one of the leaked passwords, whatever its case', async () => {
    const auth = await ctx.authAs('clientadmin@demo.lab');
    expect((await change(auth, 'Demo@12345', 'Short-pass1')).json()).toEqual({ error: 'The password must be at least 12 characters long' });
    const leaked = await change(auth, 'Demo@12345', '1QAZ2wsx3edc');
    expect(leaked.statusCode).toBe(400);
    expect(leaked.json()).toEqual({ error: 'This password appears in lists of leaked passwords. Please choose another one.' });
    await expect(ctx.authAs('clientadmin@demo.lab', 'Demo@12345')).resolves.toHaveProperty('authorization');
  });

  it('changes it: the new password signs in, the old one no longer does', async () => {
    const res = await change(await ctx.authAs('fulfillment@demo.lab'), 'Demo@12345', 'NewPass@2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully' });
    await expect(ctx.authAs('fulfillment@demo.lab', 'NewPass@2026')).resolves.toHaveProperty('authorization');
    await expect(ctx.authAs('fulfillment@demo.lab', 'Demo@12345')).rejects.toThrow(/401/);
  });
});
