import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { before, earliest, insertChunked, later, latest, syncSequence, type DemoContext } from './context';
import type { DemoPatient } from './seed-patients';
import { pickTestContent } from './test-content';

export interface DemoRequest {
  id: number;
  patient: DemoPatient;
  institution: InstitutionKey;
  status: string;
  priority: string;
  requestedAt: Date;
  expectedAt: Date;
  content: ReturnType<typeof pickTestContent>;
}

type Status = (typeof t.TEST_REQUEST_STATUSES)[number];

function statusFor(ctx: DemoContext, ageDays: number): Status {
  if (ageDays < 7) return ctx.rng.weighted<Status>([['pending', 35], ['approved', 20], ['in_progress', 25], ['fulfilled', 10], ['completed', 5], ['cancelled', 5]]);
  return ctx.rng.weighted<Status>([['pending', 5], ['approved', 5], ['fulfilled', 10], ['in_progress', 15], ['completed', 55], ['cancelled', 10]]);
}

function requesterFor(ctx: DemoContext, key: InstitutionKey, clinicianId: number | null): number {
  const admin = ctx.userIds.get(key === 'B' ? 'instadmin.b@demo.lab' : key === 'A' ? 'instadmin@demo.lab' : 'superadmin@demo.lab')!;
  return clinicianId && ctx.rng.chance(0.7) ? clinicianId : admin;
}

/** Test requests in every status and priority over the last 90 days, with their markers and devices. */
export async function seedTestRequests(ctx: DemoContext, patients: DemoPatient[]): Promise<DemoRequest[]> {
  const { rng, ref } = ctx;
  const requests: DemoRequest[] = [];
  const rows: (typeof t.testRequests.$inferInsert)[] = [];
  const markerRows: (typeof t.testRequestMarkers.$inferInsert)[] = [];
  const deviceRows: (typeof t.testRequestDevices.$inferInsert)[] = [];
  const partner = ctx.userIds.get('fulfillment@demo.lab')!;
  let id = 0;
  const orderingClinician: Record<InstitutionKey, number | null> = {
    A: ctx.userIds.get('clinician@demo.lab')!,
    B: ctx.userIds.get('clinician.multi@demo.lab')!,
    C: null,
  };
  // a barcode names one kit (unique index): a repeated draw gets a suffix, which keeps the random
  // sequence, and so the rest of the demo data, as it was
  const barcodes = new Set<string>();
  const uniqueBarcode = (drawn: string) => {
    let barcode = drawn;
    for (let n = 1; barcodes.has(barcode); n++) barcode = `${drawn}-${n}`;
    barcodes.add(barcode);
    return barcode;
  };
  for (const patient of patients) {
    const count = rng.weighted([[0, 25], [1, 40], [2, 25], [3, 10]] as const);
    for (let i = 0; i < count; i++) {
      id += 1;
      const ageDays = rng.int(0, 89);
      const requestedAt = earliest(ctx.anchor, latest(later(patient.createdAt, 0, 60), before(ctx.anchor, ageDays, rng.int(0, 600))));
      const content = pickTestContent(rng, patient.institution);
      const status = statusFor(ctx, ageDays);
      const priority = rng.weighted([['normal', 70], ['urgent', 20], ['stat', 10]] as const);
      const expectedDay = later(requestedAt, rng.int(2, 14));
      const expectedAt = new Date(Date.UTC(expectedDay.getUTCFullYear(), expectedDay.getUTCMonth(), expectedDay.getUTCDate(), 12));
      const byPartner = rng.chance(0.15);
      rows.push({
        id,
        patientId: patient.id,
        institutionId: ctx.institutionIds[patient.institution],
        requestedBy: requesterFor(ctx, patient.institution, patient.clinicianId),
        // the ordering clinician is required where the institution has clinicians
        clinicianId: patient.clinicianId ?? orderingClinician[patient.institution],
        testName: content.testName,
        category: content.category,
        priority,
        status,
        sampleTypeId: ref.sampleType.get(content.sample)!,
        panelId: content.panel ? ref.panel.get(content.panel)! : null,
        labId: ref.lab.get(content.lab)!,
        barcodeNumber: uniqueBarcode(`KIT${patient.institution}${rng.digits(8)}`),
        department: rng.pick(['Outpatients', 'General Practice', 'Cardiology', 'Endocrinology', 'Renal', 'Occupational Health']),
        cmsPriority: priority === 'normal' ? 'Routine' : 'Expedite',
        cmsStatus: status === 'completed' ? 'Reported' : status === 'in_progress' ? 'Processing' : status === 'cancelled' ? null : 'Received',
        notes: rng.chance(0.3) ? rng.pick(['Fasting sample required.', 'Patient on statins.', 'Repeat of abnormal result.', 'Annual review.', 'Please expedite.']) : null,
        customData: { test_type_id: 1 },
        expectedTestDatetime: expectedAt,
        fulfillmentByPartner: byPartner,
        fulfillmentPartnerId: byPartner ? partner : null,
        requestedAt,
        updatedAt: requestedAt,
      });
      for (const m of content.markers) markerRows.push({ testRequestId: id, markerId: ref.marker.get(m.name)! });
      deviceRows.push({ testRequestId: id, collectionDeviceId: ref.device.get(content.device)!, quantity: rng.weighted([[1, 85], [2, 15]] as const) });
      requests.push({ id, patient, institution: patient.institution, status, priority, requestedAt, expectedAt, content });
    }
  }
  await insertChunked(rows, (chunk) => ctx.db.insert(t.testRequests).values(chunk));
  await insertChunked(markerRows, (chunk) => ctx.db.insert(t.testRequestMarkers).values(chunk));
  await insertChunked(deviceRows, (chunk) => ctx.db.insert(t.testRequestDevices).values(chunk));
  await syncSequence(ctx.db, 'test_requests');
  return requests;
}
