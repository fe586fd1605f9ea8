// What a laboratory signs: the range that fits the patient, critical values told before release,
// the delta check, and a second person. Each case builds its own patient and request so the
// sex, the birth date and the collection day are exactly what it names.
import { NO_RANGE_TEXT, RESULT_SAFETY_MESSAGES as S, type TestResultDetail } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let marker: number;
let unranged: number;
const call: TestContext['call'] = (...args) => ctx.call(...args);
const one = <T,>(query: ReturnType<typeof sql>) => ctx.one<T>(query);

const LAB = 'labuser@demo.lab';
const LAB2 = 'labuser2@demo.lab';
const COLLECTED = '2026-11-26T09:00:00Z';

beforeAll(async () => {
  ctx = await createTestContext();
  A = await one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  marker = await one<number>(sql`insert into markers (name, marker_code, units, delta_limit, delta_kind, delta_window_days)
    values ('Safety Potassium', 'SAFK', 'mmol/L', 1, 'absolute', 30) returning id as v`);
  await ctx.database.db.execute(sql`insert into marker_reference_ranges (marker_id, sex, age_from, age_to, age_unit, low, high, critical_low, critical_high, units) values
    (${marker}, 'any', 0, 7, 'days', 3.7, 5.9, 2.8, 7.0, 'mmol/L'),
    (${marker}, 'any', 7, 365, 'days', 4.1, 5.3, 2.8, 6.5, 'mmol/L'),
    (${marker}, 'male', 18, null, 'years', 3.5, 5.3, 2.5, 6.5, 'mmol/L'),
    (${marker}, 'female', 18, null, 'years', 3.4, 5.1, 2.5, 6.5, 'mmol/L')`);
  unranged = await one<number>(sql`insert into markers (name, marker_code, units) values ('Safety Unranged', 'SAFU', 'U/L') returning id as v`);
});
afterAll(() => ctx.close());

let patientSeq = 0;
/** A completed request of A for a new patient of this sex and birth date, collected on `collected`, ordering the test markers. */
async function requestFor(gender: string | null, dob: string | null, collected = COLLECTED, markers = [marker, unranged], patientId?: number) {
  patientSeq += 1;
  const patient =
    patientId ??
    (await one<number>(sql`insert into patients (first_name, last_name, medical_record_number, date_of_birth, gender)
      values ('Safety', ${`Patient${patientSeq}`}, ${`MRN-SAFE-${patientSeq}`}, ${dob}, ${gender}) returning id as v`));
  const request = await one<number>(sql`insert into test_requests (patient_id, institution_id, test_name, status, expected_test_datetime, requested_at)
    values (${patient}, ${A}, 'Safety panel', 'completed', ${collected}, ${collected}) returning id as v`);
  for (const m of markers) await ctx.database.db.execute(sql`insert into test_request_markers (test_request_id, marker_id) values (${request}, ${m})`);
  return { request, patient };
}

async function enter(email: string, request: number, values: [number, number][], extra: object = {}) {
  return call(email, 'POST', '/results', { test_request_id: request, result_values: values.map(([marker_id, value]) => ({ marker_id, value })), ...extra });
}

async function entered(request: number, value: number, email = LAB): Promise<TestResultDetail> {
  const { status, body } = await enter(email, request, [[marker, value]]);
  expect({ status, error: body.error }).toEqual({ status: 201, error: undefined });
  return body;
}

describe('the range that fits the patient, and the flag', () => {
  it.each([
    [2.4, 'LL'],
    [2.5, 'L'],
    [2.51, 'L'],
    [3.49, 'L'],
    [3.5, 'N'],
    [3.51, 'N'],
    [5.29, 'N'],
    [5.3, 'N'],
    [5.31, 'H'],
    [6.5, 'H'],
    [6.51, 'HH'],
  ])('flags %p for a man as %p, at each limit and either side', async (value, flag) => {
    const { request } = await requestFor('Male', '1980-05-01');
    const result = await entered(request, value);
    expect(result.result_values[0]).toMatchObject({ value, flag, range_min: 3.5, range_max: 5.3, critical_low: 2.5, critical_high: 6.5, range_label: 'Male, from 18 years' });
    expect(result.critical_count).toBe(flag === 'LL' || flag === 'HH' ? 1 : 0);
    expect(result.abnormal_count).toBe(flag === 'N' ? 0 : 1);
    // the list counts the same flags as the result's page
    const listed = await call(LAB, 'GET', '/results?limit=5');
    expect(listed.body.results.find((r: { id: number }) => r.id === result.id)).toMatchObject({ abnormal_count: result.abnormal_count, critical_count: result.critical_count });
  });

  it("takes a woman's range for a woman, and on her 18th birthday the adult one", async () => {
    const { request } = await requestFor('Female', '1980-05-01');
    expect((await entered(request, 5.2)).result_values[0]).toMatchObject({ flag: 'H', range_label: 'Female, from 18 years' });
    // 18 on the collection day: the adult band; the day before, no band fits (nothing between 365 days and 18 years here)
    const birthday = await requestFor('Female', '2008-11-26');
    expect((await entered(birthday.request, 5.2)).result_values[0]).toMatchObject({ range_label: 'Female, from 18 years' });
    const dayBefore = await requestFor('Female', '2008-11-27');
    expect((await entered(dayBefore.request, 5.2)).result_values[0]).toMatchObject({ flag: null, range_id: null });
  });

  it("takes a newborn's range in days: day 6 the first week's, day 7 the next band's", async () => {
    const six = await requestFor('Male', '2026-11-20');
    expect((await entered(six.request, 5.8)).result_values[0]).toMatchObject({ flag: 'N', range_label: 'Any sex, 0-7 days' });
    const seven = await requestFor('Male', '2026-11-19');
    expect((await entered(seven.request, 5.8)).result_values[0]).toMatchObject({ flag: 'H', range_label: 'Any sex, 7-365 days' });
  });

  it('gives no flag, and says so, without a fitting range or without any range', async () => {
    const { request } = await requestFor('Other', '1980-05-01'); // adults have ranges for men and women only
    const { body } = await enter(LAB, request, [[marker, 9], [unranged, 40]]);
    expect(body.result_values.map((v: { flag: string | null }) => v.flag)).toEqual([null, null]);
    expect(body.result_data).toContain(`Status: ${NO_RANGE_TEXT}`);
    expect(body.abnormal_count).toBe(0);
    const unknownAge = await requestFor('Male', null);
    expect((await entered(unknownAge.request, 9)).result_values[0].flag).toBeNull();
  });

  it("offers the new result's form each marker with the range that fits the patient", async () => {
    const { request } = await requestFor('Female', '1990-01-01');
    const { body } = await call(LAB, 'GET', `/results/requests/${request}/markers`);
    const byId = new Map(body.markers.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(marker)).toMatchObject({ range: { sex: 'female', low: 3.4, high: 5.1, label: 'Female, from 18 years' } });
    expect(byId.get(unranged)).toMatchObject({ range: null });
    expect((await call('instadmin.b@demo.lab', 'GET', `/results/requests/${request}/markers`)).status).toBe(404);
  });
});

describe('critical values: the call-back before release', () => {
  const callback = { notified_person: 'Dr Ada Obi', role: 'Ward registrar', method: 'phone', read_back: true, notified_at: '2026-11-26T10:00:00Z', notes: 'Repeat sample requested' };

  it('refuses release until the call-back is recorded, then a second person releases', async () => {
    const { request } = await requestFor('Male', '1970-01-01');
    const result = await entered(request, 7.1);
    expect(result).toMatchObject({ critical_count: 1, critical_unacknowledged: true });
    const listed = await call(LAB2, 'GET', '/results?critical=unacknowledged&limit=100');
    expect(listed.body.results.map((r: { id: number }) => r.id)).toContain(result.id);
    expect(listed.body.results.every((r: { critical_unacknowledged: boolean }) => r.critical_unacknowledged)).toBe(true);

    expect(await call(LAB2, 'POST', `/results/${result.id}/review`, { status: 'reviewed' })).toMatchObject({ status: 200 });
    expect(await call(LAB2, 'POST', `/results/${result.id}/review`, { status: 'final' })).toEqual({ status: 409, body: { error: S.criticalNotAcknowledged } });

    const recorded = await call(LAB, 'POST', `/results/${result.id}/critical-notifications`, callback);
    expect(recorded.status).toBe(201);
    expect(recorded.body.critical_unacknowledged).toBe(false);
    expect(recorded.body.critical_notifications[0]).toMatchObject({ ...callback, notified_at: '2026-11-26T10:00:00.000Z', values: [{ marker_id: marker, value: 7.1 }], recorded_by_name: 'Hannah' });
    expect(await ctx.count(sql`select count(*) as v from audit_log where action = 'test_result.critical_notified' and entity_id = ${String(result.id)}`)).toBe(1);
    const released = await call(LAB2, 'POST', `/results/${result.id}/review`, { status: 'final' });
    expect(released.body).toMatchObject({ status: 'final', released_by_name: 'Tom' });
    expect((await call(LAB2, 'GET', '/results?critical=unacknowledged&limit=100')).body.results.map((r: { id: number }) => r.id)).not.toContain(result.id);
  });

  it('refuses a bad call-back with a clear error, and one for a result without critical values', async () => {
    const { request } = await requestFor('Male', '1970-01-01');
    const result = await entered(request, 2.0);
    const post = (body: object, email = LAB) => call(email, 'POST', `/results/${result.id}/critical-notifications`, { ...callback, ...body });
    expect(await post({ read_back: false })).toEqual({ status: 400, body: { error: S.readBackRequired } });
    expect(await post({ notified_person: '  ' })).toEqual({ status: 400, body: { error: S.notificationRequired } });
    expect(await post({ notified_at: new Date(Date.now() + 3600_000).toISOString() })).toEqual({ status: 400, body: { error: S.notifiedAtFuture } });
    expect((await post({ method: 'pigeon' })).status).toBe(400);
    expect((await post({ notified_at: 'yesterday' })).status).toBe(400);
    expect((await post({}, 'instadmin.b@demo.lab')).status).toBe(404);
    expect((await post({}, 'clientadmin@demo.lab')).status).toBe(403);
    expect(await ctx.count(sql`select count(*) as v from result_critical_notifications where result_id = ${result.id}`)).toBe(0);

    const normal = await entered((await requestFor('Male', '1970-01-01')).request, 4.0);
    expect(await call(LAB, 'POST', `/results/${normal.id}/critical-notifications`, callback)).toEqual({ status: 409, body: { error: S.noCriticalValues } });
  });

  it('asks for a new call-back when a critical value changes after one', async () => {
    const { request } = await requestFor('Male', '1970-01-01');
    const result = await entered(request, 7.1);
    await call(LAB, 'POST', `/results/${result.id}/critical-notifications`, callback);
    const changed = await call(LAB, 'PUT', `/results/${result.id}`, { test_request_id: request, result_values: [{ marker_id: marker, value: 7.4 }] });
    expect(changed.body.critical_unacknowledged).toBe(true);
    // a database guard keeps recorded call-backs as they are
    await expect(ctx.database.db.execute(sql`delete from result_critical_notifications where result_id = ${result.id}`)).rejects.toThrow();
  });
});

describe('delta check', () => {
  it("compares with the patient's previous final value within the window, and asks a comment to release a failed one", async () => {
    const first = await requestFor('Male', '1970-01-01', '2026-11-10T09:00:00Z');
    const earlier = await entered(first.request, 4.0);
    await call(LAB2, 'PUT', `/results/${earlier.id}`, { test_request_id: first.request, result_values: [{ marker_id: marker, value: 4.0 }], status: 'final' });

    const within = await requestFor('Male', '1970-01-01', COLLECTED, [marker], first.patient);
    const passed = await entered(within.request, 5.0); // a change of 1: at the limit
    expect(passed.result_values[0].delta).toMatchObject({ previous_value: 4, previous_result_id: earlier.id, failed: false });

    const again = await requestFor('Male', '1970-01-01', COLLECTED, [marker], first.patient);
    const failed = await entered(again.request, 5.2);
    expect(failed.result_values[0].delta).toMatchObject({ previous_value: 4, failed: true });
    const release = (body: object) => call(LAB2, 'PUT', `/results/${failed.id}`, { test_request_id: again.request, result_values: [{ marker_id: marker, value: 5.2 }], status: 'final', ...body });
    expect(await release({})).toEqual({ status: 409, body: { error: S.deltaNeedsComment } });
    const confirmed = await release({ delta_comment: 'Confirmed on repeat; patient on supplements' });
    expect(confirmed.body).toMatchObject({ status: 'final', release_comment: 'Confirmed on repeat; patient on supplements' });
    expect(await ctx.count(sql`select count(*) as v from audit_log where entity_id = ${String(failed.id)} and details->>'delta_comment' is not null`)).toBe(1);

    // within 30 days of the last final value it compares; beyond them, nothing to compare with
    const later = await requestFor('Male', '1970-01-01', '2026-12-20T09:00:00Z', [marker], first.patient);
    expect((await entered(later.request, 3.6)).result_values[0].delta).toMatchObject({ previous_value: 5.2 });
    const farLater = await requestFor('Male', '1970-01-01', '2027-06-20T09:00:00Z', [marker], first.patient);
    expect((await entered(farLater.request, 3.6)).result_values[0].delta).toBeNull();
  });
});

describe('a second person reviews and releases', () => {
  it('refuses the one who entered or last changed the values, by every path', async () => {
    const { request } = await requestFor('Male', '1970-01-01');
    expect(await enter(LAB, request, [[marker, 4]], { status: 'reviewed' })).toEqual({ status: 409, body: { error: S.secondPerson } });
    expect(await enter(LAB, request, [[marker, 4]], { status: 'final' })).toEqual({ status: 409, body: { error: S.secondPerson } });
    const result = await entered(request, 4);
    expect(await call(LAB, 'POST', `/results/${result.id}/review`, { status: 'reviewed' })).toEqual({ status: 409, body: { error: S.secondPerson } });
    // Tom changes a value: now he may not review it, and Hannah (who entered it) may not either
    await call(LAB2, 'PUT', `/results/${result.id}`, { test_request_id: request, result_values: [{ marker_id: marker, value: 4.1 }] });
    expect(await call(LAB2, 'POST', `/results/${result.id}/review`, { status: 'reviewed' })).toEqual({ status: 409, body: { error: S.secondPerson } });
    expect(await call(LAB, 'POST', `/results/${result.id}/review`, { status: 'reviewed' })).toEqual({ status: 409, body: { error: S.secondPerson } });
    const reviewed = await call('instadmin@demo.lab', 'POST', `/results/${result.id}/review`, { status: 'reviewed' });
    expect(reviewed.body).toMatchObject({ status: 'reviewed', reviewed_by_name: 'James', entered_by_name: 'Hannah' });
  });

  it('holds an amendment until someone other than its author releases it, after the call-back of its critical values', async () => {
    const { request } = await requestFor('Male', '1970-01-01');
    const result = await entered(request, 4);
    await call(LAB2, 'POST', `/results/${result.id}/review`, { status: 'reviewed' });
    await call(LAB2, 'POST', `/results/${result.id}/review`, { status: 'final' });
    // Tom, who released it, corrects the value to a critical one: it waits, the released value still shows
    const saved = await call(LAB2, 'PUT', `/results/${result.id}`, { test_request_id: request, result_values: [{ marker_id: marker, value: 7.2 }], reason: 'Wrong sample tube' });
    expect(saved.body).toMatchObject({ status: 'final', current_version: 1, critical_unacknowledged: true, pending_amendment: { version: 2, author_name: 'Tom' } });
    expect(saved.body.result_values[0].value).toBe(4);
    const release = (email: string) => call(email, 'POST', `/results/${result.id}/release-amendment`, {});
    expect(await release(LAB2)).toEqual({ status: 409, body: { error: S.amendmentOwnWork } });
    expect(await release(LAB)).toEqual({ status: 409, body: { error: S.criticalNotAcknowledged } });
    const told = await call(LAB, 'POST', `/results/${result.id}/critical-notifications`, {
      notified_person: 'Dr Ada Obi', role: 'Ward registrar', method: 'phone', read_back: true, notified_at: '2026-11-26T10:00:00Z',
    });
    expect(told.body.critical_notifications[0]).toMatchObject({ version: 2, values: [{ marker_id: marker, value: 7.2 }] });
    const released = await release(LAB);
    expect(released.body).toMatchObject({ status: 'amended', current_version: 2, released_by_name: 'Hannah', critical_unacknowledged: false });
    expect(released.body.result_values[0]).toMatchObject({ value: 7.2, flag: 'HH' });
    expect((await call('instadmin.b@demo.lab', 'POST', `/results/${result.id}/release-amendment`, {})).status).toBe(404);
  });

  it('lets one person do it all where the institution turned the rule off', async () => {
    await ctx.database.db.execute(sql`update institutions set second_person_release = false where id = ${A}`);
    try {
      const { request } = await requestFor('Male', '1970-01-01');
      const { status, body } = await enter(LAB, request, [[marker, 4]], { status: 'final' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ status: 'final', second_person_required: false, released_by_name: 'Hannah' });
      // and an amendment is released as it is saved
      const amended = await call(LAB, 'PUT', `/results/${body.id}`, { test_request_id: request, result_values: [{ marker_id: marker, value: 4.2 }], reason: 'Typo' });
      expect(amended.body).toMatchObject({ status: 'amended', current_version: 2, pending_amendment: null, released_by_name: 'Hannah' });
    } finally {
      await ctx.database.db.execute(sql`update institutions set second_person_release = true where id = ${A}`);
    }
  });
});
