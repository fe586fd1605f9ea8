import type { GenerationContext, TableCounts } from './context';
import { below, DAY, intArray, pickFrom, ts } from './sql-kit';

/** Reports each active user's browser sends in a day: each page load reports the remotes it opened. */
const REPORTS_PER_USER_PER_DAY = 20;
/** The reports are kept this many days (the API clears older ones). */
const KEPT_DAYS = 8;
const REMOTES = ['clinical', 'logistics', 'admin'];

/**
 * What browsers reported about loading the remotes over the last eight days: mostly loads of the
 * 1.0.0 versions; one load in a hundred failed or crashed; in the last two days a tenth of the
 * clinical loads were a 1.1.0 canary, failing one time in twenty.
 */
export async function insertRemoteLoadReports(ctx: GenerationContext): Promise<TableCounts> {
  const { plan, people } = ctx;
  const active = people.users.filter((u) => u.isActive).map((u) => u.id);
  const total = active.length * REPORTS_PER_USER_PER_DAY * KEPT_DAYS;
  const reports = await ctx.load.insert(
    'remote_load_reports',
    `INSERT INTO remote_load_reports (id, reported_at, user_id, remote, version, outcome, error, page)
     SELECT y.n, ${ts(`${plan.now}::float8 - y.age`)}, y.user_id, y.remote,
       CASE WHEN y.canary THEN '1.1.0' ELSE '1.0.0' END,
       CASE WHEN y.fails THEN (ARRAY['failed', 'crashed'])[1 + ${below('y.n', 1104, 2)}] ELSE 'loaded' END,
       CASE WHEN y.fails THEN 'ChunkLoadError: Loading chunk ' || ${below('y.n', 1105, 900)} || ' failed.' END,
       CASE WHEN y.fails THEN '/' || y.remote END
     FROM (
       SELECT x.*, x.canary AND ${below('x.n', 1109, 20)} = 0 OR NOT x.canary AND ${below('x.n', 1108, 100)} = 0 AS fails
       FROM (
         SELECT m.n, ${pickFrom(intArray(active), active.length, 'm.n', 1101)} AS user_id, ${below('m.n', 1102, KEPT_DAYS * DAY)} AS age,
           (ARRAY[${REMOTES.map((r) => `'${r}'`).join(', ')}])[1 + ${below('m.n', 1103, REMOTES.length)}] AS remote,
           ${below('m.n', 1102, KEPT_DAYS * DAY)} < 2 * ${DAY} AND ${below('m.n', 1103, REMOTES.length)} = 0 AND ${below('m.n', 1107, 10)} = 0 AS canary
         FROM generate_series(1, ${total}) m(n)
       ) x
     ) y`,
  );
  return { remote_load_reports: reports };
}
