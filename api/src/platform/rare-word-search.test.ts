import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app';
import { FEW_MATCHES, SEARCH_WALK } from './db/search';

// A word in none of the newest rows a search walks is rare: its matches are read from the list's
// kept words (not its trigram index), without walking at all when there are at most FEW_MATCHES.
// Either way they must be the rows the text says, newest first, each once, inside the caller's
// scope and the list's filters, and counted the same.
let ctx: TestContext;
let A: number;
let B: number;
beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
  const db = ctx.database.db;
  // more new rows than a walk reads, none with the word
  await db.execute(sql`insert into patients (first_name, last_name, medical_record_number)
    select 'Walk', 'Filler', 'MRN-WALK' || n from generate_series(1, ${SEARCH_WALK + 100}) n`);
  await db.execute(sql`insert into patient_institutions (patient_id, institution_id, medical_record_number)
    select id, ${A}, medical_record_number from patients where last_name = 'Filler'`);
  // older patients with it: one of A, one of B only, one of A archived
  await db.execute(sql`insert into patients (first_name, last_name, medical_record_number, created_at, archived_at) values
    ('Quinta', 'Quokka', 'MRN-RARE1', '2021-03-01', null),
    ('Quentin', 'Quokka', 'MRN-RARE2', '2020-03-01', null),
    ('Archie', 'Quokka', 'MRN-RARE3', '2022-03-01', '2023-01-01')`);
  await db.execute(sql`insert into patient_institutions (patient_id, institution_id, medical_record_number)
    select id, case when medical_record_number = 'MRN-RARE2' then ${B}::int else ${A}::int end, medical_record_number from patients where last_name = 'Quokka'`);
  // the same for logs: new ones, then two old ones with the word, one of them failed
  await db.execute(sql`insert into notification_logs (message_type, notification_type, recipient_type, recipient_email, triggered_by_type, institution_id, delivery_status)
    select 'result_ready', 'email', 'patient', 'filler' || n || '@example.org', 'system', ${A}, 'sent' from generate_series(1, ${SEARCH_WALK + 100}) n`);
  await db.execute(sql`insert into notification_logs (message_type, notification_type, recipient_type, recipient_email, triggered_by_type, institution_id, delivery_status, sent_at) values
    ('result_ready', 'email', 'patient', 'quokka.keeper@example.org', 'system', ${A}, 'sent', '2021-03-01'),
    ('result_ready', 'email', 'patient', 'quokka.warden@example.org', 'system', ${A}, 'failed', '2021-04-01'),
    ('result_ready', 'email', 'patient', 'quokka.other@example.org', 'system', ${B}, 'sent', '2021-05-01')`);
  // more old logs with another word than are few, one a day, and as many of B's
  for (const institution of [A, B]) {
    await db.execute(sql`insert into notification_logs (message_type, notification_type, recipient_type, recipient_email, triggered_by_type, institution_id, delivery_status, sent_at)
      select 'result_ready', 'email', 'patient', 'wombat' || n || '@example.org', 'system', ${institution}, 'sent', timestamptz '2020-01-01' + n * interval '1 day'
      from generate_series(1, ${FEW_MATCHES + 5}) n`);
  }
});
afterAll(() => ctx.close());

const names = (body: { patients: { first_name: string }[] }) => body.patients.map((p) => p.first_name);

/** An institution_admin's notification logs searched with `query` (the term and any filters): their emails and the total. */
async function logs(query: string) {
  const { body } = await ctx.call('instadmin@demo.lab', 'GET', `/cms/notification-logs?search=${query}`);
  return { emails: body.notifications.map((n: { recipient_email: string }) => n.recipient_email), total: body.pagination.total };
}

describe('a rare word, found in no row of the walk', () => {
  it("lists an institution's patients with it and no one else's, nor an archived one, at any prefix", async () => {
    for (const term of ['quokka', 'quo', 'q']) {
      const { status, body } = await ctx.call('instadmin@demo.lab', 'GET', `/patients?search=${term}`);
      expect(status).toBe(200);
      expect(names(body)).toEqual(['Quinta']);
      expect(body.pagination.total).toBe(1);
    }
  });

  it("lists everyone's patients with it, newest first", async () => {
    const { body } = await ctx.call('superadmin@demo.lab', 'GET', '/patients?search=quokka');
    expect(names(body)).toEqual(['Quinta', 'Quentin']);
    expect(body.pagination.total).toBe(2);
  });

  it("lists an institution's logs with it under the list's filters", async () => {
    expect(await logs('quokka')).toEqual({ emails: ['quokka.warden@example.org', 'quokka.keeper@example.org'], total: 2 });
    expect(await logs('quokka&delivery_status=failed')).toEqual({ emails: ['quokka.warden@example.org'], total: 1 });
  });

  it('lists a word held by more rows than are few, and none of the walk, page by page, and counts it', async () => {
    const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `wombat${from - i}@example.org`);
    const many = FEW_MATCHES + 5;
    expect(await logs('wombat&limit=20')).toEqual({ emails: newestFirst(many, many - 19), total: many });
    expect(await logs('wombat&limit=20&page=6')).toEqual({ emails: newestFirst(5, 1), total: many });
    // and a few rows' later page
    expect(await logs('quokka&limit=1&page=2')).toEqual({ emails: ['quokka.keeper@example.org'], total: 2 });
  });
});

describe('a rare name of two words', () => {
  beforeAll(async () => {
    // one among the walk's newest rows, two older: the walk's one match says a longer walk would
    // not fill the page, so every match is read from the trigram index
    await ctx.database.db.execute(sql`insert into patients (first_name, last_name, medical_record_number, created_at) values
      ('Nora', 'Wallaby', 'MRN-TWO1', now() + interval '1 minute'), ('Nina', 'Wallaby', 'MRN-TWO2', '2021-01-01'), ('Ned', 'Wallaby', 'MRN-TWO3', '2020-01-01')`);
  });

  const found = async (term: string) => {
    const { status, body } = await ctx.call('superadmin@demo.lab', 'GET', `/patients?search=${encodeURIComponent(term)}`);
    expect(status).toBe(200);
    return { names: names(body), total: body.pagination.total };
  };

  it('lists every match newest first and counts them, whichever word is typed first or cut short', async () => {
    for (const term of ['n wallaby', 'wallaby n', 'ni wal', 'nora wallaby']) {
      const expected = { 'n wallaby': ['Nora', 'Nina', 'Ned'], 'wallaby n': ['Nora', 'Nina', 'Ned'], 'ni wal': ['Nina'], 'nora wallaby': ['Nora'] }[term]!;
      expect([term, await found(term)]).toEqual([term, { names: expected, total: expected.length }]);
    }
  });

  it("reads a short word's special characters as themselves", async () => {
    expect(await found('n. wallaby')).toEqual({ names: [], total: 0 });
    expect(await found('(n wallaby')).toEqual({ names: [], total: 0 });
  });
});

describe("a rare name of two words in an institution's list", () => {
  beforeAll(async () => {
    // older than the walk's newest 2,000 logs of A: found from the words of both names, intersected
    const db = ctx.database.db;
    await db.execute(sql`insert into patients (first_name, last_name, medical_record_number) values ('Odile', 'Numbat', 'MRN-NUM1'), ('Otto', 'Numbat', 'MRN-NUM2')`);
    await db.execute(sql`insert into notification_logs (message_type, notification_type, recipient_type, recipient_email, triggered_by_type, institution_id, delivery_status, sent_at, patient_id)
      select 'result_ready', 'email', 'patient', e.email, 'system', e.institution, e.status, e.sent_at::timestamptz, p.id
      from (values ('odile@example.org', ${A}::int, 'sent', '2021-02-01', 'MRN-NUM1'), ('otto@example.org', ${A}::int, 'failed', '2021-03-01', 'MRN-NUM2'),
        ('odile.elsewhere@example.org', ${B}::int, 'sent', '2021-04-01', 'MRN-NUM1')) e(email, institution, status, sent_at, mrn)
      join patients p on p.medical_record_number = e.mrn`);
  });

  it("lists the institution's logs of that person, under the list's filters, whichever word comes first", async () => {
    expect(await logs('odile%20numbat')).toEqual({ emails: ['odile@example.org'], total: 1 });
    expect(await logs('numbat%20ott')).toEqual({ emails: ['otto@example.org'], total: 1 });
    // a short word's start from the trigram index instead: the same rows
    expect(await logs('numbat%20o')).toEqual({ emails: ['otto@example.org', 'odile@example.org'], total: 2 });
    expect(await logs('numbat%20ott&delivery_status=failed')).toEqual({ emails: ['otto@example.org'], total: 1 });
    expect(await logs('numbat%20odi&delivery_status=failed')).toEqual({ emails: [], total: 0 });
  });
});
