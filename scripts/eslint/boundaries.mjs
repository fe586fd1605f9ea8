// The boundaries of the repository (docs/architecture.md describes them) as ESLint rules, one
// plugin wired in eslint.config.mjs at the repository root. Each rule decides from the file's own
// path whether it applies, so it can be turned on everywhere; boundaries.test.mjs proves each one
// with a fixture that breaks it and one that keeps it.
import { apiBoundaries } from './api-boundaries.mjs';
import { featureZones } from './feature-zones.mjs';
import { packageBoundaries } from './package-boundaries.mjs';

export const ROLE_NAMES = ['super_admin', 'institution_admin', 'clinician', 'client_admin', 'fulfillment_agent', 'lab_user'];

export const boundaries = {
  rules: { ...apiBoundaries, ...packageBoundaries, ...featureZones },
};
