import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = async (email: string, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: await ctx.authAs(email) });
  return { status: res.statusCode, body: res.json() };
};
const names = (body: { institutions: { name: string }[] }) => body.institutions.map((i) => i.name);

describe('institution lookups', () => {
  it('gives each user their own institutions, and super_admin all', async () => {
    expect(names((await get('instadmin@demo.lab', '/institutions/my')).body)).toEqual(["St Mary's General Hospital"]);
    expect(names((await get('clinician.multi@demo.lab', '/institutions/my')).body)).toEqual(['Riverside Community Clinic', "St Mary's General Hospital"]);
    expect(names((await get('superadmin@demo.lab', '/institutions/my')).body)).toEqual(
      expect.arrayContaining(["St Mary's General Hospital", 'Riverside Community Clinic', 'Northgate Diagnostics Centre']),
    );
    expect((await get('fulfillment@demo.lab', '/institutions/my')).body.institutions).toEqual([]);
  });

  it("lists an institution's active clinicians, only inside the caller's scope", async () => {
    const [a] = (await get('instadmin@demo.lab', '/institutions/my')).body.institutions;
    const { status, body } = await get('instadmin@demo.lab', `/institutions/${a.id}/clinicians`);
    expect(status).toBe(200);
    const emails = body.clinicians.map((c: { email: string }) => c.email);
    expect(emails).toEqual(expect.arrayContaining(['clinician@demo.lab', 'clinician.multi@demo.lab']));
    for (const c of body.clinicians) expect(c.role).toBe('clinician');

    const b = (await get('instadmin.b@demo.lab', '/institutions/my')).body.institutions[0];
    expect((await get('instadmin@demo.lab', `/institutions/${b.id}/clinicians`)).status).toBe(404);
  });
});
