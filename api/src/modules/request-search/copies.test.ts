import { sql, type SQL } from 'drizzle-orm';
import { numberFrom, openTestDatabase, type TestDatabase } from '../../test/test-database';
import { selectResultPage } from '../results/public';
import { selectRequestPage } from '../test-requests/public';

// Inside an institution an MRN search reads the requests' own copy of their patient's MRN: the
// copy must follow every change of the MRN or of the request's patient, and the search must list
// what the institution's list shows, including a request whose patient left the institution.
// The results, shipments and messages each keep their request's kit barcode, and their lists read a
// barcode prefix from that copy: it must be the request's after every change of the barcode (its
// letters' case alone too).
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase('demo');
});
afterAll(() => database.close());

const value = (query: SQL) => numberFrom(database.db, query);
/** Requests whose copy is not their patient's MRN, and shipments and results whose copy is not their request's. */
const outOfStep = () =>
  value(sql`select (select count(*) from test_requests tr join patients p on p.id = tr.patient_id where tr.patient_mrn is distinct from p.medical_record_number)
    + (select count(*) from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id where f.patient_mrn is distinct from tr.patient_mrn)
    + (select count(*) from test_results r join test_requests tr on tr.id = r.test_request_id where r.patient_mrn is distinct from tr.patient_mrn) as v`);

/** A listed request that has a result, its institution and its patient. */
async function requestWithResult() {
  const [request, institution, patient] = await Promise.all(
    ['tr.id', 'tr.institution_id', 'tr.patient_id'].map((column) =>
      value(sql`select ${sql.raw(column)} as v from test_requests tr join test_results r on r.test_request_id = tr.id where tr.archived_at is null order by tr.id limit 1`),
    ),
  );
  return { request, institution, patient };
}

describe("a request's, a shipment's and a result's copy of the patient's MRN", () => {
  it('is every request\'s patient\'s MRN after the demo data is seeded, and follows a changed MRN and a moved request', async () => {
    expect(await value(sql`select count(*) as v from fulfillment_requests where patient_mrn is not null`)).toBeGreaterThan(0);
    expect(await value(sql`select count(*) as v from test_results where status in ('final', 'amended') and patient_mrn is not null`)).toBeGreaterThan(0);
    expect(await outOfStep()).toBe(0);
    const shipped = await value(sql`select tr.patient_id as v from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id order by f.id limit 1`);
    await database.db.execute(sql`update patients set medical_record_number = 'MRN-COPY-0' where id = ${shipped}`);
    expect(await outOfStep()).toBe(0);
    const { request, patient } = await requestWithResult();
    await database.db.execute(sql`update patients set medical_record_number = 'MRN-COPY-1' where id = ${patient}`);
    expect(await outOfStep()).toBe(0);
    expect(await value(sql`select count(*) as v from test_requests where patient_mrn = 'MRN-COPY-1'`)).toBeGreaterThan(0);
    await database.db.execute(sql`update test_requests set patient_id = (select max(id) from patients where id <> ${patient}) where id = ${request}`);
    expect(await outOfStep()).toBe(0);
  });

  it("finds an institution's request and result by MRN prefix as that institution sees them, after the patient left it", async () => {
    const { request, institution, patient } = await requestWithResult();
    await database.db.execute(sql`update patients set medical_record_number = 'MRN-LEFT-77' where id = ${patient}`);
    await database.db.execute(sql`delete from patient_institutions where patient_id = ${patient} and institution_id = ${institution}`);
    for (const typed of ['mrn-left', 'MRN-LEFT-7', 'mrn-left-77']) {
      const page = await selectRequestPage(database.db, [institution], { page: 1, limit: 20, search: typed });
      expect([typed, page.requests.map((r) => r.id)]).toEqual([typed, expect.arrayContaining([request])]);
      const results = await selectResultPage(database.db, [institution], { page: 1, limit: 20, search: typed });
      expect([typed, results.results.map((r) => r.test_request_id)]).toEqual([typed, expect.arrayContaining([request])]);
    }
    // another institution does not see it, and an MRN the patient no longer has finds nothing
    const other = await value(sql`select min(id) as v from institutions where id <> ${institution}`);
    expect((await selectRequestPage(database.db, [other], { page: 1, limit: 20, search: 'mrn-left' })).requests.map((r) => r.id)).not.toContain(request);
    await database.db.execute(sql`update patients set medical_record_number = 'MRN-RENAMED-77' where id = ${patient}`);
    expect((await selectRequestPage(database.db, [institution], { page: 1, limit: 20, search: 'mrn-left' })).pagination.total).toBe(0);
    expect((await selectRequestPage(database.db, [institution], { page: 1, limit: 20, search: 'mrn-renamed-77' })).requests.map((r) => r.id)).toContain(request);
  });
});

describe("a result's, a shipment's and a message's copy of the request's barcode", () => {
  const barcodesOutOfStep = () =>
    value(sql`select (select count(*) from test_results r join test_requests tr on tr.id = r.test_request_id where r.request_barcode is distinct from tr.barcode_number)
      + (select count(*) from fulfillment_requests f join test_requests tr on tr.id = f.test_request_id where f.request_barcode is distinct from tr.barcode_number)
      + (select count(*) from interface_messages m join test_requests tr on tr.id = m.test_request_id where m.request_barcode is distinct from tr.barcode_number) as v`);

  it("is every result's, shipment's and message's request's barcode, and a results search finds it in its institution only", async () => {
    expect(await value(sql`select count(*) as v from test_results where request_barcode is not null`)).toBeGreaterThan(0);
    expect(await barcodesOutOfStep()).toBe(0);
    const request = await value(sql`select r.test_request_id as v from test_results r order by r.id limit 1`);
    const institution = await value(sql`select institution_id as v from test_requests where id = ${request}`);
    const other = await value(sql`select min(id) as v from institutions where id <> ${institution}`);
    const setBarcode = (barcode: string) => database.db.execute(sql`update test_requests set barcode_number = ${barcode} where id = ${request}`);
    const found = async (scope: number[] | 'all', typed: string) =>
      (await selectResultPage(database.db, scope, { page: 1, limit: 20, search: typed })).results.map((r) => r.test_request_id);
    await setBarcode('KIT-RB-5501');
    expect(await barcodesOutOfStep()).toBe(0);
    for (const typed of ['kit-rb-5', 'KIT-RB-55', 'kit-rb-5501']) {
      expect([typed, await found([institution], typed)]).toEqual([typed, [request]]);
      expect([typed, await found('all', typed)]).toEqual([typed, [request]]);
    }
    expect(await found([other], 'KIT-RB-5')).toEqual([]);
    await setBarcode('kit-rb-5501');
    expect(await barcodesOutOfStep()).toBe(0);
    await setBarcode('KIT-RC-1');
    expect(await found('all', 'KIT-RB-5')).toEqual([]);
    expect(await found('all', 'KIT-RC-1')).toEqual([request]);
  });
});
