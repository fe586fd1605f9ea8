import { isFlagged, REMOTE_LOAD_REPORTS_PER_HOUR, REMOTE_LOAD_TEXTS, reportedError, reportedPage, type RemoteLoadOutcome, type RemoteLoadReportBody, type RemoteLoadSummary, type RemoteLoadWindow } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import { SharedAnswers, sharedAnswersOf } from '../../platform/shared-answers';
import { insertReport, summarySince } from './queries';

export interface RemoteLoadDeps {
  db: Db;
  limits: RateLimits;
}

const HOUR_MS = 3600_000;

/**
 * The Platform page's summary, shared by every caller of one API process for 10 seconds (a day's
 * reports are some 50,000 rows to aggregate); a report received here drops it, so a reader after a
 * report sees it.
 */
const SUMMARY_SHARED_FOR_MS = 10_000;
const summaries = new WeakMap<RemoteLoadDeps, SharedAnswers>();
const summariesOf = (deps: RemoteLoadDeps) => sharedAnswersOf(summaries, deps, SUMMARY_SHARED_FOR_MS);
const WINDOW_HOURS: Record<RemoteLoadWindow, number> = { hour: 1, day: 24 };

/**
 * Keeps a browser's report of one remote load, as the signed-in user. What could carry patient
 * data is cut down first, whatever the browser sent: the page to its path with every number
 * replaced, the error to its first line. A user sending more than the hour's allowance is refused
 * (a page in a crash loop must not fill the table).
 */
export async function recordRemoteLoad(deps: RemoteLoadDeps, caller: Caller, body: RemoteLoadReportBody): Promise<void> {
  const taken = await deps.limits.take([{ key: `remote-load:user:${caller.user.id}`, max: REMOTE_LOAD_REPORTS_PER_HOUR, windowMs: HOUR_MS }]);
  if (!taken.admitted) throw tooManyRequests(REMOTE_LOAD_TEXTS.tooMany, taken.retryAfterSeconds);
  await insertReport(deps.db, {
    userId: caller.user.id,
    remote: body.remote,
    version: body.version,
    outcome: body.outcome,
    error: body.outcome === 'loaded' || !body.error ? null : reportedError(body.error) || null,
    page: body.page ? reportedPage(body.page) : null,
  });
  summariesOf(deps).clear();
}

/** Each remote version's loads and failures over the window, flagged when its failure rate is high. */
export function remoteLoadSummary(deps: RemoteLoadDeps, window: RemoteLoadWindow): Promise<RemoteLoadSummary> {
  return summariesOf(deps).get(window, () => readSummary(deps, window));
}

async function readSummary(deps: RemoteLoadDeps, window: RemoteLoadWindow): Promise<RemoteLoadSummary> {
  const rows = await summarySince(deps.db, WINDOW_HOURS[window]);
  return {
    window,
    rows: rows.map((row) => {
      const [loads, failures] = [Number(row.loads), Number(row.failures)];
      return {
        remote: row.remote,
        version: row.version,
        loads,
        failures,
        users: Number(row.users),
        flagged: isFlagged(loads, failures),
        last_failure: row.last_at ? { at: row.last_at, outcome: row.last_outcome as RemoteLoadOutcome, error: row.last_error, page: row.last_page } : null,
      };
    }),
  };
}
