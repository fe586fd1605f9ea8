// A marker's reference ranges, delta rule and codes through the CMS: what is stored, what is
// refused (400 in words, nothing changed) and what stays as it was.
import { CLINICAL_CODE_MESSAGES, MARKER_MESSAGES, REFERENCE_RANGE_MESSAGES } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';
import { cmsCaller, idsByName, referenceFingerprint, SUPER } from './cms-test-kit';

let ctx: TestContext;
let send: ReturnType<typeof cmsCaller>;
let marker: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = cmsCaller(ctx);
  marker = await idsByName(ctx, 'markers');
});
afterAll(() => ctx.close());

const post = (body: object) => send(SUPER, 'POST', '/cms/markers', body);
const put = (id: number, body: object) => send(SUPER, 'PUT', `/cms/markers/${id}`, body);
const refused = (error: string) => ({ status: 400, body: { error } });

const adultMale = { sex: 'male', age_from: 18, age_to: null, age_unit: 'years', low: 130, high: 175, critical_low: 70, critical_high: 200, units: 'g/L' };
const adultFemale = { sex: 'female', age_from: 18, age_unit: 'years', low: 115, high: 155 };
const child = { sex: 'any', age_from: 1, age_to: 18, age_unit: 'years', low: 110, high: 160, critical_low: 70 };
const stored = (range: object) => ({ id: expect.any(Number), age_to: null, low: null, high: null, critical_low: null, critical_high: null, units: null, ...range });

async function audited(id: number): Promise<{ action: string; details: Record<string, unknown> }[]> {
  return queryRows(ctx.database.db, sql`select action, details from audit_log where entity_type = 'marker' and entity_id = ${String(id)} order by id`);
}

describe('reference ranges', () => {
  it('stores the ranges of a new marker with their ids, lists them, and audits them with the marker', async () => {
    const res = await post({ name: 'Test Ranged Marker', units: 'g/L', reference_ranges: [adultMale, adultFemale, child] });
    expect(res.status).toBe(201);
    const item = res.body.item;
    expect(item.reference_ranges).toEqual([stored(adultMale), stored(adultFemale), stored(child)]);
    // the headline other screens show: the any-sex range without an upper age (none here)
    expect(item).toMatchObject({ range_min: null, range_max: null });
    const listed = (await send(SUPER, 'GET', '/cms/markers')).body.items.find((m: { id: number }) => m.id === item.id);
    expect(listed.reference_ranges).toEqual(item.reference_ranges);
    const [created] = await audited(item.id);
    expect(created.action).toBe('marker.created');
    expect(created.details.reference_ranges).toHaveLength(3);
  });

  it('replaces the ranges on edit in the same write, and takes the headline from the open any-sex range', async () => {
    const item = (await post({ name: 'Test Replaced Ranges', reference_ranges: [adultMale] })).body.item;
    const res = await put(item.id, { reference_ranges: [{ sex: 'any', age_from: 0, age_unit: 'years', low: 3.5, high: 5.3, critical_high: 6.5 }] });
    expect(res.status).toBe(200);
    expect(res.body.item.reference_ranges).toEqual([stored({ sex: 'any', age_from: 0, age_unit: 'years', low: 3.5, high: 5.3, critical_high: 6.5 })]);
    expect(res.body.item.reference_ranges[0].id).not.toBe(item.reference_ranges[0].id);
    expect(res.body.item).toMatchObject({ range_min: 3.5, range_max: 5.3 });
    const [, updated] = await audited(item.id);
    expect(updated).toMatchObject({ action: 'marker.updated', details: { fields: ['reference_ranges'], reference_ranges: [expect.objectContaining({ low: 3.5 })] } });
    // an empty list clears them: values of the marker then get no flag
    expect((await put(item.id, { reference_ranges: [] })).body.item.reference_ranges).toEqual([]);
  });

  it('keeps the old contract: range_min and range_max make one range for any sex and every age; an edit without ranges keeps them', async () => {
    const item = (await post({ name: 'Test Legacy Marker', units: 'mmol/L', range_min: 1, range_max: 2 })).body.item;
    expect(item.reference_ranges).toEqual([stored({ sex: 'any', age_from: 0, age_unit: 'years', low: 1, high: 2, units: 'mmol/L' })]);
    const edited = (await put(item.id, { range_max: 3, description: 'Edited' })).body.item;
    expect(edited.range_max).toBe(3);
    expect(edited.reference_ranges).toEqual(item.reference_ranges);
    expect((await post({ name: 'Test Rangeless Marker' })).body.item.reference_ranges).toEqual([]);
  });

  it('leaves the seeded ranges of a marker alone when another field changes', async () => {
    const before = (await send(SUPER, 'GET', '/cms/markers')).body.items.find((m: { id: number }) => m.id === marker.Potassium);
    expect(before.reference_ranges.length).toBeGreaterThan(1);
    const after = (await put(marker.Potassium, { description: 'Serum potassium (edited)' })).body.item;
    expect(after.reference_ranges).toEqual(before.reference_ranges);
  });
});

describe('delta rule and codes', () => {
  it('stores the delta rule, the LOINC code and the UCUM units, and clears them', async () => {
    const item = (await post({ name: 'Test Coded Marker', units: '10^9/L', ucum_units: '10*9/L', loinc_code: ' 6690-2 ', delta_limit: 25, delta_kind: 'percent', delta_window_days: 90 })).body.item;
    expect(item).toMatchObject({ units: '10^9/L', ucum_units: '10*9/L', loinc_code: '6690-2', delta_limit: 25, delta_kind: 'percent', delta_window_days: 90 });
    const cleared = (await put(item.id, { ucum_units: '', loinc_code: null, delta_limit: null })).body.item;
    expect(cleared).toMatchObject({ ucum_units: null, loinc_code: null, delta_limit: null, delta_kind: 'percent', delta_window_days: 90 });
    expect((await post({ name: 'Test Default Delta' })).body.item).toMatchObject({ delta_limit: null, delta_kind: 'absolute', delta_window_days: 30 });
  });

  it('answers the seeded codes', async () => {
    const items = (await send(SUPER, 'GET', '/cms/markers')).body.items;
    expect(items.find((m: { id: number }) => m.id === marker.Potassium)).toMatchObject({ loinc_code: '2823-3', ucum_units: 'mmol/L', delta_limit: 1 });
    expect(items.find((m: { id: number }) => m.id === marker.Creatinine)).toMatchObject({ loinc_code: '14682-9', units: 'µmol/L', ucum_units: 'umol/L' });
    const sampleTypes = (await send(SUPER, 'GET', '/cms/sample-types')).body.items;
    expect(sampleTypes.find((s: { name: string }) => s.name === 'Blood').snomed_code).toBe('119297000');
  });

  it('stores and checks a sample type SNOMED CT code', async () => {
    const item = (await send(SUPER, 'POST', '/cms/sample-types', { name: 'Test Capillary Blood', snomed_code: '122554006' })).body.item;
    expect(item.snomed_code).toBe('122554006');
    expect(await send(SUPER, 'PUT', `/cms/sample-types/${item.id}`, { snomed_code: '122554007' })).toEqual(refused(CLINICAL_CODE_MESSAGES.snomedInvalid('122554007')));
    expect((await send(SUPER, 'PUT', `/cms/sample-types/${item.id}`, { snomed_code: '' })).body.item.snomed_code).toBeNull();
  });
});

describe('refusals, each changing nothing', () => {
  let before: string;
  beforeAll(async () => {
    before = await referenceFingerprint(ctx);
  });
  afterAll(async () => {
    expect(await referenceFingerprint(ctx)).toEqual(before);
  });

  it('refuses overlapping bands of one sex, naming both ranges, on create and on edit', async () => {
    const overlapping = [{ sex: 'any', age_from: 0, age_to: 20, age_unit: 'years' }, { sex: 'any', age_from: 216, age_unit: 'months' }];
    expect(await post({ name: 'Test Overlap', reference_ranges: overlapping })).toEqual(refused(REFERENCE_RANGE_MESSAGES.overlap('Any sex, 0-20 years', 'Any sex, from 216 months')));
    expect(await put(marker.Potassium, { reference_ranges: [adultMale, { ...adultMale, age_from: 60 }] })).toEqual(
      refused('Reference ranges overlap: Male, from 18 years and Male, from 60 years'),
    );
  });

  it('refuses limits out of order', async () => {
    expect(await post({ name: 'Test Order', reference_ranges: [{ ...adultMale, low: 180 }] })).toEqual(refused(REFERENCE_RANGE_MESSAGES.limitOrder('Male, from 18 years')));
    expect(await post({ name: 'Test Order', reference_ranges: [{ ...adultMale, critical_high: 150 }] })).toEqual(refused(REFERENCE_RANGE_MESSAGES.criticalHighOrder('Male, from 18 years')));
    expect(await post({ name: 'Test Order', reference_ranges: [{ ...child, age_to: 1 }] })).toEqual(refused(REFERENCE_RANGE_MESSAGES.ageOrder('Any sex, 1-1 years')));
  });

  it('bounds the input: the count, whole ages within the unit, numbers, sexes and units', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ sex: 'any', age_from: i, age_to: i + 1, age_unit: 'years' }));
    expect((await post({ name: 'Test Bounds', reference_ranges: many })).status).toBe(400);
    expect(await post({ name: 'Test Bounds', reference_ranges: [{ sex: 'any', age_from: 200, age_unit: 'years' }] })).toEqual(refused(MARKER_MESSAGES.ageInvalid('Any sex, from 200 years', 'years')));
    for (const bad of [{ age_from: 1.5 }, { age_from: -1 }, { sex: 'other' }, { age_unit: 'weeks' }, { low: 'abc' }, { high: 1e12 }, { age_from: 99_999_999 }]) {
      const res = await post({ name: 'Test Bounds', reference_ranges: [{ ...adultMale, ...bad }] });
      expect(res).toEqual({ status: 400, body: { error: expect.any(String) } });
    }
    expect((await post({ name: 'Test Bounds', reference_ranges: 'not a list' })).status).toBe(400);
  });

  it('checks the delta rule', async () => {
    expect(await post({ name: 'Test Delta', delta_limit: 0 })).toEqual(refused(MARKER_MESSAGES.deltaLimitInvalid));
    expect(await post({ name: 'Test Delta', delta_limit: -2 })).toEqual(refused(MARKER_MESSAGES.deltaLimitInvalid));
    for (const delta_window_days of [0, 3651, 2.5]) expect((await post({ name: 'Test Delta', delta_window_days })).status).toBe(400);
    expect((await post({ name: 'Test Delta', delta_kind: 'ratio' })).status).toBe(400);
  });

  it('checks the LOINC check digit and the UCUM units, suggesting the UCUM code', async () => {
    expect(await post({ name: 'Test Codes', loinc_code: '2823-4' })).toEqual(refused(CLINICAL_CODE_MESSAGES.loincInvalid('2823-4')));
    expect(await post({ name: 'Test Codes', loinc_code: 'K+' })).toEqual(refused(CLINICAL_CODE_MESSAGES.loincInvalid('K+')));
    expect(await post({ name: 'Test Codes', ucum_units: 'mIU/L' })).toEqual(refused(CLINICAL_CODE_MESSAGES.ucumInvalid('mIU/L', 'm[IU]/L')));
    expect(await post({ name: 'Test Codes', ucum_units: 'µmol/L' })).toEqual(refused(CLINICAL_CODE_MESSAGES.ucumInvalid('µmol/L', null)));
    expect(await post({ name: 'Test Codes', ucum_units: 'mmol / L' })).toEqual(refused(CLINICAL_CODE_MESSAGES.ucumInvalid('mmol / L', null)));
    expect(await post({ name: 'Test Codes', loinc_code: 2823 })).toEqual(refused('Invalid request: body/loinc_code must be string'));
    expect(await send(SUPER, 'POST', '/cms/sample-types', { name: 'Test Codes', snomed_code: '119297001' })).toEqual(refused(CLINICAL_CODE_MESSAGES.snomedInvalid('119297001')));
  });
});
