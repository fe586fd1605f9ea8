import { FIRST_NAMES, LAST_NAMES, STREETS } from '../seed/demo-data/people';
import type { GenerationContext, TableCounts } from './context';
import { patientLayout } from './patient-layout';
import { below, chance, intArray, pickFrom, textArray, ts, weighted } from './sql-kit';

/** Medical record numbers MRN-P100001... as the API generates them (patient_mrn_seq follows on). */
export const MRN_BASE = 100000;

// Which of the demo's first names are women's names, so a patient's gender fits their name.
const WOMEN = new Set(['Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Sophia', 'Grace', 'Freya', 'Florence', 'Emily', 'Poppy', 'Evie', 'Ella', 'Rosie', 'Chloe', 'Aisha',
  'Hannah', 'Zara', 'Priya', 'Margaret', 'Susan', 'Patricia', 'Elizabeth', 'Fatima', 'Siobhan', 'Agnieszka', 'Amara', 'Niamh']);
const emailPart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
// Ofcom's drama numbers: no real person is ever contacted.
const PHONE_PREFIXES = ['+447700900', '+442079460', '+441174960', '+441632960'];

/** Patients 1..n, created evenly over three years (their links to institutions: insertPatientLinks). */
export async function insertPatients(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, places } = ctx;
  const layout = patientLayout(ctx);
  const place = (field: 'city' | 'state' | 'area') => textArray(places.flatMap((p) => p.localities.map((l) => l[field])));
  const admins = intArray(ctx.people.admins.map((list) => list[0]));
  const firstLower = textArray(FIRST_NAMES.map(emailPart));
  const lastLower = textArray(LAST_NAMES.map(emailPart));

  const patients = await ctx.load.insert(
    'patients',
    `INSERT INTO patients (id, first_name, last_name, date_of_birth, gender, phone, email, insurance_number, nhs_number, medical_record_number,
       street_address_1, street_address_2, city, state, postal_code, country, clinician_id, created_by, archived_at, created_at, updated_at)
     SELECT i, ${textArray(FIRST_NAMES)}[fi], ${textArray(LAST_NAMES)}[li],
       (date '1935-01-01' + ${below('i', 110, 32000)})::date,
       CASE WHEN ${below('i', 111, 100)} < 95 THEN ${textArray(FIRST_NAMES.map((n) => (WOMEN.has(n) ? 'Female' : 'Male')))}[fi] ELSE ${weighted('i', 134, [['Other', 2], ['Prefer not to say', 3]])} END,
       CASE WHEN ${chance('i', 112, 95)} THEN ${pickFrom(textArray(PHONE_PREFIXES), PHONE_PREFIXES.length, 'i', 113)} || lpad(${below('i', 114, 1000)}::text, 3, '0') END,
       CASE WHEN ${chance('i', 115, 92)} THEN ${firstLower}[fi] || '.' || ${lastLower}[li] || i || '@example.com' END,
       CASE WHEN ${chance('i', 116, 40)} THEN 'INS-' || lpad(${below('i', 117, 100000000)}::text, 8, '0') END,
       CASE WHEN ${chance('i', 118, 85)} THEN lpad(${below('i', 119, 1000)}::text, 3, '0') || ' ' || lpad(${below('i', 120, 1000)}::text, 3, '0') || ' ' || lpad(${below('i', 121, 10000)}::text, 4, '0') END,
       'MRN-P' || (${MRN_BASE} + i),
       (1 + ${below('i', 122, 220)}) || ' ' || ${pickFrom(textArray(STREETS), STREETS.length, 'i', 123)},
       CASE WHEN ${chance('i', 124, 15)} THEN 'Flat ' || (1 + ${below('i', 125, 40)}) END,
       ${place('city')}[loc], ${place('state')}[loc],
       ${place('area')}[loc] || ' ' || (1 + ${below('i', 126, 9)}) || chr(65 + ${below('i', 127, 26)}::int) || chr(65 + ${below('i', 128, 26)}::int),
       'United Kingdom', clinician, coalesce(clinician, ${admins}[home]),
       archived, ${ts('created')}, coalesce(archived, ${ts('created')})
     FROM (
       SELECT i, home, created, ${layout.clinician('i', 'home')} AS clinician,
         1 + ${below('i', 129, FIRST_NAMES.length)} AS fi, 1 + ${below('i', 130, LAST_NAMES.length)} AS li,
         (home - 1) * 3 + 1 + ${below('i', 131, 3)} AS loc,
         ${ts(layout.archivedEpoch('i'))} AS archived
       FROM (SELECT i, ${layout.home('i')} AS home, ${layout.createdEpoch('i')} AS created FROM generate_series(1, ${plan.patients}) i OFFSET 0) base
       OFFSET 0
     ) p`,
  );
  return { patients };
}

/** Each patient's links to one or two institutions (its home, and for some a second). */
export async function insertPatientLinks(ctx: GenerationContext): Promise<TableCounts> {
  const { plan } = ctx;
  const layout = patientLayout(ctx);
  // Each link takes the patient's MRN (and, since migration 0007, its creation and archive times)
  // by trigger; the MRN is given too, as the column is NOT NULL.
  const links = await ctx.load.insert(
    'patient_institutions',
    `INSERT INTO patient_institutions (patient_id, institution_id, medical_record_number)
     SELECT s.i, v.institution_id, 'MRN-P' || (${MRN_BASE} + s.i)
     FROM (SELECT i, home, ${layout.second('i', 'home')} AS second FROM (SELECT i, ${layout.home('i')} AS home FROM generate_series(1, ${plan.patients}) i OFFSET 0) h OFFSET 0) s
     CROSS JOIN LATERAL (VALUES (s.home), (s.second)) v(institution_id)
     WHERE v.institution_id IS NOT NULL`,
  );
  return { patient_institutions: links };
}
