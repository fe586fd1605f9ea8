// The SQL of an institution's lab assignments (institution_labs: which lab serves which sample
// type for it). Nothing refers to an assignment: a test request names its lab (test_requests.lab_id
// -> labs), so removing an assignment leaves existing requests as they are.
import type { InstitutionLabAssignment } from '@lab/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared } from '../../platform/db/query';
import { institutionLabs } from '../../platform/db/schema';

/** Labs have no contact person column yet: contact_person is null (LabOption). */
const COLUMNS = sql`il.id, il.lab_id, l.name as lab_name, null::text as contact_person, l.description as lab_description,
  l.address as lab_address, l.phone as lab_phone, l.email as lab_email, l.active as lab_active,
  il.sample_type_id, st.name as sample_type, il.created_at`;
const FROM = sql`from institution_labs il join labs l on l.id = il.lab_id join sample_types st on st.id = il.sample_type_id`;

/** The order form's labs for one sample type: active labs of an active sample type, by lab name (as the order form always had them). */
export function selectActiveLabsOfSampleType(db: Db, institutionId: number, sampleTypeId: number): Promise<InstitutionLabAssignment[]> {
  return queryRowsPrepared<InstitutionLabAssignment>(
    db,
    sql`select ${COLUMNS} ${FROM}
        where il.institution_id = ${institutionId} and il.sample_type_id = ${sampleTypeId} and l.active and st.active
        order by lower(l.name), l.id, lower(st.name)`,
  );
}

/** The Labs tab: every assignment of the institution, retired labs and sample types included, by sample type then lab name. */
export function selectAllAssignments(db: Db, institutionId: number): Promise<InstitutionLabAssignment[]> {
  return queryRowsPrepared<InstitutionLabAssignment>(
    db,
    sql`select ${COLUMNS} ${FROM} where il.institution_id = ${institutionId}
        order by lower(st.name), st.id, lower(l.name), l.id`,
  );
}

export async function selectAssignment(db: Db, institutionId: number, assignmentId: number): Promise<InstitutionLabAssignment | null> {
  const [row] = await queryRowsPrepared<InstitutionLabAssignment>(db, sql`select ${COLUMNS} ${FROM} where il.id = ${assignmentId} and il.institution_id = ${institutionId}`);
  return row ?? null;
}

export interface NamedRow {
  id: number;
  name: string;
  active: boolean;
}

export async function selectLab(db: Db, id: number): Promise<NamedRow | null> {
  const [row] = await queryRows<NamedRow>(db, sql`select id, name, active from labs where id = ${id}`);
  return row ?? null;
}

/** The sample type of this name: the exact spelling first, else the same name in another case. */
export async function selectSampleTypeByName(db: Db, name: string): Promise<NamedRow | null> {
  const [row] = await queryRows<NamedRow>(
    db,
    sql`select id, name, active from sample_types where lower(name) = lower(${name}) order by (name = ${name}) desc, id limit 1`,
  );
  return row ?? null;
}

export async function insertAssignment(tx: Db, institutionId: number, labId: number, sampleTypeId: number): Promise<number> {
  const [row] = await tx.insert(institutionLabs).values({ institutionId, labId, sampleTypeId }).returning({ id: institutionLabs.id });
  return row.id;
}

/** False when there was no such assignment of the institution (removed meanwhile). */
export async function deleteAssignment(tx: Db, institutionId: number, assignmentId: number): Promise<boolean> {
  const deleted = await tx
    .delete(institutionLabs)
    .where(and(eq(institutionLabs.id, assignmentId), eq(institutionLabs.institutionId, institutionId)))
    .returning({ id: institutionLabs.id });
  return deleted.length > 0;
}
