import type { Db } from '../platform/db/client';
import type { BulkLoader } from './bulk-loader';
import type { ReferenceIds } from '../seed/demo-data/seed-reference';
import type { InstitutionPlace } from './institutions';
import type { People } from './people';
import type { ScalePlan } from './scale-plan';
import type { TestCatalogue } from './test-catalogue';

/** What every table group of the generator needs. */
export interface GenerationContext {
  db: Db;
  /** Inserts in bulk (foreign keys checked set-based afterwards). */
  load: BulkLoader;
  plan: ScalePlan;
  places: InstitutionPlace[];
  people: People;
  ref: ReferenceIds;
  catalogue: TestCatalogue;
}

/** One table group's outcome: rows written per table. */
export type TableCounts = Record<string, number>;
