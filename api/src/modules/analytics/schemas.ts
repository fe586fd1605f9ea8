export const DASHBOARD_TIMEFRAMES = [7, 30, 90] as const;
export const ACTIVITY_FILTERS = ['all', 'institution', 'clinician'] as const;

export interface DashboardQuery {
  timeframe: (typeof DASHBOARD_TIMEFRAMES)[number];
  activity_filter: (typeof ACTIVITY_FILTERS)[number];
  include_user_activity: boolean;
  institution_id?: number;
  clinician_id?: number;
}

export const dashboardSchema = {
  tags: ['analytics'],
  summary: "Dashboard figures for the caller's scope",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      timeframe: { type: 'integer', enum: [...DASHBOARD_TIMEFRAMES], default: 30 },
      activity_filter: { type: 'string', enum: [...ACTIVITY_FILTERS], default: 'all' },
      include_user_activity: { type: 'boolean', default: true },
      institution_id: { type: 'integer', minimum: 1 },
      clinician_id: { type: 'integer', minimum: 1 },
    },
  },
} as const;

export const institutionsSchema = {
  tags: ['analytics'],
  summary: 'Institutions with their activity counts (super_admin)',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { timeframe: { type: 'integer', enum: [7, 30, 90, 365], default: 30 } },
  },
} as const;

export const userActivitySchema = {
  tags: ['analytics'],
  summary: "Users' activity in the caller's scope, optionally of one role",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      role: { type: 'string', enum: ['super_admin', 'institution_admin', 'clinician', 'client_admin', 'fulfillment_agent', 'lab_user'] },
      timeframe: { type: 'integer', enum: [7, 30, 90, 365], default: 30 },
      institution_id: { type: 'integer', minimum: 1 },
    },
  },
} as const;
