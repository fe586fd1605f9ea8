// The cancel claim: one row per request while its cancellation notice is being sent, so that two
// cancels at once send one notice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

/** A claim older than this was left by a process that stopped mid-send: the longest send is 2 x 60 s. */
const STALE_CANCEL_CLAIM = '3 minutes';

/** Takes the request's cancel claim; false while another cancel holds it. */
export async function claimCancel(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into test_request_cancel_claims (test_request_id, claimed_at) values (${id}, now())
      on conflict (test_request_id) do update set claimed_at = excluded.claimed_at
      where test_request_cancel_claims.claimed_at < now() - ${STALE_CANCEL_CLAIM}::interval
      returning test_request_id`,
  );
  return rows.length > 0;
}

export async function releaseCancel(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from test_request_cancel_claims where test_request_id = ${id}`);
}
