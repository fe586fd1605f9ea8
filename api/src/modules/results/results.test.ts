import { formatRange, RESULT_MESSAGES as M, RESULT_SAFETY_MESSAGES as S, type ResultMarker, type ResultPayload, type TestResultDetail } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
const call: TestContext['call'] = (...args) => ctx.call(...args);
const one = <T,>(query: ReturnType<typeof sql>) => ctx.one<T>(query);

const LAB_A = 'labuser@demo.lab';
const LAB_A2 = 'labuser2@demo.lab';
const ADMIN_A = 'instadmin@demo.lab';
const ADMIN_B = 'instadmin.b@demo.lab';

/** A completed request of `institution` still awaiting its result, with its markers (range and units). */
async function awaitingRequest(institution: number, skip = 0) {
  const id = await one<number>(sql`select tr.id as v from test_requests tr where tr.institution_id = ${institution} and tr.status = 'completed'
    and tr.archived_at is null and not exists (select 1 from test_results r where r.test_request_id = tr.id)
    and exists (select 1 from test_request_markers m where m.test_request_id = tr.id) order by tr.id limit 1 offset ${skip}`);
  const { body } = await call('superadmin@demo.lab', 'GET', `/results/requests/${id}/markers`);
  // each marker with the limits of the range that fits the patient (every demo marker has one for adults)
  const markers = (body.markers as ResultMarker[]).filter((m) => m.range).map((m) => ({ ...m, units: m.range!.units, range_min: m.range!.low!, range_max: m.range!.high! }));
  return { id, markers };
}

const resultOf = (institution: number, status: string) =>
  one<number>(sql`select id as v from test_results where institution_id = ${institution} and status = ${status} order by id limit 1`);

async function enter(email: string, body: Partial<ResultPayload> & { test_request_id: number }): Promise<TestResultDetail> {
  const { status, body: created } = await call(email, 'POST', '/results', { result_data: 'Total Cholesterol\nValue: 4.2', ...body });
  expect({ status, error: created.error }).toEqual({ status: 201, error: undefined });
  return created;
}

beforeAll(async () => {
  ctx = await createTestContext();
  A = await one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

describe('GET /results', () => {
  it("lists the caller's institutions only, newest first, with the tiles' counts of their scope", async () => {
    const { status, body } = await call(ADMIN_A, 'GET', '/results?limit=100');
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r: { institution_id: number }) => r.institution_id === A)).toBe(true);
    const entered = body.results.map((r: { entered_at: string }) => r.entered_at);
    expect(entered).toEqual([...entered].sort().reverse());
    const byStatus = await ctx.database.db.execute(sql`select status, count(*)::int as n from test_results where institution_id = ${A} group by status`);
    const expected = Object.fromEntries((byStatus as unknown as { rows: { status: string; n: number }[] }).rows.map((r) => [r.status, r.n]));
    expect(body.counts).toEqual({
      draft: expected.draft ?? 0,
      reviewed: expected.reviewed ?? 0,
      final: expected.final ?? 0,
      amended: expected.amended ?? 0,
      total: Object.values(expected).reduce((a, b) => a + b, 0),
    });
    expect(body.pagination.total).toBe(body.counts.total);
    // the tiles count the scope, whatever the page shows: another page, a filter, a search, nothing found
    for (const query of ['?page=2&limit=5', '?status=final', `?search=${encodeURIComponent(body.results[0].patient_last_name)}`, '?search=zz-nothing-zz']) {
      const other = await call(ADMIN_A, 'GET', `/results${query}`);
      expect({ query, counts: other.body.counts }).toEqual({ query, counts: body.counts });
    }
  });

  it('filters by status and searches patient, MRN, test name and RES- id', async () => {
    const drafts = await call(ADMIN_A, 'GET', '/results?status=draft');
    expect(drafts.body.results.length).toBeGreaterThan(0);
    expect(drafts.body.results.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    expect(drafts.body.pagination.total).toBe(drafts.body.counts.draft);

    const sample = (await call(ADMIN_A, 'GET', '/results')).body.results[3];
    for (const term of [sample.medical_record_number, sample.patient_last_name.toUpperCase(), sample.test_name.toLowerCase()]) {
      const found = await call(ADMIN_A, 'GET', `/results?search=${encodeURIComponent(term)}&limit=100`);
      expect(found.body.results.map((r: { id: number }) => r.id)).toContain(sample.id);
    }
    const byId = await call(ADMIN_A, 'GET', `/results?search=RES-${String(sample.id).padStart(6, '0')}`);
    expect(byId.body.results.map((r: { id: number }) => r.id)).toEqual([sample.id]);
  });

  it("finds a result by its patient's new name once the patient is renamed, and no longer by the old one", async () => {
    const sample = (await call(ADMIN_A, 'GET', '/results')).body.results[5];
    const patient = (await call(ADMIN_A, 'GET', `/patients/${sample.patient_id}`)).body;
    const renamed = await call(ADMIN_A, 'PUT', `/patients/${sample.patient_id}`, {
      first_name: patient.first_name,
      last_name: 'Quenneville',
      medical_record_number: patient.medical_record_number,
      institution_ids: patient.institution_ids,
    });
    expect(renamed.status).toBe(200);
    const found = await call(ADMIN_A, 'GET', '/results?search=quenn&limit=100');
    expect(found.body.results.map((r: { id: number }) => r.id)).toContain(sample.id);
    const old = await call(ADMIN_A, 'GET', `/results?search=${encodeURIComponent(`${sample.patient_first_name} ${sample.patient_last_name}`)}&limit=100`);
    expect(old.body.results.map((r: { id: number }) => r.id)).not.toContain(sample.id);
  });

  it("never shows another institution's result, by list, search or id", async () => {
    const ofB = await resultOf(B, 'final');
    const mrnOfB = await one<string>(sql`select p.medical_record_number as v from test_results r join test_requests tr on tr.id = r.test_request_id
      join patients p on p.id = tr.patient_id where r.id = ${ofB}`);
    for (const query of ['', `?search=RES-${ofB}`, `?search=${encodeURIComponent(mrnOfB)}`]) {
      const { body } = await call(ADMIN_A, 'GET', `/results${query}`);
      expect(body.results.map((r: { id: number }) => r.id)).not.toContain(ofB);
    }
  });

  it('is refused to the roles without the results area', async () => {
    for (const email of ['clientadmin@demo.lab', 'fulfillment@demo.lab']) {
      expect((await call(email, 'GET', '/results')).status).toBe(403);
      expect((await call(email, 'GET', `/results/${await resultOf(A, 'final')}`)).status).toBe(403);
    }
    for (const email of ['superadmin@demo.lab', ADMIN_A, 'clinician@demo.lab', LAB_A]) expect((await call(email, 'GET', '/results')).status).toBe(200);
  });

  it('gives the recent activity of the scope, five entries', async () => {
    const { body } = await call(ADMIN_B, 'GET', '/results/recent-activity');
    expect(body.activity).toHaveLength(5);
    for (const entry of body.activity) {
      expect(await one<number>(sql`select institution_id as v from test_results where id = ${entry.result_id}`)).toBe(B);
      expect(entry.description).toMatch(/^Result (entered|reviewed|finalised|amended)$/);
    }
  });
});

describe('GET /results/{id}', () => {
  it('answers the patient, the request, the markers, the staff and every version newest first', async () => {
    const id = await resultOf(A, 'amended');
    const { status, body } = await call(ADMIN_A, 'GET', `/results/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, status: 'amended', institution_id: A, current_version: 2 });
    expect(body.test_request).toMatchObject({ institution_name: "St Mary's General Hospital", id: body.test_request_id });
    expect(body.test_request.institution_address).toBeTruthy();
    expect(body.test_request.requested_at).toMatch(/Z$/);
    expect(body.markers.length).toBeGreaterThan(0);
    expect(body.markers[0]).toEqual(expect.objectContaining({ units: expect.any(String), range_min: expect.any(Number), range_max: expect.any(Number) }));
    expect(body.entered_by_name).toBeTruthy();
    expect(body.reviewed_by_name).toBeTruthy();
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(body.versions[0].reason).toMatch(/^Transcription error/);
    expect(body.versions[1]).toMatchObject({ status: 'final', reason: null });
    expect(body.result_values).toEqual(body.versions[0].result_values);
  });

  it('is 404 for a result of another institution and for none', async () => {
    expect(await call(ADMIN_A, 'GET', `/results/${await resultOf(B, 'final')}`)).toEqual({ status: 404, body: { error: 'Test result not found' } });
    expect((await call(ADMIN_A, 'GET', '/results/999999')).status).toBe(404);
  });
});

describe('POST /results: entering a result', () => {
  it('stores the values with the ranges of the markers and flags computed at and around the limits', async () => {
    const request = await awaitingRequest(A);
    const m = request.markers[0];
    const cases: [number, string][] = [
      [m.range_max, 'N'],
      [m.range_max + 0.01, 'H'],
      [m.range_min, 'N'],
      [m.range_min - 0.01, 'L'],
    ];
    // one result per request: each case is checked through the amendment-free draft edits of one result
    const created = await enter(LAB_A, { test_request_id: request.id, result_values: [{ marker_id: m.id, value: cases[0][0] }], interpretation: 'Normal' });
    expect(created).toMatchObject({ status: 'draft', test_request_id: request.id, reviewed_by_name: null, reviewed_at: null, current_version: 1 });
    expect(created.result_values).toEqual([
      {
        marker_id: m.id, marker_name: m.name, value: m.range_max, units: m.units, range_min: m.range_min, range_max: m.range_max,
        critical_low: m.range!.critical_low, critical_high: m.range!.critical_high, range_id: m.range!.id, range_label: m.range!.label, flag: 'N', delta: null,
      },
    ]);
    for (const [value, flag] of cases.slice(1)) {
      const { body } = await call(LAB_A, 'PUT', `/results/${created.id}`, { test_request_id: request.id, result_data: `value ${value}`, result_values: [{ marker_id: m.id, value }] });
      expect({ value, flag: body.result_values[0].flag }).toEqual({ value, flag });
    }
    expect(await ctx.count(sql`select count(*) as v from audit_log where entity_type = 'test_result' and entity_id = ${String(created.id)}`)).toBe(4);
  });

  it('keeps the range copied at entry when the marker is changed later', async () => {
    const request = await awaitingRequest(A, 1);
    const m = request.markers[0];
    const created = await enter(LAB_A, { test_request_id: request.id, result_values: [{ marker_id: m.id, value: m.range_max }] });
    await ctx.database.db.execute(sql`update marker_reference_ranges set high = ${m.range_max / 2} where id = ${m.range!.id}`);
    try {
      const { body } = await call(LAB_A, 'GET', `/results/${created.id}`);
      expect(body.result_values[0]).toMatchObject({ range_max: m.range_max, flag: 'N' });
      // an edit of the same marker's value keeps the copy the result already had
      const edited = await call(LAB_A, 'PUT', `/results/${created.id}`, { test_request_id: request.id, result_data: 'edited', result_values: [{ marker_id: m.id, value: m.range_max }] });
      expect(edited.body.result_values[0]).toMatchObject({ range_max: m.range_max, flag: 'N' });
    } finally {
      await ctx.database.db.execute(sql`update marker_reference_ranges set high = ${m.range_max} where id = ${m.range!.id}`);
    }
  });

  it('takes the values alone, and writes the result data from them: a value is entered once', async () => {
    const request = await awaitingRequest(A, 3);
    const m = request.markers[0];
    const { status, body } = await call(LAB_A, 'POST', '/results', { test_request_id: request.id, result_values: [{ marker_id: m.id, value: m.range_max + 1 }] });
    expect(status).toBe(201);
    expect(body.result_data).toBe(`${m.name}\nValue: ${m.range_max + 1}\nUnits: ${m.units ?? ''}\nRange: ${formatRange(m.range_min, m.range_max)}\nStatus: High`);
    // neither text nor values: nothing to store
    const edit = await call(LAB_A, 'PUT', `/results/${body.id}`, { test_request_id: request.id, result_data: ' ', result_values: [] });
    expect(edit).toEqual({ status: 400, body: { error: M.resultDataRequired } });
  });

  it('refuses with a clear error: no data, amended, a foreign marker, a second result, a cancelled or pending or foreign request', async () => {
    const request = await awaitingRequest(A, 2);
    const post = (body: object, email = LAB_A) => call(email, 'POST', '/results', { test_request_id: request.id, result_data: 'x', ...body });
    expect(await post({ result_data: '   ' })).toEqual({ status: 400, body: { error: M.resultDataRequired } });
    expect(await post({ status: 'amended' })).toEqual({ status: 400, body: { error: M.amendedNotForNew } });
    const foreignMarker = await one<number>(sql`select id as v from markers where id not in (select marker_id from test_request_markers where test_request_id = ${request.id}) limit 1`);
    expect(await post({ result_values: [{ marker_id: foreignMarker, value: 1 }] })).toEqual({ status: 400, body: { error: M.markerNotOfRequest(foreignMarker) } });
    expect((await post({ result_values: [{ marker_id: request.markers[0].id, value: 'high' }] })).status).toBe(400);

    const created = await enter(LAB_A, { test_request_id: request.id });
    expect(await post({})).toEqual({ status: 409, body: { error: M.alreadyHasResult(`RES-${String(created.id).padStart(6, '0')}`) } });

    const cancelled = await one<number>(sql`select id as v from test_requests where institution_id = ${A} and status = 'cancelled' and archived_at is null limit 1`);
    expect(await post({ test_request_id: cancelled })).toEqual({ status: 409, body: { error: M.requestCancelled } });
    const pending = await one<number>(sql`select id as v from test_requests where institution_id = ${A} and status = 'pending' and archived_at is null limit 1`);
    expect(await post({ test_request_id: pending })).toEqual({ status: 409, body: { error: M.requestNotReady } });
    const ofB = (await awaitingRequest(B)).id;
    expect(await post({ test_request_id: ofB })).toEqual({ status: 404, body: { error: M.requestNotFound } });
    expect(await ctx.count(sql`select count(*) as v from test_results where test_request_id in (${ofB}, ${cancelled}, ${pending})`)).toBe(0);
  });

  it('POST /results/create makes a draft whose data is the template of the markers', async () => {
    const request = await awaitingRequest(A, 3);
    const { status, body } = await call(ADMIN_A, 'POST', '/results/create', { test_request_id: request.id });
    expect(status).toBe(201);
    expect(body.status).toBe('draft');
    for (const m of request.markers) expect(body.result_data).toContain(`${m.name}\nValue: \nUnits: ${m.units}`);
    expect((await call(ADMIN_A, 'POST', '/results/create', { test_request_id: request.id })).status).toBe(409);
    expect((await call(ADMIN_A, 'POST', '/results/create', { test_request_id: (await awaitingRequest(B)).id })).status).toBe(404);
  });
});

describe('review and amendment', () => {
  it('reviews draft to reviewed to final, one step at a time, recording who and when', async () => {
    const request = await awaitingRequest(A, 4);
    const created = await enter(LAB_A, { test_request_id: request.id });
    const review = (status: string, email = ADMIN_A) => call(email, 'POST', `/results/${created.id}/review`, { id: created.id, status });
    expect(await review('final')).toEqual({ status: 409, body: { error: M.reviewStep('draft', 'final') } });
    const reviewed = await review('reviewed');
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ status: 'reviewed', reviewed_by_name: 'James' });
    expect(reviewed.body.reviewed_at).toBeTruthy();
    expect(await review('reviewed')).toEqual({ status: 409, body: { error: M.reviewStep('reviewed', 'reviewed') } });
    expect(await review('draft')).toEqual({ status: 409, body: { error: M.reviewStep('reviewed', 'draft') } });
    const final = await review('final', 'clinician@demo.lab');
    expect(final.body).toMatchObject({ status: 'final', reviewed_by_name: 'Emily' });
    for (const to of ['draft', 'reviewed', 'final', 'amended']) expect((await review(to)).status).toBe(409);
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'test_result.reviewed' and entity_id = ${String(created.id)}`)).toBe(2);
    // the body's id must be the path's
    expect((await call(ADMIN_A, 'POST', `/results/${created.id}/review`, { id: created.id + 1, status: 'final' })).status).toBe(400);
  });

  it('saves a draft edit as a new version; going back to draft forgets the review', async () => {
    const request = await awaitingRequest(A, 5);
    const entered = await enter(LAB_A, { test_request_id: request.id });
    // a second person reviews what Hannah entered
    const created = (await call(LAB_A2, 'PUT', `/results/${entered.id}`, { test_request_id: request.id, result_data: entered.result_data, status: 'reviewed' })).body;
    expect(created).toMatchObject({ status: 'reviewed', reviewed_by_name: 'Tom' });
    const { body } = await call(ADMIN_A, 'PUT', `/results/${created.id}`, { test_request_id: request.id, result_data: 'corrected', status: 'draft' });
    expect(body).toMatchObject({ status: 'draft', current_version: 2, result_data: 'corrected', reviewed_by_name: null, reviewed_at: null });
    expect(body.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([[2, 'draft'], [1, 'draft']]); // version 1 was saved as a draft, then reviewed without a change
    expect((await call(ADMIN_A, 'PUT', `/results/${created.id}`, { test_request_id: request.id + 1, result_data: 'x' })).body.error).toBe(M.requestLocked);
  });

  it('never edits a final result in place: a change is an amendment with a reason, the content before kept as a version', async () => {
    const request = await awaitingRequest(A, 6);
    const m = request.markers[0];
    const entered = await enter(LAB_A, { test_request_id: request.id, result_data: 'before', interpretation: 'first reading', result_values: [{ marker_id: m.id, value: m.range_max }] });
    const released = await call(LAB_A2, 'PUT', `/results/${entered.id}`, {
      test_request_id: request.id, result_data: 'before', interpretation: 'first reading', result_values: [{ marker_id: m.id, value: m.range_max }], status: 'final',
    });
    expect(released.body).toMatchObject({ status: 'final', released_by_name: 'Tom', current_version: 1 });
    const created = released.body as TestResultDetail;
    const put = (body: Partial<ResultPayload>) => call(ADMIN_A, 'PUT', `/results/${created.id}`, { test_request_id: request.id, result_data: 'after', ...body });
    expect(await put({ status: 'amended' })).toEqual({ status: 400, body: { error: M.reasonRequired } });
    expect(await put({ status: 'amended', reason: '  ' })).toEqual({ status: 400, body: { error: M.reasonRequired } });
    expect(await put({ status: 'final', reason: 'why' })).toEqual({ status: 400, body: { error: M.releasedOnlyAmended } });
    expect(await put({ status: 'draft', reason: 'why' })).toEqual({ status: 400, body: { error: M.releasedOnlyAmended } });
    const unchanged = { result_data: 'before', interpretation: 'first reading', result_values: [{ marker_id: m.id, value: m.range_max }], reason: 'why' };
    expect(await put(unchanged)).toEqual({ status: 400, body: { error: M.nothingChanged } });
    expect(await one<string>(sql`select status as v from test_results where id = ${created.id}`)).toBe('final');

    // St Mary's asks a second person: the amendment waits, the released content still shows
    const saved = await put({ reason: 'Haemolysed sample re-run', interpretation: 'second reading', result_values: [{ marker_id: m.id, value: m.range_max + 1 }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'final', current_version: 1, result_data: 'before', pending_amendment: { version: 2, status: 'amended', reason: 'Haemolysed sample re-run', author_name: 'James' } });
    expect(await put({ reason: 'Another', result_data: 'other' })).toEqual({ status: 409, body: { error: S.amendmentPending } });
    const releaseAmendment = (email: string) => call(email, 'POST', `/results/${created.id}/release-amendment`, {});
    expect(await releaseAmendment(ADMIN_A)).toEqual({ status: 409, body: { error: S.amendmentOwnWork } });
    const amended = await releaseAmendment(LAB_A2);
    expect(amended.status).toBe(200);
    expect(amended.body).toMatchObject({ status: 'amended', current_version: 2, result_data: 'after', interpretation: 'second reading', reviewed_by_name: 'Tom', released_by_name: 'Tom', pending_amendment: null });
    expect(await releaseAmendment(LAB_A2)).toEqual({ status: 409, body: { error: S.noAmendmentPending } });
    expect(amended.body.result_values[0].flag).toBe('H');
    const [now, before] = amended.body.versions;
    expect(now).toMatchObject({ version: 2, status: 'amended', reason: 'Haemolysed sample re-run', result_data: 'after', author_name: 'James' });
    expect(before).toMatchObject({ version: 1, status: 'draft', reason: null, result_data: 'before', interpretation: 'first reading', author_name: 'Hannah' });
    expect(before.result_values[0].flag).toBe('N');
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'test_result.amended' and entity_id = ${String(created.id)}`)).toBe(1);
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'test_result.amendment_saved' and entity_id = ${String(created.id)}`)).toBe(1);

    // an amended result is amended again the same way
    await put({ result_data: 'after again', reason: 'Typo' });
    const again = await releaseAmendment('labuser@demo.lab');
    expect(again.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(again.body).toMatchObject({ current_version: 3, released_by_name: 'Hannah' });
    // and the database still refuses an in-place change
    await expect(ctx.database.db.execute(sql`update test_results set status = 'final' where id = ${created.id}`)).rejects.toThrow();
  });
});

describe('scope and roles on every verb', () => {
  it("gives 404 on B's result to A for every verb, and changes nothing", async () => {
    const ofB = await resultOf(B, 'draft');
    const requestOfB = await one<number>(sql`select test_request_id as v from test_results where id = ${ofB}`);
    const before = await one<number>(sql`select current_version as v from test_results where id = ${ofB}`);
    for (const email of [ADMIN_A, LAB_A, 'clinician@demo.lab']) {
      expect((await call(email, 'GET', `/results/${ofB}`)).status).toBe(404);
      expect((await call(email, 'PUT', `/results/${ofB}`, { test_request_id: requestOfB, result_data: 'x' })).status).toBe(404);
      expect((await call(email, 'POST', `/results/${ofB}/review`, { id: ofB, status: 'reviewed' })).status).toBe(404);
    }
    expect(await one<string>(sql`select status as v from test_results where id = ${ofB}`)).toBe('draft');
    expect(await one<number>(sql`select current_version as v from test_results where id = ${ofB}`)).toBe(before);
    // the clinician working in A and B sees it
    expect((await call('clinician.multi@demo.lab', 'GET', `/results/${ofB}`)).status).toBe(200);
  });

  it('refuses every write to the roles without the results area', async () => {
    const request = await awaitingRequest(A, 7);
    const draft = await resultOf(A, 'draft');
    for (const email of ['clientadmin@demo.lab', 'fulfillment@demo.lab']) {
      expect((await call(email, 'POST', '/results', { test_request_id: request.id, result_data: 'x' })).status).toBe(403);
      expect((await call(email, 'POST', '/results/create', { test_request_id: request.id })).status).toBe(403);
      expect((await call(email, 'PUT', `/results/${draft}`, { test_request_id: request.id, result_data: 'x' })).status).toBe(403);
      expect((await call(email, 'POST', `/results/${draft}/review`, { status: 'reviewed' })).status).toBe(403);
    }
    expect(await ctx.count(sql`select count(*) as v from test_results where test_request_id = ${request.id}`)).toBe(0);
  });

  it('keeps a test request with a result out of archive', async () => {
    const withResult = await one<number>(sql`select r.test_request_id as v from test_results r join test_requests tr on tr.id = r.test_request_id
      where tr.institution_id = ${A} and tr.status = 'in_progress' limit 1`);
    const { status, body } = await call(ADMIN_A, 'DELETE', `/tests/requests/${withResult}`);
    expect({ status, body }).toEqual({ status: 409, body: { error: 'A test request with a result cannot be archived: results are kept in every list' } });
  });

  it("offers the form the completed requests with the result each already has", async () => {
    const { body } = await call(LAB_A, 'GET', '/tests/requests?status=completed&limit=100');
    const withResult = body.requests.filter((r: { result_id: number | null }) => r.result_id !== null);
    expect(withResult.length).toBeGreaterThan(0);
    expect(body.requests.some((r: { result_id: number | null }) => r.result_id === null)).toBe(true);
    const sample = withResult[0];
    expect(await one<number>(sql`select test_request_id as v from test_results where id = ${sample.result_id}`)).toBe(sample.id);
  });
});
