// What browsers tell the platform about its remotes: each page reports, once per remote it loads,
// whether the remote loaded, failed to load, crashed while rendering or was refused as
// incompatible (POST /platform/remote-loads, any signed-in user, rate limited); the Platform page
// reads the failure rates per remote and version (GET, super_admin). No patient data: the page is
// its path with every number replaced, the error its first line, both cut short.
import { REMOTE_NAMES } from '../access/areas';
import { Nullable, NullableText, StringEnum } from './schema-pieces';
import { Type, type Static } from './typebox';

export const REMOTE_LOAD_PATHS = { reports: '/platform/remote-loads' } as const;

export const REMOTE_LOAD_OUTCOMES = ['loaded', 'failed', 'crashed', 'incompatible'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

export const REMOTE_LOAD_WINDOWS = ['hour', 'day'] as const;
export type RemoteLoadWindow = (typeof REMOTE_LOAD_WINDOWS)[number];

/** A remote version whose share of failed loads reaches this, over at least FAILURE_ALERT_MIN_FAILURES failures, is flagged. */
export const FAILURE_ALERT_RATE = 0.05;
export const FAILURE_ALERT_MIN_FAILURES = 3;
/** How many reports one user may send in an hour: a page reports each remote once, and a retry or crash once more. */
export const REMOTE_LOAD_REPORTS_PER_HOUR = 120;

const REPORTED_ERROR_MAX = 300;
const REPORTED_PAGE_MAX = 200;

/** A page as reported: its path only (no query, no fragment), each segment holding a digit replaced by ":id", cut short. */
export function reportedPage(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, REPORTED_PAGE_MAX);
}

/** An error as reported: its first line, cut short. */
export function reportedError(text: string): string {
  return text.split('\n')[0].trim().slice(0, REPORTED_ERROR_MAX);
}

/** A version as the registry names it (a published folder, "external" or "override"). */
export const REMOTE_VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$';

export const RemoteLoadReportBody = Type.Object(
  {
    remote: StringEnum(REMOTE_NAMES),
    version: Type.String({ pattern: REMOTE_VERSION_PATTERN }),
    outcome: StringEnum(REMOTE_LOAD_OUTCOMES),
    error: Type.Optional(Type.String({ maxLength: 2000, description: 'Kept as its first line, at most 300 characters.' })),
    page: Type.Optional(Type.String({ maxLength: 2000, description: 'Kept as its path with numbers replaced, at most 200 characters.' })),
  },
  { additionalProperties: false },
);
export type RemoteLoadReportBody = Static<typeof RemoteLoadReportBody>;
export const RemoteLoadReportResponse = Type.Object({ success: Type.Literal(true) });

export const REMOTE_LOAD_TEXTS = {
  tooMany: 'Too many remote load reports from this user; the next ones are dropped for a while.',
} as const;

export const RemoteLoadSummaryQuery = Type.Object({ window: Type.Optional(StringEnum(REMOTE_LOAD_WINDOWS, { default: 'hour' })) }, { additionalProperties: false });
export type RemoteLoadSummaryQuery = Static<typeof RemoteLoadSummaryQuery>;

/** One remote version's loads over the window. */
export const RemoteLoadRow = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Integer({ description: 'Every report: loaded or not.' }),
  failures: Type.Integer({ description: 'Reports that were not "loaded".' }),
  users: Type.Integer({ description: 'Distinct users who reported.' }),
  flagged: Type.Boolean({ description: `failures / loads reaches ${FAILURE_ALERT_RATE * 100}% over at least ${FAILURE_ALERT_MIN_FAILURES} failures.` }),
  last_failure: Nullable(Type.Object({ at: Type.String(), outcome: StringEnum(REMOTE_LOAD_OUTCOMES), error: NullableText(REPORTED_ERROR_MAX), page: NullableText(REPORTED_PAGE_MAX) })),
});
export type RemoteLoadRow = Static<typeof RemoteLoadRow>;

export const RemoteLoadSummary = Type.Object({ window: StringEnum(REMOTE_LOAD_WINDOWS), rows: Type.Array(RemoteLoadRow) });
export type RemoteLoadSummary = Static<typeof RemoteLoadSummary>;

/** Whether a version's failures are to be flagged. */
export const isFlagged = (loads: number, failures: number) => failures >= FAILURE_ALERT_MIN_FAILURES && failures / Math.max(loads, 1) >= FAILURE_ALERT_RATE;
