import { ACTIVITY_FILTER, ACTIVITY_FILTER_KINDS, ALL_ROLES, ANALYTICS_TIMEFRAMES, DASHBOARD_TIMEFRAMES, DEFAULT_TIMEFRAME } from '@lab/shared';
import { idSchema } from '../../platform/http-schemas';

export const dashboardSchema = {
  tags: ['analytics'],
  summary: "Dashboard figures for the caller's scope",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      timeframe: { type: 'integer', enum: [...DASHBOARD_TIMEFRAMES], default: DEFAULT_TIMEFRAME },
      activity_filter: { type: 'string', enum: [...ACTIVITY_FILTER_KINDS], default: ACTIVITY_FILTER.all },
      include_user_activity: { type: 'boolean', default: true },
      institution_id: idSchema,
      clinician_id: idSchema,
    },
  },
} as const;

export const institutionsSchema = {
  tags: ['analytics'],
  summary: 'Institutions with their activity counts (super_admin)',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { timeframe: { type: 'integer', enum: [...ANALYTICS_TIMEFRAMES], default: DEFAULT_TIMEFRAME } },
  },
} as const;

export const userActivitySchema = {
  tags: ['analytics'],
  summary: "Users' activity in the caller's scope, optionally of one role",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      role: { type: 'string', enum: [...ALL_ROLES] },
      timeframe: { type: 'integer', enum: [...ANALYTICS_TIMEFRAMES], default: DEFAULT_TIMEFRAME },
      institution_id: idSchema,
    },
  },
} as const;
