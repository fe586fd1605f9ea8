import { ErrorBody, HealthStatus, ReadinessStatus } from '@lab/shared';

// The health routes' documentation and which contract schema each takes (@lab/shared's health contract).
const tags = ['health'];

export const healthSchema = { operationId: 'getHealth', tags, summary: 'The process is up', response: { 200: HealthStatus } };
export const readinessSchema = { operationId: 'getReadiness', tags, summary: 'The database answers', response: { 200: ReadinessStatus, 503: ErrorBody } };
