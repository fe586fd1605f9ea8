import { MAX_TESTS_PER_ORDER, TEST_REQUEST_MESSAGES as M, type SessionUser } from '@lab/shared';
import { testUser } from '@lab/shared/testing';
import { emptyDraft, isPristine, newIdempotencyKey, orderProblem, queueRefusal, testProblems, toPayload, type OrderHead, type QueuedTest, type TestDraft } from './order-draft';
import { ironStudies } from './order-fixtures';

const patient = { id: 42, name: 'Olivia Harrington', institution_id: 1 };
const complete: TestDraft = { ...emptyDraft(), sampleTypeId: 1, labId: 7, markerIds: [1], deviceIds: [1], barcode: 'KIT-1' };
const head: OrderHead = { institutionId: 1, patient, clinicianId: 5 };

describe('orderProblem: the submit checks in their fixed order', () => {
  const admin = testUser('super_admin');
  const everythingMissing: [OrderHead, TestDraft[], SessionUser, boolean] = [
    { institutionId: null, patient: null, clinicianId: null },
    [{ ...complete, barcode: ' ', labId: null }],
    admin,
    true,
  ];

  it('reports each rule in turn as the earlier ones are fixed', () => {
    const [h, tests, user, clinicians] = everythingMissing;
    expect(orderProblem(h, tests, user, clinicians)).toBe('Please select a patient');
    expect(orderProblem({ ...h, patient }, tests, user, clinicians)).toBe('All tests must have barcode numbers');
    const withBarcode = [{ ...tests[0], barcode: 'KIT-1' }];
    expect(orderProblem({ ...h, patient }, withBarcode, user, clinicians)).toBe('Please select a laboratory for all tests');
    const withLab = [{ ...withBarcode[0], labId: 7 }];
    expect(orderProblem({ ...h, patient }, withLab, user, clinicians)).toBe('Please select an ordering clinician');
    expect(orderProblem({ ...h, patient, clinicianId: 5 }, withLab, user, clinicians)).toBe('Please select an institution for this test request');
    expect(orderProblem({ ...h, patient, clinicianId: 5, institutionId: 2 }, withLab, user, clinicians)).toBeNull();
  });

  it('checks every queued test for barcode and lab', () => {
    expect(orderProblem(head, [complete, { ...complete, barcode: '' }], admin, true)).toBe(M.barcodeRequired);
    // one tube, one barcode: two tests of an order never share one (the second would fail on the server)
    expect(orderProblem(head, [complete, { ...complete, barcode: ` ${complete.barcode} ` }], admin, true)).toBe(M.barcodeRepeated(complete.barcode.trim()));
    expect(orderProblem(head, [complete, { ...complete, barcode: 'KIT-2', labId: null }], admin, true)).toBe(M.labRequired);
  });

  it('needs no clinician when the institution has none', () => {
    expect(orderProblem({ ...head, clinicianId: null }, [complete], admin, false)).toBeNull();
  });

  it('asks a clinician of several institutions to choose one, and a user without one for the context', () => {
    const clinician = testUser('clinician', { id: 5, institution_ids: [1, 2] });
    expect(orderProblem({ ...head, institutionId: null }, [complete], clinician, false)).toBe(M.institutionRequired);
    const orphan = testUser('client_admin', { institution_id: null, institution_ids: [] });
    expect(orderProblem({ ...head, institutionId: null }, [complete], orphan, false)).toBe('Institution context is required. Please contact your administrator.');
  });
});

describe('queueRefusal: what keeps a test out of the queue', () => {
  const labels = { test: 'Vitamin D', sampleType: 'Serum', lab: 'Central Lab', devices: 'SST Tube' };
  const queued = (key: string, barcode: string): QueuedTest => ({ key, draft: { ...complete, barcode }, labels });
  const queue = [queued('a', 'KIT-1'), queued('b', 'KIT-2')];

  it("refuses a barcode another queued test has, but not the test's own when it is changed", () => {
    expect(queueRefusal(queue, { ...complete, barcode: ' KIT-2 ' }, null)).toEqual({ field: 'barcode', message: M.barcodeRepeated('KIT-2') });
    expect(queueRefusal(queue, { ...complete, barcode: 'KIT-2' }, 'b')).toBeNull();
    expect(queueRefusal(queue, { ...complete, barcode: 'KIT-2' }, 'a')).toEqual({ field: 'barcode', message: M.barcodeRepeated('KIT-2') });
    // a barcode not given yet (it may be typed in the checkout) repeats nothing
    expect(queueRefusal([queued('a', '')], { ...complete, barcode: '' }, null)).toBeNull();
  });

  it(`holds at most ${MAX_TESTS_PER_ORDER} tests, and still lets one of them change`, () => {
    const full = Array.from({ length: MAX_TESTS_PER_ORDER }, (_, i) => queued(`k${i}`, `KIT-${i}`));
    expect(queueRefusal(full, { ...complete, barcode: 'NEW' }, null)).toEqual({ field: 'order', message: M.orderTooLarge(MAX_TESTS_PER_ORDER) });
    expect(queueRefusal(full, { ...complete, barcode: 'NEW' }, 'k3')).toBeNull();
  });
});

describe('testProblems: what a test needs before Add new test or Confirm', () => {
  it('names every missing field', () => {
    expect(testProblems({ institutionId: null, patient: null, clinicianId: null }, emptyDraft(), testUser('super_admin'))).toEqual({
      patient: M.patientRequired,
      institution: M.institutionRequired,
      sampleType: M.sampleTypeRequired,
      markers: M.markersRequired,
      lab: M.labRequired,
      device: M.deviceRequired,
    });
  });

  it('accepts a panel instead of markers, and does not ask an institution admin for the institution', () => {
    const draft = { ...complete, markerIds: [], panel: ironStudies };
    expect(testProblems({ ...head, institutionId: null }, draft, testUser('institution_admin'))).toEqual({});
  });
});

describe('toPayload', () => {
  it('sends the test with test_type_id 1, one of each device, and the idempotency key', () => {
    const draft = { ...complete, expectedDate: '2030-01-02', notes: '  ', byPartner: false, partnerId: 11 };
    expect(toPayload(head, draft, 'abcdef123456')).toEqual({
      patient_id: 42,
      test_type_id: 1,
      priority: 'normal',
      sample_type: 1,
      panel_id: null,
      marker_ids: [1],
      collection_device_ids: [1],
      device_selections: [{ device_id: 1, quantity: 1 }],
      department: null,
      cms_priority: null,
      cms_status: null,
      notes: null,
      custom_data: null,
      barcode_number: 'KIT-1',
      expected_test_datetime: '2030-01-02',
      institution_id: 1,
      fulfillment_by_partner: false,
      fulfillment_partner_id: null,
      clinician_id: 5,
      lab_id: 7,
      idempotency_key: 'abcdef123456',
    });
  });

  it('sends a panel without individual markers, and no key when editing', () => {
    const payload = toPayload(head, { ...complete, panel: ironStudies, markerIds: [] });
    expect(payload).toMatchObject({ panel_id: 1, marker_ids: [] });
    expect(payload).not.toHaveProperty('idempotency_key');
  });
});

it('makes distinct idempotency keys the API accepts', () => {
  const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
});

it('knows a draft with nothing chosen', () => {
  expect(isPristine({ ...emptyDraft(), barcode: 'x', priority: 'stat' })).toBe(true);
  expect(isPristine(complete)).toBe(false);
});
