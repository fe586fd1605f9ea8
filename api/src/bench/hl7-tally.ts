// What the database says about the messages a phase sent: each control id the sender got AA for
// must have exactly one accepted row in the message log, and the results must have gained exactly
// one instrument version per accepted message (a message imported twice would add two).
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query';
import type { Answer } from './hl7-sender';

export interface Tally {
  /** Control ids the phase sent (each until answered). */
  sent: number;
  /** Distinct control ids answered AA. */
  ackedAA: number;
  /** Answered AE or AR (the bench's messages are all valid: should be none). */
  refused: number;
  /** Distinct control ids with an accepted row in the log. */
  accepted: number;
  /** Sent, never accepted: answered AA (or not at all) and no accepted row. */
  lost: number;
  /** Accepted more than once. */
  doubled: number;
  /** Accepted but the sender never got its AA (should be none once every message is answered). */
  acceptedNotAcked: number;
  /** Repeats the listener answered AA without importing (logged 'duplicate'): a commit whose ACK the crash swallowed. */
  repeats: number;
  /** Instrument versions added to results during the phase; equals `accepted` when nothing was imported twice. */
  versionsAdded: number;
  /** Over the whole log, (instrument, control id) pairs accepted more than once: the unique index's promise. */
  acceptedTwiceAnywhere: number;
}

export async function instrumentVersions(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from test_result_versions where source = 'instrument'`);
  return Number(row.n);
}

/** The tally of control ids starting with `prefix` (one phase's), against what the sender heard. */
export async function tallyPhase(db: Db, prefix: string, sent: string[], answers: Answer[], versionsBefore: number): Promise<Tally> {
  const like = `${prefix}-%`;
  const rows = await queryRows<{ control_id: string; accepted: string; duplicates: string }>(
    db,
    sql`select control_id, count(*) filter (where status = 'accepted') as accepted, count(*) filter (where status = 'duplicate') as duplicates
      from interface_messages where direction = 'in' and control_id like ${like} group by control_id`,
  );
  const acceptedCount = new Map(rows.map((r) => [r.control_id, Number(r.accepted)]));
  const acked = new Set(answers.filter((a) => a.ackCode === 'AA').map((a) => a.controlId));
  const [twice] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from (select instrument_id, control_id from interface_messages
      where direction = 'in' and status = 'accepted' group by instrument_id, control_id having count(*) > 1) t`,
  );
  return {
    sent: sent.length,
    ackedAA: acked.size,
    refused: answers.filter((a) => a.ackCode !== 'AA').length,
    accepted: [...acceptedCount.values()].filter((n) => n > 0).length,
    lost: sent.filter((id) => !acceptedCount.get(id)).length,
    doubled: [...acceptedCount.values()].filter((n) => n > 1).length,
    acceptedNotAcked: [...acceptedCount.entries()].filter(([id, n]) => n > 0 && !acked.has(id)).length,
    repeats: rows.reduce((sum, r) => sum + Number(r.duplicates), 0),
    versionsAdded: (await instrumentVersions(db)) - versionsBefore,
    acceptedTwiceAnywhere: Number(twice.n),
  };
}
