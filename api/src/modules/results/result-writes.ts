// The one writer of test results (like inventory's stock-ledger.ts for stock): a result row, its append-only
// versions and their state. The results module (entry, edits, review, amendment) and the
// external-lab module (orders and imported reports) both write through these, so a result changes
// the same way whoever changes it.
import type { ResultStatus, ResultValue } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

/** Stored values are a list of ResultValue; anything else (legacy text) reads as none. */
export function asValues(stored: unknown): ResultValue[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((v): v is ResultValue => !!v && typeof v === 'object' && typeof (v as ResultValue).marker_id === 'number');
}

/** The result's state, locked for the transaction that changes it. */
export interface ResultState {
  id: number;
  status: ResultStatus;
  current_version: number;
  test_request_id: number;
  institution_id: number;
}

/**
 * Locks the result, and its request for share: a change of the result's status and an edit of the
 * request (which locks the request for update) never interleave, so a request cannot change its
 * patient or specimen while its result is being reviewed or released.
 */
export async function lockResult(tx: Db, id: number): Promise<ResultState | null> {
  const rows = await queryRows<ResultState>(
    tx,
    sql`select r.id, r.status, r.current_version, r.test_request_id, r.institution_id
        from test_results r join test_requests tr on tr.id = r.test_request_id
        where r.id = ${id} for update of r for share of tr`,
  );
  return rows[0] ?? null;
}

/** The content a version saves. */
export interface ResultContent {
  resultData: string;
  resultValues: ResultValue[];
  interpretation: string | null;
}

export async function insertResult(
  tx: Db,
  values: { testRequestId: number; institutionId: number; status: ResultStatus; enteredBy: number; reviewedBy: number | null },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into test_results (test_request_id, institution_id, status, current_version, entered_by, entered_at, reviewed_by, reviewed_at, updated_at)
      values (${values.testRequestId}, ${values.institutionId}, ${values.status}, 1, ${values.enteredBy}, now(), ${values.reviewedBy},
        ${values.reviewedBy === null ? null : sql`now()`}, now())
      on conflict (test_request_id) do nothing
      returning id`,
  );
  return rows[0]?.id ?? null;
}

export async function insertVersion(tx: Db, resultId: number, version: number, status: ResultStatus, content: ResultContent, authorId: number, reason: string | null): Promise<void> {
  await tx.execute(
    sql`insert into test_result_versions (result_id, version, status, result_data, result_values, interpretation, author_id, reason)
      values (${resultId}, ${version}, ${status}, ${content.resultData}, ${JSON.stringify(content.resultValues)}::jsonb, ${content.interpretation}, ${authorId}, ${reason})`,
  );
}

/**
 * Moves the result to `status` and `version`. A review (reviewed, final) records who and when; a
 * return to draft forgets the review; an amendment keeps them.
 */
export async function updateResultRow(tx: Db, id: number, status: ResultStatus, version: number, reviewer: { id: number } | 'clear' | 'keep'): Promise<void> {
  const review =
    reviewer === 'keep' ? sql`` : reviewer === 'clear' ? sql`, reviewed_by = null, reviewed_at = null` : sql`, reviewed_by = ${reviewer.id}, reviewed_at = now()`;
  await tx.execute(sql`update test_results set status = ${status}, current_version = ${version}, updated_at = now() ${review} where id = ${id}`);
}

/** The current content of a result (its current version). */
export async function selectCurrentContent(tx: Db, resultId: number, version: number): Promise<ResultContent | null> {
  const rows = await queryRows<{ result_data: string; result_values: unknown; interpretation: string | null }>(
    tx,
    sql`select result_data, result_values, interpretation from test_result_versions where result_id = ${resultId} and version = ${version}`,
  );
  const row = rows[0];
  return row ? { resultData: row.result_data, resultValues: asValues(row.result_values), interpretation: row.interpretation } : null;
}

/** Two contents are the same when their text, interpretation and values are. */
export function sameContent(
  a: { resultData: string; interpretation: string | null; resultValues: ResultValue[] },
  b: { resultData: string; interpretation: string | null; resultValues: ResultValue[] },
): boolean {
  const values = (list: ResultValue[]) => JSON.stringify([...list].sort((x, y) => x.marker_id - y.marker_id).map((v) => [v.marker_id, v.value]));
  return a.resultData === b.resultData && (a.interpretation ?? '') === (b.interpretation ?? '') && values(a.resultValues) === values(b.resultValues);
}
