// The health API: public, for load balancers and start scripts. Each shape is a TypeBox schema:
// the API validates and documents with it.
import { Type, type Static } from './typebox';

export const HEALTH_PATHS = {
  live: '/health',
  ready: '/health/ready',
} as const;

/** GET /health: the process is up (it answers without touching the database). */
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
export type HealthStatus = Static<typeof HealthStatus>;

/** GET /health/ready: the database answers; a 503 `{ error }` otherwise. */
export const ReadinessStatus = Type.Object({ status: Type.Literal('ready') });
export type ReadinessStatus = Static<typeof ReadinessStatus>;
