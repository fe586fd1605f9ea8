import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { labs } from './reference';

/**
 * The external lab providers: which laboratory's orders go out over FHIR R4 to which
 * base URL, by the `{provider}` path segment. A super_admin sets them in the CMS Labs tab.
 * The bearer token (`credential`) is write-only: the API never answers it, only whether one is
 * set. EXTERNAL_LAB_<PROVIDER>_TOKEN and EXTERNAL_LAB_<PROVIDER>_URL in the API's environment win
 * over the row, for deployments that keep secrets out of the database.
 */
export const externalLabProviders = pgTable('external_lab_providers', {
  provider: text('provider').primaryKey(),
  labId: integer('lab_id').notNull().references(() => labs.id),
  kind: text('kind').notNull().default('fhir-r4'),
  baseUrl: text('base_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  credential: text('credential'),
  /** The lab may sit on a private, link-local or loopback address (an in-house server, the demo's simulator). */
  allowPrivateNetwork: boolean('allow_private_network').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // one provider per laboratory: a request's lab names the provider its order goes to
  uniqueIndex('external_lab_providers_lab_unique').on(t.labId),
  check('external_lab_providers_key_shape', sql`provider ~ '^[a-z0-9][a-z0-9-]*$'`),
  check('external_lab_providers_kind_check', sql`kind in ('fhir-r4')`),
]);
