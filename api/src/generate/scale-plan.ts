import { DAY } from './sql-kit';

/** What the generator is asked for; every other count derives from these. */
export interface ScaleOptions {
  patients: number;
  requests: number;
  institutions: number;
  /** The data's "now" (dates are relative to it); defaults to the start of today (UTC). Same arguments and anchor, same data. */
  anchor?: Date;
}

export const LIMITS = {
  patients: { min: 1, max: 50_000_000 },
  requests: { min: 1, max: 500_000_000 },
  // the three demo institutions (A, B, C) come first; names stay unique far beyond the maximum
  institutions: { min: 3, max: 2_000 },
} as const;

/** The scale knobs: how many of each kind of row, derived from the three arguments. */
export interface ScalePlan {
  patients: number;
  requests: number;
  institutions: number;
  anchor: Date;
  /** The anchor in epoch seconds. */
  now: number;
  /** Patients are created evenly over this many days before the anchor (ids in creation order). */
  patientDays: number;
  /** Test requests are spread over this many days before the anchor, more of them recently. */
  requestDays: number;
  /** Requested-at of request j: start + span * ((j - 0.5) / requests) ^ requestGrowth. */
  requestGrowth: number;
  /** Per institution: one institution admin, then these. */
  cliniciansPerInstitution: number;
  labUsersPerInstitution: number;
  clientAdminsPerInstitution: number;
  /** Provider staff beside the demo accounts. */
  extraSuperAdmins: number;
  fulfillmentAgents: number;
  /** Inventory: global items (each product at each storage location) and items of each institution. */
  itemsPerInstitution: number;
  /** Percent of non-pending requests that ship a kit (fulfillment requests ≈ requests / 10). */
  fulfillmentPercent: number;
  /** Percent of requests whose patient got reminders (notification logs ≈ requests / 2). */
  remindedPercent: number;
  /** Percent of patients linked to a second institution. */
  secondInstitutionPercent: number;
  /** Audit rows for creations and sign-ins cover this many days before the anchor (a modest volume). */
  auditPatientDays: number;
  auditRequestDays: number;
  auditLoginDays: number;
  contactMessagesPerInstitution: number;
}

export function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Refuses counts out of range; answers the message, or null when the options are fine. */
export function invalidOptions(options: ScaleOptions): string | null {
  for (const key of ['patients', 'requests', 'institutions'] as const) {
    const value = options[key];
    const { min, max } = LIMITS[key];
    if (!Number.isSafeInteger(value) || value < min || value > max) return `--${key} must be a whole number from ${min} to ${max.toLocaleString('en-GB')} (got ${value})`;
  }
  if (options.anchor && Number.isNaN(options.anchor.getTime())) return 'the anchor must be a valid date';
  return null;
}

export function planFor(options: ScaleOptions): ScalePlan {
  const problem = invalidOptions(options);
  if (problem) throw new Error(problem);
  const anchor = options.anchor ?? startOfTodayUtc();
  return {
    patients: options.patients,
    requests: options.requests,
    institutions: options.institutions,
    anchor,
    now: Math.floor(anchor.getTime() / 1000),
    patientDays: 3 * 365,
    requestDays: 2 * 365,
    requestGrowth: 0.85,
    cliniciansPerInstitution: 8,
    labUsersPerInstitution: 3,
    clientAdminsPerInstitution: 2,
    extraSuperAdmins: 2,
    fulfillmentAgents: Math.max(2, Math.ceil(options.institutions / 5)),
    itemsPerInstitution: 5,
    fulfillmentPercent: 11,
    remindedPercent: 29,
    secondInstitutionPercent: 3,
    auditPatientDays: 90,
    auditRequestDays: 30,
    auditLoginDays: 90,
    contactMessagesPerInstitution: 5,
  };
}

/** Epoch seconds `days` days before the anchor. */
export const daysBefore = (plan: ScalePlan, days: number) => plan.now - days * DAY;
