import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { auditLog, patients } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';
import { patientMatches } from './search';

let ctx: TestContext;
let A: number;
let B: number;
beforeAll(async () => {
  ctx = await createTestContext();
  A = await one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

const one = <T,>(query: SQL) => ctx.one<T>(query);
const count = (query: SQL) => ctx.count(query);

const call: TestContext['call'] = (...args) => ctx.call(...args);

/** A patient of only institution `institution`, newest first. */
const patientOnlyIn = (institution: number) =>
  one<number>(sql`select p.id as v from patients p where p.archived_at is null
    and exists (select 1 from patient_institutions pi where pi.patient_id = p.id and pi.institution_id = ${institution})
    and not exists (select 1 from patient_institutions pi where pi.patient_id = p.id and pi.institution_id <> ${institution})
    order by p.id limit 1`);
const userId = (email: string) => one<number>(sql`select id as v from users where email = ${email}`);

const newPatient = (overrides: object = {}) => ({
  first_name: 'Olivia',
  last_name: 'Harrington',
  date_of_birth: '1984-03-17',
  gender: 'Female',
  phone: '+447700900123',
  email: 'olivia.harrington@example.org',
  institution_ids: [A],
  ...overrides,
});

describe('GET /patients', () => {
  it("pages an institution_admin's own patients, 20 newest first, with the pager figures", async () => {
    const { status, body } = await call('instadmin@demo.lab', 'GET', '/patients');
    expect(status).toBe(200);
    const total = await count(sql`select count(*) as v from patients p where p.archived_at is null
      and exists (select 1 from patient_institutions pi where pi.patient_id = p.id and pi.institution_id = ${A})`);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total, pages: Math.ceil(total / 20), next: expect.stringMatching(/^\d+_\d+$/) });
    expect(body.patients).toHaveLength(20);
    const created = body.patients.map((p: { created_at: string }) => p.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const p of body.patients) expect(p.institution_ids).toEqual([A]);

    const last = await call('instadmin@demo.lab', 'GET', `/patients?page=${body.pagination.pages}`);
    expect(last.body.patients).toHaveLength(total - (body.pagination.pages - 1) * 20);
  });

  it('never lists another institution’s patients, whatever institution_id is asked for', async () => {
    for (const query of ['', `?institution_id=${B}`, `?institution_id=${A}&institution_id=${B}`, '?limit=100']) {
      const { status, body } = await call('instadmin@demo.lab', 'GET', `/patients${query}`);
      expect(status).toBe(200);
      for (const p of body.patients) expect(p.institution_ids).not.toContain(B);
    }
    expect((await call('instadmin@demo.lab', 'GET', `/patients?institution_id=${B}`)).body.pagination.total).toBe(0);
    const onlyB = await patientOnlyIn(B);
    const mrn = await one<string>(sql`select medical_record_number as v from patients where id = ${onlyB}`);
    expect((await call('instadmin@demo.lab', 'GET', `/patients?search=${mrn}`)).body.patients).toEqual([]);
    expect((await call('instadmin@demo.lab', 'GET', `/patients/institution/${B}`)).status).toBe(404);
  });

  it('lets super_admin see all institutions and filter by one', async () => {
    const all = await call('superadmin@demo.lab', 'GET', '/patients');
    expect(all.body.pagination.total).toBe(await count(sql`select count(*) as v from patients where archived_at is null`));
    const onlyB = await call('superadmin@demo.lab', 'GET', `/patients?institution_id=${B}`);
    expect(onlyB.body.pagination.total).toBeGreaterThan(0);
    for (const p of onlyB.body.patients) expect(p.institution_ids).toContain(B);
    const byRoute = await call('superadmin@demo.lab', 'GET', `/patients/institution/${B}`);
    expect(byRoute.body.pagination.total).toBe(onlyB.body.pagination.total);
  });

  it("names a patient's institutions as each caller may see them, the first by name, a name with a comma in it whole", async () => {
    const { body: shared } = await call('superadmin@demo.lab', 'POST', '/patients', newPatient({ last_name: 'Commaworth', institution_ids: [A, B] }));
    const nameOfB = await one<string>(sql`select name as v from institutions where id = ${B}`);
    const nameOfA = await one<string>(sql`select name as v from institutions where id = ${A}`);
    await ctx.database.db.execute(sql`update institutions set name = 'Aldgate Clinic, North Wing' where id = ${B}`);
    try {
      const listed = async (email: string) => (await call(email, 'GET', '/patients?search=commaworth')).body.patients.find((p: { id: number }) => p.id === shared.id);
      for (const seen of [await listed('superadmin@demo.lab'), (await call('superadmin@demo.lab', 'GET', `/patients/${shared.id}`)).body]) {
        expect(seen).toMatchObject({ institution_ids: [B, A], institution_id: B, institution_name: 'Aldgate Clinic, North Wing', institution_names: `Aldgate Clinic, North Wing, ${nameOfA}` });
      }
      expect(await listed('instadmin@demo.lab')).toMatchObject({ institution_ids: [A], institution_id: A, institution_name: nameOfA, institution_names: nameOfA });
    } finally {
      await ctx.database.db.execute(sql`update institutions set name = ${nameOfB} where id = ${B}`);
    }
  });

  it('searches name, medical record number, email and phone, case-insensitively', async () => {
    const id = await patientOnlyIn(A);
    const [p] = await ctx.database.db.select().from(patients).where(eq(patients.id, id));
    const ids = async (term: string) =>
      (await call('instadmin@demo.lab', 'GET', `/patients?limit=100&search=${encodeURIComponent(term)}`)).body.patients.map((x: { id: number }) => x.id);
    expect(await ids(p.lastName.toUpperCase())).toContain(id);
    expect(await ids(`${p.firstName} ${p.lastName}`.toLowerCase())).toContain(id);
    expect(await ids(p.medicalRecordNumber.toLowerCase())).toContain(id);
    if (p.email) expect(await ids(p.email.toUpperCase())).toContain(id);
    if (p.phone) expect(await ids(p.phone)).toContain(id);
    expect(await ids('zz-no-such-patient-zz')).toEqual([]);
    expect(await ids('%')).toEqual([]); // wildcards are literal
  });

  it("finds a patient of two institutions once by an MRN prefix typed inside both, from each institution's links", async () => {
    const id = await patientOnlyIn(A);
    const mrn = await one<string>(sql`select medical_record_number as v from patients where id = ${id}`);
    await ctx.database.db.execute(sql`insert into patient_institutions (patient_id, institution_id) values (${id}, ${B})`);
    for (const typed of [mrn.slice(0, -2), mrn.toLowerCase()]) {
      const { body } = await call('superadmin@demo.lab', 'GET', `/patients?limit=100&institution_id=${A}&institution_id=${B}&search=${encodeURIComponent(typed)}`);
      expect([typed, body.patients.filter((x: { id: number }) => x.id === id).length]).toEqual([typed, 1]);
      expect(body.pagination.total).toBe(new Set(body.patients.map((x: { id: number }) => x.id)).size);
    }
    await ctx.database.db.execute(sql`delete from patient_institutions where patient_id = ${id} and institution_id = ${B}`);
    const inB = await call('superadmin@demo.lab', 'GET', `/patients?institution_id=${B}&search=${encodeURIComponent(mrn)}`);
    expect(inB.body.patients).toEqual([]);
  });

  it('matches names by the start of a word and identifiers by their start, from the first letter typed', async () => {
    const made: Record<string, number> = {};
    for (const [first, last] of [['Vessa', 'Quorvel'], ['Anna', 'Quorvello'], ['Tom', 'Goldquorv']]) {
      made[last] = (await call('instadmin@demo.lab', 'POST', '/patients', newPatient({ first_name: first, last_name: last }))).body.id;
    }
    const ids = async (term: string) =>
      (await call('instadmin@demo.lab', 'GET', `/patients?limit=100&search=${encodeURIComponent(term)}`)).body.patients.map((x: { id: number }) => x.id);
    for (const typed of ['q', 'qu', 'quo', 'quor', 'QUORV']) {
      const found = await ids(typed);
      expect(found).toEqual(expect.arrayContaining([made.Quorvel, made.Quorvello]));
      expect(found).not.toContain(made.Goldquorv); // inside a word is not a match
    }
    expect(await ids('anna quorv')).toEqual([made.Quorvello]);
    expect(await ids('quorvello anna')).toEqual([made.Quorvello]); // each word, in any order
    const mrn = (await call('instadmin@demo.lab', 'GET', `/patients/${made.Goldquorv}`)).body.medical_record_number as string;
    expect(await ids(mrn)).toEqual([made.Goldquorv]);
    expect(await ids(mrn.slice(1))).toEqual([]); // an identifier from its first character
  });

  it('refuses a bad page with 400', async () => {
    const { status, body } = await call('instadmin@demo.lab', 'GET', '/patients?page=0');
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });

  it('is closed to a fulfillment agent', async () => {
    expect((await call('fulfillment@demo.lab', 'GET', '/patients')).status).toBe(403);
  });
});

describe('GET /patients/{id}', () => {
  it('answers the patient with their test requests in the caller’s institutions', async () => {
    const id = await one<number>(sql`select tr.patient_id as v from test_requests tr where tr.institution_id = ${A} and tr.archived_at is null order by tr.id limit 1`);
    const { status, body } = await call('labuser@demo.lab', 'GET', `/patients/${id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    expect(body.test_requests.length).toBe(
      await count(sql`select count(*) as v from test_requests where patient_id = ${id} and institution_id = ${A} and archived_at is null`),
    );
    expect(body.test_requests[0]).toEqual(expect.objectContaining({ id: expect.any(Number), status: expect.any(String), institution_name: expect.any(String) }));
  });

  it('answers 404 for a patient of another institution, for read, update and delete', async () => {
    const onlyB = await patientOnlyIn(B);
    for (const [method, payload] of [['GET'], ['PUT', newPatient()], ['DELETE']] as const) {
      const { status, body } = await call('instadmin@demo.lab', method, `/patients/${onlyB}`, payload);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Patient Not Found' });
    }
    expect(await one(sql`select archived_at as v from patients where id = ${onlyB}`)).toBeNull();
  });

  it('answers 404 for a patient that does not exist', async () => {
    expect((await call('superadmin@demo.lab', 'GET', '/patients/99999999')).status).toBe(404);
  });
});

describe('POST /patients', () => {
  it('creates a patient with a generated medical record number, and audits it', async () => {
    const { status, body } = await call('instadmin@demo.lab', 'POST', '/patients', newPatient());
    expect(status).toBe(201);
    expect(body).toEqual(expect.objectContaining({ first_name: 'Olivia', last_name: 'Harrington', date_of_birth: '1984-03-17', institution_ids: [A] }));
    expect(body.medical_record_number).toMatch(/^MRN-P\d+$/);
    const second = await call('instadmin@demo.lab', 'POST', '/patients', newPatient());
    expect(second.body.medical_record_number).not.toBe(body.medical_record_number);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient.created'), eq(auditLog.entityId, String(body.id))));
    expect(audit).toHaveLength(1);
    // it is found straight away, newest first
    expect((await call('instadmin@demo.lab', 'GET', '/patients')).body.patients[0].id).toBe(second.body.id);
  });

  it('refuses a medical record number already in use in the same institution with 409', async () => {
    const mrn = await one<string>(sql`select pi.medical_record_number as v from patient_institutions pi where pi.institution_id = ${A} order by pi.patient_id limit 1`);
    const { status, body } = await call('superadmin@demo.lab', 'POST', '/patients', newPatient({ medical_record_number: mrn }));
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'A patient with this medical record number already exists' });
  });

  it("accepts a medical record number that only another institution uses, and does not reveal it", async () => {
    const mrnOfB = await one<string>(sql`select pi.medical_record_number as v from patient_institutions pi where pi.institution_id = ${B}
      and not exists (select 1 from patient_institutions o where o.medical_record_number = pi.medical_record_number and o.institution_id = ${A}) limit 1`);
    const { status, body } = await call('instadmin@demo.lab', 'POST', '/patients', newPatient({ medical_record_number: mrnOfB }));
    expect(status).toBe(201);
    expect(body.medical_record_number).toBe(mrnOfB);
    // now that A has it too, the number is taken in A
    expect((await call('instadmin@demo.lab', 'POST', '/patients', newPatient({ medical_record_number: mrnOfB }))).status).toBe(409);
  });

  it('writes the audit row in the same transaction: if it cannot be written, nothing is created', async () => {
    await ctx.database.db.execute(sql`create function refuse_audit() returns trigger as $$ begin raise exception 'audit unavailable'; end; $$ language plpgsql`);
    await ctx.database.db.execute(sql`create trigger refuse_audit before insert on audit_log for each row
      when (new.action = 'patient.created') execute function refuse_audit()`);
    try {
      const before = await count(sql`select count(*) as v from patients`);
      const links = await count(sql`select count(*) as v from patient_institutions`);
      const { status } = await call('instadmin@demo.lab', 'POST', '/patients', newPatient({ last_name: 'Unaudited' }));
      expect(status).toBe(500);
      expect(await count(sql`select count(*) as v from patients`)).toBe(before);
      expect(await count(sql`select count(*) as v from patient_institutions`)).toBe(links);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await ctx.database.db.execute(sql`drop function refuse_audit()`);
    }
  });

  it("assigns a clinician's new patient to that clinician, whatever the body says", async () => {
    const other = await userId('clinician.multi@demo.lab');
    const { status, body } = await call('clinician@demo.lab', 'POST', '/patients', newPatient({ clinician_id: other }));
    expect(status).toBe(201);
    expect(body.clinician_id).toBe(await userId('clinician@demo.lab'));
  });

  it.each([
    ['no first name', { first_name: '  ' }, 'First name is required'],
    ['no last name', { last_name: '' }, 'Last name is required'],
    ['no institution', { institution_ids: [] }, 'At least one institution must be selected'],
    ['an unknown gender', { gender: 'Unknown' }, undefined],
    ['an impossible date', { date_of_birth: '2023-02-30' }, 'Date of birth must be a valid date'],
    ['a future date of birth', { date_of_birth: '2999-01-01' }, 'Date of birth cannot be in the future'],
    ['a bad email', { email: 'not-an-email' }, 'Email must be a valid email address'],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, error) => {
    const before = await count(sql`select count(*) as v from patients`);
    const { status, body } = await call('instadmin@demo.lab', 'POST', '/patients', newPatient(overrides));
    expect(status).toBe(400);
    if (error) expect(body).toEqual({ error });
    else expect(body.error).toEqual(expect.any(String));
    expect(await count(sql`select count(*) as v from patients`)).toBe(before);
  });

  it("refuses another institution's id with 400", async () => {
    const { status, body } = await call('instadmin@demo.lab', 'POST', '/patients', newPatient({ institution_ids: [B] }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'You can only add patients to your own institution' });
  });

  it('refuses a clinician two institutions', async () => {
    const { status, body } = await call('clinician.multi@demo.lab', 'POST', '/patients', newPatient({ institution_ids: [A, B] }));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Clinicians can only select one institution' });
  });

  it('refuses a clinician of another institution as the assigned clinician', async () => {
    const { status } = await call('superadmin@demo.lab', 'POST', '/patients', newPatient({ institution_ids: [B], clinician_id: await userId('clinician@demo.lab') }));
    expect(status).toBe(400);
  });

  it('refuses lab_user and fulfillment_agent', async () => {
    expect((await call('labuser@demo.lab', 'POST', '/patients', newPatient())).status).toBe(403);
    expect((await call('fulfillment@demo.lab', 'POST', '/patients', newPatient())).status).toBe(403);
  });
});

describe('PUT and DELETE /patients/{id}', () => {
  it('lets a clinician edit only the patients assigned to them', async () => {
    const me = await userId('clinician@demo.lab');
    const mine = await call('clinician@demo.lab', 'POST', '/patients', newPatient());
    const edited = await call('clinician@demo.lab', 'PUT', `/patients/${mine.body.id}`, newPatient({ phone: '+447700900999' }));
    expect(edited.status).toBe(200);
    expect(edited.body.phone).toBe('+447700900999');
    expect(edited.body.clinician_id).toBe(me);

    const notMine = await one<number>(sql`select p.id as v from patients p join patient_institutions pi on pi.patient_id = p.id
      where pi.institution_id = ${A} and p.archived_at is null and (p.clinician_id is null or p.clinician_id <> ${me}) order by p.id limit 1`);
    const refused = await call('clinician@demo.lab', 'PUT', `/patients/${notMine}`, newPatient());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(expect.any(String));
  });

  it('answers the detail the next page shows (test requests too), and records that the editor was shown it', async () => {
    const id = await one<number>(sql`select tr.patient_id as v from test_requests tr where tr.institution_id = ${A} and tr.archived_at is null order by tr.id limit 1`);
    const shown = (await call('instadmin@demo.lab', 'GET', `/patients/${id}`)).body;
    const views = async () => {
      await ctx.readAudit.flush();
      return count(sql`select count(*) as v from audit_log where action = 'patient.viewed' and entity_id = ${String(id)}`);
    };
    const viewsBefore = await views();
    const { status, body } = await call('instadmin@demo.lab', 'PUT', `/patients/${id}`, { ...newPatient({ institution_ids: shown.institution_ids }), first_name: shown.first_name, last_name: shown.last_name, medical_record_number: shown.medical_record_number });
    expect(status).toBe(200);
    expect(body.test_requests).toEqual(shown.test_requests);
    expect(await views()).toBe(viewsBefore + 1);

    const created = await call('instadmin@demo.lab', 'POST', '/patients', newPatient());
    expect(created.body.test_requests).toEqual([]);
  });

  it('refuses delete to clinicians and lab users, and archives for an institution_admin', async () => {
    const { body: created } = await call('instadmin@demo.lab', 'POST', '/patients', newPatient());
    expect((await call('clinician@demo.lab', 'DELETE', `/patients/${created.id}`)).status).toBe(403);
    expect((await call('labuser@demo.lab', 'DELETE', `/patients/${created.id}`)).status).toBe(403);

    const deleted = await call('instadmin@demo.lab', 'DELETE', `/patients/${created.id}`);
    expect(deleted.status).toBe(200);
    expect((await call('instadmin@demo.lab', 'GET', `/patients/${created.id}`)).status).toBe(404);
    expect(await one(sql`select count(*)::int as v from patients where id = ${created.id} and archived_at is not null`)).toBe(1);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient.deleted'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toHaveLength(1);
  });

  it('keeps the test requests of a deleted patient', async () => {
    const id = await one<number>(sql`select tr.patient_id as v from test_requests tr where tr.institution_id = ${A} order by tr.id desc limit 1`);
    const before = await count(sql`select count(*) as v from test_requests where patient_id = ${id}`);
    expect((await call('instadmin@demo.lab', 'DELETE', `/patients/${id}`)).status).toBe(200);
    expect(await count(sql`select count(*) as v from test_requests where patient_id = ${id}`)).toBe(before);
  });

  it("keeps a patient's links to institutions the editor cannot see", async () => {
    const { body: shared } = await call('superadmin@demo.lab', 'POST', '/patients', newPatient({ institution_ids: [A, B] }));
    const res = await call('instadmin@demo.lab', 'PUT', `/patients/${shared.id}`, newPatient({ city: 'London' }));
    expect(res.status).toBe(200);
    expect(res.body.institution_ids).toEqual([A]); // what the editor may see
    const all = (await call('superadmin@demo.lab', 'GET', `/patients/${shared.id}`)).body.institution_ids;
    expect([...all].sort()).toEqual([A, B].sort());
  });
});

describe('patient search index', () => {
  it('is the one the search condition uses (its expression matches the migration)', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(tx as never, sql`explain select p.id from patients p where ${patientMatches({ kind: 'words', words: ['harrington'] })}`);
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('patients_search_trgm_idx');
  });

  it("keeps each link's copy of the search text in step with the patient: an edit is found by its new name, an archive by none", async () => {
    const created = await call('instadmin@demo.lab', 'POST', '/patients', newPatient({ first_name: 'Quillon', last_name: 'Brackenbury' }));
    const found = async (term: string) =>
      (await call('instadmin@demo.lab', 'GET', `/patients?search=${encodeURIComponent(term)}`)).body.patients.map((x: { id: number }) => x.id);
    expect(await found('brackenbury')).toEqual([created.body.id]);
    await call('instadmin@demo.lab', 'PUT', `/patients/${created.body.id}`, newPatient({ first_name: 'Quillon', last_name: 'Fairweather', email: 'q.f@example.org' }));
    expect(await found('brackenbury')).toEqual([]);
    expect(await found('fairweather')).toEqual([created.body.id]);
    expect(await found('q.f@example')).toEqual([created.body.id]);
    expect(await count(sql`select count(*) as v from patient_institutions pi join patients p on p.id = pi.patient_id
      where pi.patient_search_text is distinct from p.search_text
        or p.search_text is distinct from lower(p.first_name || ' ' || p.last_name || ' ' || p.medical_record_number || ' ' || coalesce(p.email, '') || ' ' || coalesce(p.phone, ''))`)).toBe(0);
    await call('instadmin@demo.lab', 'DELETE', `/patients/${created.body.id}`);
    expect(await found('fairweather')).toEqual([]);
  });
});

describe('lists at scale', () => {
  const listedIn = (institution: number) =>
    count(sql`select count(*) as v from patients p where p.archived_at is null
      and exists (select 1 from patient_institutions pi where pi.patient_id = p.id and pi.institution_id = ${institution})`);

  it('keeps the counters behind the totals exact through create, re-link and archive', async () => {
    const counters = async () => ({
      all: await one<number>(sql`select listed as v from patient_counts where institution_id = 0`),
      a: await one<number>(sql`select listed as v from patient_counts where institution_id = ${A}`),
      b: await one<number>(sql`select listed as v from patient_counts where institution_id = ${B}`),
    });
    const truth = async () => ({
      all: await count(sql`select count(*) as v from patients where archived_at is null`),
      a: await listedIn(A),
      b: await listedIn(B),
    });
    expect(await counters()).toEqual(await truth());
    const created = await call('superadmin@demo.lab', 'POST', '/patients', newPatient({ last_name: 'Counted', institution_ids: [A, B] }));
    expect(await counters()).toEqual(await truth());
    await call('superadmin@demo.lab', 'PUT', `/patients/${created.body.id}`, newPatient({ last_name: 'Counted', institution_ids: [B] }));
    expect(await counters()).toEqual(await truth());
    await call('superadmin@demo.lab', 'DELETE', `/patients/${created.body.id}`);
    expect(await counters()).toEqual(await truth());
    const { body } = await call('instadmin@demo.lab', 'GET', '/patients');
    expect(body.pagination.total).toBe(await listedIn(A));
  });

  it("merges a two-institution clinician's institutions: newest first, each patient once", async () => {
    const { body } = await call('clinician.multi@demo.lab', 'GET', '/patients?limit=100');
    const ids = body.patients.map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const created = body.patients.map((p: { created_at: string }) => p.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const distinct = await count(sql`select count(distinct p.id) as v from patients p join patient_institutions pi on pi.patient_id = p.id
      where p.archived_at is null and pi.institution_id in (${A}, ${B})`);
    expect(body.pagination.total).toBe(distinct);
    const second = await call('clinician.multi@demo.lab', 'GET', '/patients?limit=100&page=2');
    expect(second.body.patients[0].created_at <= created[created.length - 1]).toBe(true);
  });

  it('counts a search only up to 1,000 and then says "more than"', async () => {
    await ctx.database.db.execute(sql`insert into patients (first_name, last_name, medical_record_number)
      select 'Cappy', 'Numerous', 'MRN-CAP' || n from generate_series(1, 1001) n`);
    await ctx.database.db.execute(sql`insert into patient_institutions (patient_id, institution_id, medical_record_number)
      select id, ${A}, medical_record_number from patients where last_name = 'Numerous'`);
    const { body } = await call('instadmin@demo.lab', 'GET', '/patients?search=numerous');
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 1000, pages: 50, total_capped: true });
    expect(body.patients).toHaveLength(20);
    // the unsearched list's total stays exact, from its counter
    expect((await call('instadmin@demo.lab', 'GET', '/patients')).body.pagination.total).toBe(await listedIn(A));
  });
});

describe('query plans of the lists', () => {
  beforeAll(() => ctx.database.db.execute(sql`analyze`));
  /** The plan PostgreSQL chooses when it may not scan whole tables (the demo data is small). */
  async function planOf(query: ReturnType<typeof sql>): Promise<string> {
    return ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it.each([
    ['provider-wide', sql`select p.id from patients p where p.archived_at is null order by p.created_at desc, p.id desc limit 20 offset 40`, 'patients_listed_idx'],
    ['one institution', sql`select pi.patient_id from patient_institutions pi where pi.institution_id = 1 and pi.patient_archived_at is null
      order by pi.patient_created_at desc, pi.patient_id desc limit 60`, 'patient_institutions_listed_idx'],
    ['requests, newest first', sql`select id from test_requests order by requested_at desc, id desc limit 20`, 'test_requests_requested_at_idx'],
  ])('%s: the order is read from the index, never sorted', async (_name, query, index) => {
    const plan = await planOf(query);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
