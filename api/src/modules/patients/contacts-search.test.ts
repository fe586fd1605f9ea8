import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

// Inside an institution a typed email or phone number is read from that institution's links, which
// keep a copy of the patient's email and phone: the copy must follow every edit, and the search
// must list exactly the institution's patients whose email or number starts with what was typed.
let ctx: TestContext;
let A: number;
let B: number;
beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

/** Links whose copy is not their patient's email or phone. */
const outOfStep = () =>
  ctx.count(sql`select count(*) as v from patient_institutions pi join patients p on p.id = pi.patient_id
    where pi.patient_email is distinct from p.email or pi.patient_phone is distinct from p.phone`);

const patient = (overrides: object) => ({
  first_name: 'Imogen',
  last_name: 'Castellane',
  date_of_birth: '1979-06-02',
  gender: 'Female',
  phone: '+447700900555',
  email: 'imogen.castellane@example.org',
  institution_ids: [A],
  ...overrides,
});

const found = async (who: string, query: string) => {
  const { status, body } = await ctx.call(who, 'GET', `/patients?limit=100&${query}`);
  expect(status).toBe(200);
  return { ids: (body.patients as { id: number }[]).map((p) => p.id), total: body.pagination.total as number };
};

describe("an institution's search by email or phone", () => {
  it("reads the links' copy of the email and phone, which follows the patient's edits", async () => {
    expect(await ctx.count(sql`select count(*) as v from patient_institutions where patient_phone is not null`)).toBeGreaterThan(0);
    expect(await outOfStep()).toBe(0);
    const made = await ctx.call('instadmin@demo.lab', 'POST', '/patients', patient({}));
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    expect(await outOfStep()).toBe(0);
    for (const typed of ['imogen.castellane@', 'IMOGEN.CASTELLANE@EXAMPLE.ORG', '+447700900555', '+4477009005']) {
      expect([typed, (await found('instadmin@demo.lab', `search=${encodeURIComponent(typed)}`)).ids]).toEqual([typed, [id]]);
    }
    const edited = await ctx.call('instadmin@demo.lab', 'PUT', `/patients/${id}`, patient({ email: 'i.castellane@example.net', phone: '+447700900556' }));
    expect(edited.status).toBe(200);
    expect(await outOfStep()).toBe(0);
    expect((await found('instadmin@demo.lab', `search=${encodeURIComponent('i.castellane@')}`)).ids).toEqual([id]);
    expect((await found('instadmin@demo.lab', `search=${encodeURIComponent('+447700900556')}`)).ids).toEqual([id]);
    expect((await found('instadmin@demo.lab', `search=${encodeURIComponent('imogen.castellane@')}`)).ids).toEqual([]);
    // another institution's search does not find a patient it has no link to
    expect((await found('superadmin@demo.lab', `institution_id=${B}&search=${encodeURIComponent('i.castellane@')}`)).ids).toEqual([]);
  });

  it("lists and counts only the institution's patients whose number starts with what was typed, the first hundred in number order", async () => {
    for (const typed of ['+4', '+44', '+4477']) {
      const { ids, total } = await found('superadmin@demo.lab', `institution_id=${B}&search=${encodeURIComponent(typed)}`);
      const rows = await queryRows<{ id: number }>(ctx.database.db, sql`select p.id from patients p join patient_institutions pi on pi.patient_id = p.id
        where pi.institution_id = ${B} and p.archived_at is null and lower(p.phone) like ${`${typed}%`}
        order by lower(p.phone) using ~<~, p.id`);
      expect(rows.length).toBeGreaterThan(0);
      expect([typed, total]).toEqual([typed, rows.length]);
      // the page holds the first hundred in number order, shown newest first as every page is
      const byId = (list: number[]) => [...list].sort((a, b) => a - b);
      expect([typed, byId(ids)]).toEqual([typed, byId(rows.slice(0, 100).map((r) => r.id))]);
    }
  });
});
