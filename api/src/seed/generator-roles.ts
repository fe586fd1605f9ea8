import type { Role } from '@lab/shared';

/**
 * The roles the scale data generator (src/generate) gives its people. Role names are spelled only
 * in @lab/shared and the seed (ESLint refuses them elsewhere); the generator takes them from here.
 */
export const GENERATOR_ROLES = {
  superAdmin: 'super_admin',
  institutionAdmin: 'institution_admin',
  clinician: 'clinician',
  clientAdmin: 'client_admin',
  fulfillmentAgent: 'fulfillment_agent',
  labUser: 'lab_user',
} as const satisfies Record<string, Role>;
