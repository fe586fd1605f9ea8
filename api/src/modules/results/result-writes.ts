// The one writer of test results (like inventory's stock-ledger.ts for stock): a result row, its append-only
// versions and their state. The results module (entry, edits, review, amendment) and the
// external-lab module (orders and imported reports) both write through these, so a result changes
// the same way whoever changes it.
import { isComparator, type ResultFlag, type ResultStatus, type ResultValue } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

const numberOr = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * Stored values are a list of ResultValue; anything else (legacy text) reads as none. Values saved
 * before ranges by sex and age read as what they were: flagged against the marker's one range
 * ('normal' is N), and without any limit they carry no flag. A comparator is kept when it is one.
 */
export function asValues(stored: unknown): ResultValue[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((v): v is Record<string, unknown> => !!v && typeof v === 'object' && typeof (v as ResultValue).marker_id === 'number')
    .map((v) => {
      const rangeMin = numberOr(v.range_min);
      const rangeMax = numberOr(v.range_max);
      const legacy = !('range_id' in v);
      const hasRange = legacy ? rangeMin !== null || rangeMax !== null : v.range_id !== null;
      const flag = v.flag === 'normal' ? 'N' : ((v.flag as ResultFlag | null | undefined) ?? null);
      return {
        marker_id: v.marker_id as number,
        marker_name: String(v.marker_name ?? ''),
        value: v.value as number,
        units: (v.units as string | null | undefined) ?? null,
        range_min: rangeMin,
        range_max: rangeMax,
        critical_low: numberOr(v.critical_low),
        critical_high: numberOr(v.critical_high),
        range_id: numberOr(v.range_id),
        range_label: (v.range_label as string | null | undefined) ?? (legacy && hasRange ? 'Any sex, all ages' : null),
        flag: hasRange ? flag : null,
        delta: (v.delta as ResultValue['delta'] | undefined) ?? null,
        // a lab's bound ('<5'); values stored without one are plain measures
        ...(isComparator(v.comparator) ? { comparator: v.comparator } : {}),
      };
    });
}

/** The result's state, locked for the transaction that changes it, with what the release rules ask. */
export interface ResultState {
  id: number;
  status: ResultStatus;
  current_version: number;
  test_request_id: number;
  institution_id: number;
  entered_by: number | null;
  values_by: number | null;
  second_person_release: boolean;
}

/**
 * Locks the result, and its request for share: a change of the result's status and an edit of the
 * request (which locks the request for update) never interleave, so a request cannot change its
 * patient or specimen while its result is being reviewed or released.
 */
export async function lockResult(tx: Db, id: number): Promise<ResultState | null> {
  const rows = await queryRows<ResultState>(
    tx,
    sql`select r.id, r.status, r.current_version, r.test_request_id, r.institution_id, r.entered_by, r.values_by, i.second_person_release
        from test_results r join test_requests tr on tr.id = r.test_request_id join institutions i on i.id = r.institution_id
        where r.id = ${id} for update of r for share of tr`,
  );
  return rows[0] ?? null;
}

/** Every critical value a recorded call-back of the result told. */
export async function selectAcknowledged(tx: Db, resultId: number): Promise<{ marker_id: number; value: number }[]> {
  const rows = await queryRows<{ values: { marker_id: number; value: number }[] }>(tx, sql`select values from result_critical_notifications where result_id = ${resultId}`);
  return rows.flatMap((r) => r.values);
}

/** The content a version saves. */
export interface ResultContent {
  resultData: string;
  resultValues: ResultValue[];
  interpretation: string | null;
}

export async function insertResult(
  tx: Db,
  values: { testRequestId: number; institutionId: number; status: ResultStatus; enteredBy: number | null; reviewedBy: number | null; release: { comment: string | null } | null; criticalOpen: boolean },
): Promise<number | null> {
  const now = sql`now()`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into test_results (test_request_id, institution_id, status, current_version, entered_by, entered_at, values_by, reviewed_by, reviewed_at,
        released_by, released_at, release_comment, critical_unacknowledged, updated_at)
      values (${values.testRequestId}, ${values.institutionId}, ${values.status}, 1, ${values.enteredBy}, now(), ${values.enteredBy}, ${values.reviewedBy},
        ${values.reviewedBy === null ? null : now}, ${values.release ? values.enteredBy : null}, ${values.release ? now : null}, ${values.release?.comment ?? null},
        ${values.criticalOpen}, now())
      on conflict (test_request_id) do nothing
      returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Where a version's content came from: typed in, an instrument's message, the external lab's report. */
export type ContentSource = 'entry' | 'instrument' | 'external_lab';

/** Appends a version; an instrument's version has no author (no person typed it). */
export async function insertVersion(
  tx: Db,
  resultId: number,
  version: number,
  status: ResultStatus,
  content: ResultContent,
  authorId: number | null,
  reason: string | null,
  source: ContentSource = 'entry',
): Promise<void> {
  await tx.execute(
    sql`insert into test_result_versions (result_id, version, status, result_data, result_values, interpretation, author_id, reason, source)
      values (${resultId}, ${version}, ${status}, ${content.resultData}, ${JSON.stringify(content.resultValues)}::jsonb, ${content.interpretation}, ${authorId}, ${reason}, ${source})`,
  );
}

/** What a save or a review step changes on the result row besides its status and version. */
export interface RowChange {
  /** A review (reviewed, final) records who and when; a return to draft forgets the review; an amendment keeps it. */
  reviewer: { id: number } | 'clear' | 'keep';
  /** The one who changed the values, when they changed. */
  valuesBy?: number;
  /** The release (to final): who, and the comment that confirmed a failed delta check. */
  release?: { by: number; comment: string | null };
  /** Whether a critical value of the content now waits for its call-back. */
  criticalOpen: boolean;
}

/** Moves the result to `status` and `version`, with what the step changes. */
export async function updateResultRow(tx: Db, id: number, status: ResultStatus, version: number, change: RowChange): Promise<void> {
  const { reviewer, valuesBy, release, criticalOpen } = change;
  const review =
    reviewer === 'keep' ? sql`` : reviewer === 'clear' ? sql`, reviewed_by = null, reviewed_at = null` : sql`, reviewed_by = ${reviewer.id}, reviewed_at = now()`;
  const values = valuesBy === undefined ? sql`` : sql`, values_by = ${valuesBy}`;
  const released = release ? sql`, released_by = ${release.by}, released_at = now(), release_comment = ${release.comment}` : sql``;
  await tx.execute(
    sql`update test_results set status = ${status}, current_version = ${version}, critical_unacknowledged = ${criticalOpen}, updated_at = now() ${review} ${values} ${released} where id = ${id}`,
  );
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

const valueKey = (list: ResultValue[]) => JSON.stringify([...list].sort((x, y) => x.marker_id - y.marker_id).map((v) => [v.marker_id, v.value]));

/** Whether the values (marker and number) differ: who changes them may not then review or release the result. */
export const valuesDiffer = (a: ResultValue[], b: ResultValue[]) => valueKey(a) !== valueKey(b);

/** An amendment saved after the current version and not released yet: its number, author and content. */
export async function selectPendingAmendment(tx: Db, resultId: number, currentVersion: number): Promise<(ResultContent & { version: number; authorId: number | null }) | null> {
  const rows = await queryRows<{ version: number; author_id: number | null; result_data: string; result_values: unknown; interpretation: string | null }>(
    tx,
    sql`select version, author_id, result_data, result_values, interpretation from test_result_versions
      where result_id = ${resultId} and version > ${currentVersion} order by version desc limit 1`,
  );
  const row = rows[0];
  return row ? { version: row.version, authorId: row.author_id, resultData: row.result_data, resultValues: asValues(row.result_values), interpretation: row.interpretation } : null;
}

/** Whether a critical value waits for its call-back (of the released content or of an amendment waiting). */
export async function setCriticalOpen(tx: Db, resultId: number, open: boolean): Promise<void> {
  await tx.execute(sql`update test_results set critical_unacknowledged = ${open} where id = ${resultId}`);
}

/** Two contents are the same when their text, interpretation and values are. */
export function sameContent(
  a: { resultData: string; interpretation: string | null; resultValues: ResultValue[] },
  b: { resultData: string; interpretation: string | null; resultValues: ResultValue[] },
): boolean {
  return a.resultData === b.resultData && (a.interpretation ?? '') === (b.interpretation ?? '') && !valuesDiffer(a.resultValues, b.resultValues);
}
