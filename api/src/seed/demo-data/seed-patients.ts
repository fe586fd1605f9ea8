import * as t from '../../platform/db/schema';
import type { InstitutionKey } from '../demo-accounts';
import { before, insertChunked, syncSequence, type DemoContext } from './context';
import { FIRST_NAMES, LAST_NAMES, LOCALITIES, STREETS } from './people';

export interface DemoPatient {
  id: number;
  institution: InstitutionKey;
  clinicianId: number | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  dateOfBirth: string;
}

export const PATIENTS_PER_INSTITUTION: Record<InstitutionKey, number> = { A: 300, B: 250, C: 200 };

function clinicianFor(ctx: DemoContext, key: InstitutionKey): number | null {
  const emily = ctx.userIds.get('clinician@demo.lab')!;
  const daniel = ctx.userIds.get('clinician.multi@demo.lab')!;
  if (key === 'A') return ctx.rng.weighted([[emily, 45], [daniel, 30], [null, 25]] as const);
  if (key === 'B') return ctx.rng.weighted([[daniel, 55], [null, 45]] as const);
  return null;
}

/** A few hundred patients per institution, created over the last 13 months. */
export async function seedPatients(ctx: DemoContext): Promise<DemoPatient[]> {
  const { rng } = ctx;
  const patients: DemoPatient[] = [];
  const rows: (typeof t.patients.$inferInsert)[] = [];
  const links: (typeof t.patientInstitutions.$inferInsert)[] = [];
  let id = 0;
  for (const key of Object.keys(PATIENTS_PER_INSTITUTION) as InstitutionKey[]) {
    for (let n = 1; n <= PATIENTS_PER_INSTITUTION[key]; n++) {
      id += 1;
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const place = rng.pick(LOCALITIES[key]);
      const createdAt = before(ctx.anchor, rng.int(0, 400), rng.int(0, 600));
      const clinicianId = clinicianFor(ctx, key);
      const email = `${firstName}.${lastName}${id}@example.com`.toLowerCase().replace(/'/g, '');
      const phone = `+447700900${String(id % 1000).padStart(3, '0')}`;
      const mrn = `MRN-${key}${String(n).padStart(6, '0')}`;
      const dateOfBirth = `${rng.int(1938, 2019)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      const gender = rng.weighted([['Female', 48], ['Male', 47], ['Other', 2], ['Prefer not to say', 3]] as const);
      rows.push({
        id,
        firstName,
        lastName,
        dateOfBirth,
        gender,
        phone,
        email,
        insuranceNumber: rng.chance(0.4) ? `INS-${rng.digits(8)}` : null,
        nhsNumber: rng.chance(0.85) ? `${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)}` : null,
        medicalRecordNumber: mrn,
        streetAddress1: `${rng.int(1, 220)} ${rng.pick(STREETS)}`,
        streetAddress2: rng.chance(0.15) ? `Flat ${rng.int(1, 40)}` : null,
        city: place.city,
        state: place.state,
        postalCode: `${place.area} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
        country: 'United Kingdom',
        clinicianId,
        createdAt,
        updatedAt: createdAt,
      });
      links.push({ patientId: id, institutionId: ctx.institutionIds[key], medicalRecordNumber: mrn });
      // A few of St Mary's patients are also seen at Riverside (the multi-institution clinician's case).
      if (key === 'A' && rng.chance(0.04)) links.push({ patientId: id, institutionId: ctx.institutionIds.B, medicalRecordNumber: mrn });
      patients.push({ id, institution: key, clinicianId, createdAt, firstName, lastName, email, phone, gender, dateOfBirth });
    }
  }
  await insertChunked(rows, (chunk) => ctx.db.insert(t.patients).values(chunk));
  await insertChunked(links, (chunk) => ctx.db.insert(t.patientInstitutions).values(chunk));
  await syncSequence(ctx.db, 'patients');
  return patients;
}
