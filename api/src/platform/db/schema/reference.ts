import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';

// Reference data managed in the CMS: sample types, tube types, markers,
// panels, collection devices, statuses, storage locations and labs.

const audited = {
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const sampleTypes = pgTable('sample_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** The SNOMED CT specimen concept, where one is known (119297000 for blood). */
  snomedCode: text('snomed_code'),
  ...audited,
}, (t) => [
  uniqueIndex('sample_types_name_unique').on(t.name),
  // the check digit is the CMS's to verify; the database keeps the shape
  check('sample_types_snomed_shape', sql`snomed_code is null or snomed_code ~ '^[1-9][0-9]{5,17}$'`),
]);

export const tubeTypes = pgTable('tube_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  ...audited,
}, (t) => [uniqueIndex('tube_types_name_unique').on(t.name)]);

export const markers = pgTable('markers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  markerCode: text('marker_code'),
  description: text('description'),
  /** What people read ('10^9/L', 'µmol/L'). */
  units: text('units'),
  /** The same units as a UCUM code ('10*9/L', 'umol/L'): what other systems receive; checked by the UCUM validator. */
  ucumUnits: text('ucum_units'),
  rangeMin: numeric('range_min', { precision: 12, scale: 4, mode: 'number' }),
  rangeMax: numeric('range_max', { precision: 12, scale: 4, mode: 'number' }),
  /** Sample volume the marker needs, in µL (the form calls it "value"). */
  volumeUl: numeric('volume_ul', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  /** The LOINC code of what the marker measures (2823-3 for serum potassium): the code external labs understand. */
  loincCode: text('loinc_code'),
  /** The delta check: a change from the patient's previous final value beyond this limit needs a confirmed release. */
  deltaLimit: numeric('delta_limit', { precision: 12, scale: 4, mode: 'number' }),
  deltaKind: text('delta_kind').notNull().default('absolute'),
  deltaWindowDays: integer('delta_window_days').notNull().default(30),
  ...audited,
}, (t) => [
  uniqueIndex('markers_name_unique').on(t.name),
  check('markers_delta_kind_check', sql`delta_kind in ('absolute', 'percent')`),
  check('markers_delta_limit_positive', sql`delta_limit is null or delta_limit > 0`),
  check('markers_delta_window_range', sql`delta_window_days between 1 and 3650`),
  check('markers_loinc_shape', sql`loinc_code is null or loinc_code ~ '^[0-9]{1,7}-[0-9]$'`),
  check('markers_volume_non_negative', sql`volume_ul >= 0`),
  check('markers_range_order', sql`range_min is null or range_max is null or range_min <= range_max`),
]);

/**
 * A marker's reference ranges by sex and age band ([age_from, age_to) in age_unit). The values
 * entered for a patient copy the one that matches them; editing a range never changes a result.
 */
export const markerReferenceRanges = pgTable('marker_reference_ranges', {
  id: serial('id').primaryKey(),
  markerId: integer('marker_id').notNull().references(() => markers.id, { onDelete: 'cascade' }),
  sex: text('sex').notNull().default('any'),
  ageFrom: integer('age_from').notNull().default(0),
  ageTo: integer('age_to'),
  ageUnit: text('age_unit').notNull().default('years'),
  low: numeric('low', { precision: 12, scale: 4, mode: 'number' }),
  high: numeric('high', { precision: 12, scale: 4, mode: 'number' }),
  criticalLow: numeric('critical_low', { precision: 12, scale: 4, mode: 'number' }),
  criticalHigh: numeric('critical_high', { precision: 12, scale: 4, mode: 'number' }),
  units: text('units'),
}, (t) => [
  index('marker_reference_ranges_marker_idx').on(t.markerId),
  check('marker_reference_ranges_sex_check', sql`sex in ('any', 'male', 'female')`),
  check('marker_reference_ranges_unit_check', sql`age_unit in ('days', 'months', 'years')`),
  check('marker_reference_ranges_age_order', sql`age_from >= 0 and (age_to is null or age_to > age_from)`),
  check('marker_reference_ranges_limit_order', sql`low is null or high is null or low <= high`),
  check('marker_reference_ranges_critical_low_order', sql`critical_low is null or low is null or critical_low <= low`),
  check('marker_reference_ranges_critical_high_order', sql`critical_high is null or high is null or critical_high >= high`),
]);

export const markerSampleTypes = pgTable('marker_sample_types', {
  markerId: integer('marker_id').notNull().references(() => markers.id, { onDelete: 'cascade' }),
  sampleTypeId: integer('sample_type_id').notNull().references(() => sampleTypes.id),
}, (t) => [primaryKey({ columns: [t.markerId, t.sampleTypeId] }), index('marker_sample_types_sample_type_idx').on(t.sampleTypeId)]);

export const markerTubeTypes = pgTable('marker_tube_types', {
  markerId: integer('marker_id').notNull().references(() => markers.id, { onDelete: 'cascade' }),
  tubeTypeId: integer('tube_type_id').notNull().references(() => tubeTypes.id),
}, (t) => [primaryKey({ columns: [t.markerId, t.tubeTypeId] })]);

/** No rows for a marker means it is global. */
export const markerInstitutions = pgTable('marker_institutions', {
  markerId: integer('marker_id').notNull().references(() => markers.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
}, (t) => [primaryKey({ columns: [t.markerId, t.institutionId] }), index('marker_institutions_institution_idx').on(t.institutionId)]);

export const panels = pgTable('panels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  sampleTypeId: integer('sample_type_id').references(() => sampleTypes.id),
  ...audited,
}, (t) => [uniqueIndex('panels_name_unique').on(t.name)]);

export const panelMarkers = pgTable('panel_markers', {
  panelId: integer('panel_id').notNull().references(() => panels.id, { onDelete: 'cascade' }),
  markerId: integer('marker_id').notNull().references(() => markers.id),
}, (t) => [primaryKey({ columns: [t.panelId, t.markerId] }), index('panel_markers_marker_idx').on(t.markerId)]);

/** No rows for a panel means it is global. */
export const panelInstitutions = pgTable('panel_institutions', {
  panelId: integer('panel_id').notNull().references(() => panels.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
}, (t) => [primaryKey({ columns: [t.panelId, t.institutionId] }), index('panel_institutions_institution_idx').on(t.institutionId)]);

export const collectionDevices = pgTable('collection_devices', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** µL; null means the default capacity (100 µL) applies. */
  maxCapacityUl: integer('max_capacity_ul'),
  /** The institution whose own device this is (offered only to it, changed by its admin); null: shared, the provider's. */
  ownerInstitutionId: integer('owner_institution_id').references(() => institutions.id),
  ...audited,
}, (t) => [
  uniqueIndex('collection_devices_name_unique').on(t.name),
  check('collection_devices_capacity_min', sql`max_capacity_ul is null or max_capacity_ul >= 1`),
]);

/** No rows for a device means it suits every marker. */
export const collectionDeviceTubeTypes = pgTable('collection_device_tube_types', {
  collectionDeviceId: integer('collection_device_id').notNull().references(() => collectionDevices.id, { onDelete: 'cascade' }),
  tubeTypeId: integer('tube_type_id').notNull().references(() => tubeTypes.id),
}, (t) => [primaryKey({ columns: [t.collectionDeviceId, t.tubeTypeId] })]);

/** CMS statuses offered on the order form (cms_status). */
export const statuses = pgTable('statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...audited,
}, (t) => [uniqueIndex('statuses_name_unique').on(t.name), check('statuses_sort_order_min', sql`sort_order >= 0`)]);

export const storageLocations = pgTable('storage_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The institution whose own location this is (offered only to it, changed by its staff); null: shared, the provider's. */
  ownerInstitutionId: integer('owner_institution_id').references(() => institutions.id),
  ...audited,
}, (t) => [
  uniqueIndex('storage_locations_name_unique').on(t.name),
  check('storage_locations_sort_order_min', sql`sort_order >= 0`),
  index('storage_locations_sort_idx').on(t.sortOrder, t.name),
]);

export const labs = pgTable('labs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  ...audited,
}, (t) => [uniqueIndex('labs_name_unique').on(t.name)]);

/** Which lab serves which sample type for an institution. */
export const institutionLabs = pgTable('institution_labs', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  labId: integer('lab_id').notNull().references(() => labs.id),
  sampleTypeId: integer('sample_type_id').notNull().references(() => sampleTypes.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('institution_labs_unique').on(t.institutionId, t.labId, t.sampleTypeId),
  index('institution_labs_lookup_idx').on(t.institutionId, t.sampleTypeId),
]);
