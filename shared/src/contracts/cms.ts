// The CMS API: the generic sections (/cms/{section}), collection devices and storage locations,
// and the active labs (notification logs, stats and the test notification: contracts/notifications.ts).
// Every list answers { items }; a write answers { item }. PUT is partial: a field left out keeps
// its value (the status badge sends only { active }). Each shape is a TypeBox schema: the API
// validates and documents with it, and its `Static` type is what the screens use.
import { DELTA_WINDOW_DAYS_MAX, DELTA_WINDOW_DAYS_MIN, MAX_REFERENCE_RANGES } from '../marker-rules';
import { ReferenceRangeInput, StoredReferenceRangeItem } from './reference-ranges';
import { DELTA_KINDS } from '../result-safety';
import { Id, MAX_INT, MessageBody, Nullable, NullableId, NullableText, StringEnum } from './schema-pieces';
import { Type, type Static, type TOptional, type TSchema } from './typebox';

const text = Nullable(Type.String());
const ids = Type.Array(Type.Integer());

/** Fields every CMS item has. */
export const CmsItemBase = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: text,
  active: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CmsItemBase = Static<typeof CmsItemBase>;
const base = CmsItemBase.properties;

export const SampleTypeCmsItem = Type.Object({
  ...base,
  snomed_code: Nullable(Type.String({ description: 'The SNOMED CT specimen concept (119297000 for blood); checked by its Verhoeff check digit.' })),
});
export type SampleTypeCmsItem = Static<typeof SampleTypeCmsItem>;
export const TubeTypeCmsItem = CmsItemBase;
export type TubeTypeCmsItem = CmsItemBase;

export const StatusCmsItem = Type.Object({ ...base, sort_order: Type.Integer() });
export type StatusCmsItem = Static<typeof StatusCmsItem>;

export const InstitutionName = Type.Object({ id: Type.Integer(), name: Type.String() });
export type InstitutionName = Static<typeof InstitutionName>;

/** institution_ids and institution_names hold only the institutions the caller may see; empty and global = offered to all. */
const institutionRestricted = {
  institution_ids: ids,
  institution_names: Type.Array(InstitutionName),
  global: Type.Boolean({ description: 'No institution restriction at all (offered to every institution).' }),
  editable: Type.Boolean({ description: "The caller may edit and delete it (a super_admin: all; an institution_admin: only their own institution's)." }),
};



export const MarkerCmsItem = Type.Object({
  ...base,
  ...institutionRestricted,
  marker_code: text,
  units: text,
  ucum_units: Nullable(Type.String({ description: 'The units as a UCUM code (10*9/L for the display 10^9/L); validated by the UCUM validator.' })),
  loinc_code: Nullable(Type.String({ description: 'The LOINC code of what the marker measures (2823-3); checked by its mod-10 check digit.' })),
  value: Type.Number({ description: 'Sample Volume: the sample the marker needs, in µL.' }),
  range_min: Nullable(Type.Number({ description: 'The headline range other screens show (the any-sex range without an upper age); flags come from reference_ranges.' })),
  range_max: Nullable(Type.Number()),
  reference_ranges: Type.Array(StoredReferenceRangeItem, { description: 'By sex and age band, in the order they were entered.' }),
  delta_limit: Nullable(Type.Number({ description: 'Null: no delta check.' })),
  delta_kind: StringEnum(DELTA_KINDS),
  delta_window_days: Type.Integer(),
  sample_type_ids: ids,
  tube_type_ids: ids,
});
export type MarkerCmsItem = Static<typeof MarkerCmsItem>;

export const PanelCmsItem = Type.Object({
  ...base,
  ...institutionRestricted,
  sample_type_id: Nullable(Type.Integer()),
  marker_ids: ids,
  marker_names: Type.Array(Type.String()),
});
export type PanelCmsItem = Static<typeof PanelCmsItem>;

export const LabCmsItem = Type.Object({
  ...base,
  address: text,
  phone: text,
  email: text,
  user_count: Type.Integer({ description: 'Active users of the institutions the lab serves.' }),
  institution_count: Type.Integer({ description: 'Institutions with the lab assigned (any sample type).' }),
  test_request_count: Type.Integer({ description: 'Test requests sent to the lab.' }),
});
export type LabCmsItem = Static<typeof LabCmsItem>;

/**
 * Collection devices and storage locations: shared by every institution (no owner: only a
 * super_admin changes them), or one institution's own (offered only there, changed by its staff).
 */
const institutionOwned = {
  owner_institution_id: Nullable(Type.Integer()),
  owner_institution_name: text,
  editable: Type.Boolean({ description: 'The caller may edit, switch and delete it.' }),
};

export const CollectionDeviceCmsItem = Type.Object({
  ...base,
  ...institutionOwned,
  max_capacity: Nullable(Type.Integer({ description: 'µL, at least 1; null: the default capacity applies.' })),
  tube_type_ids: Type.Array(Type.Integer(), { description: 'Empty: the device suits every marker.' }),
  tube_types: Type.Array(InstitutionName),
});
export type CollectionDeviceCmsItem = Static<typeof CollectionDeviceCmsItem>;

export const StorageLocationCmsItem = Type.Object({ ...base, ...institutionOwned, sort_order: Type.Integer() });
export type StorageLocationCmsItem = Static<typeof StorageLocationCmsItem>;

/** Each list's item, by its path under /cms. */
export const CMS_ITEM_SCHEMAS = {
  'sample-types': SampleTypeCmsItem,
  markers: MarkerCmsItem,
  panels: PanelCmsItem,
  'tube-types': TubeTypeCmsItem,
  statuses: StatusCmsItem,
  labs: LabCmsItem,
  'collection-devices': CollectionDeviceCmsItem,
  'storage-locations': StorageLocationCmsItem,
} as const;
export type CmsItemsBySection = { [S in keyof typeof CMS_ITEM_SCHEMAS]: Static<(typeof CMS_ITEM_SCHEMAS)[S]> };
/** A CMS list's path under /cms: a generic section, collection-devices or storage-locations. */
export type CmsListPath = keyof CmsItemsBySection;

export const CMS_PATHS = {
  /** GET: the labs a lab assignment may name. */
  activeLabs: '/cms/labs/active',
  /** GET and POST /cms/{section}, PUT and DELETE /cms/{section}/{id}. */
  section: <S extends CmsListPath>(section: S) => ({ list: `/cms/${section}` as const, one: `/cms/${section}/:id` as const }),
} as const;

export interface CmsListResponse<T> {
  items: T[];
}
/** `{ items: [item] }`: a list's answer. */
export const CmsListResponseOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });

export interface CmsItemResponse<T> {
  item: T;
}
/** `{ item }`: a write's answer, the item as saved. */
export const CmsItemResponseOf = <T extends TSchema>(item: T) => Type.Object({ item });

/** GET /cms/sample-types: also read by the order form's area (tests) and the lab assignment roles; their pickers keep the active ones. */
export type SampleTypesResponse = CmsListResponse<SampleTypeCmsItem>;
/** GET /cms/storage-locations: also read by the inventory area (its form asks ?active=true). */
export type StorageLocationsResponse = CmsListResponse<StorageLocationCmsItem>;

/** A list that takes no query. */
export const CmsNoQuery = Type.Object({}, { additionalProperties: false });

/** GET /cms/storage-locations?active=true: only the active ones. */
export const StorageLocationListQuery = Type.Object({ active: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type StorageLocationListQuery = Static<typeof StorageLocationListQuery>;

/** GET /cms/markers and /cms/panels: institution_id (in the caller's scope) narrows to that institution's and the global ones. */
export const CmsRestrictedListQuery = Type.Object({ institution_id: Type.Optional(Id) }, { additionalProperties: false });
export type CmsRestrictedListQuery = Static<typeof CmsRestrictedListQuery>;

/** More ids than any form offers: a longer id list is refused. */
export const MAX_ID_LIST_LENGTH = 200;

/** An id list as a client may send it: an array, a JSON array string ('[1,2]') or a comma list ('1,2'). */
export type IdListInput = number[] | string;

/**
 * No type here: the three forms do not fit one JSON type without coercion turning one into
 * another; the API reads them all and refuses anything else with a 400 naming the field.
 */
const idList = Type.Unsafe<IdListInput>({
  description: `Ids as an array ([1, 2]), a JSON array string ('[1,2]') or a comma list ('1, 2'); at most ${MAX_ID_LIST_LENGTH}`,
});
/** numeric(12,4) and numeric(10,2): a larger number is refused before SQL. */
const rangeBound = Nullable(Type.Number({ minimum: -99_999_999, maximum: 99_999_999 }));


// Names, numbers and ranges are checked by the service, in the product's words: the schema only
// bounds what may reach it.
const BODY_FIELDS = {
  name: NullableText(200),
  description: NullableText(1000),
  active: Type.Boolean(),
  /** statuses, storage locations */
  sort_order: Type.Number({ maximum: MAX_INT }),
  /** markers */
  marker_code: NullableText(50),
  units: NullableText(50),
  value: Nullable(Type.Number({ maximum: 99_999_999 })),
  range_min: rangeBound,
  range_max: rangeBound,
  /** The marker's ranges, replacing the stored ones; left out of a PUT, they stay as they are. */
  reference_ranges: Type.Array(ReferenceRangeInput, { maxItems: MAX_REFERENCE_RANGES }),
  loinc_code: NullableText(20),
  ucum_units: NullableText(50),
  delta_limit: rangeBound,
  delta_kind: StringEnum(DELTA_KINDS),
  delta_window_days: Type.Integer({ minimum: DELTA_WINDOW_DAYS_MIN, maximum: DELTA_WINDOW_DAYS_MAX }),
  sample_type_ids: idList,
  /** markers, collection devices */
  tube_type_ids: idList,
  /** markers, panels (a super_admin's choice; empty: global) */
  institution_ids: idList,
  /** sample types */
  snomed_code: NullableText(18),
  /** panels */
  sample_type_id: NullableId,
  marker_ids: idList,
  /** collection devices */
  max_capacity: Nullable(Type.Number({ maximum: MAX_INT })),
  /** labs */
  address: NullableText(500),
  phone: NullableText(40),
  email: NullableText(254),
};
type BodyField = keyof typeof BODY_FIELDS;

/** A body of the given fields, each optional; any other field is dropped. */
function bodyOf<F extends BodyField>(...fields: F[]) {
  const properties = Object.fromEntries(fields.map((field) => [field, Type.Optional(BODY_FIELDS[field])])) as unknown as { [K in F]: TOptional<(typeof BODY_FIELDS)[K]> };
  return Type.Object(properties, { additionalProperties: false });
}

const COMMON = ['name', 'description', 'active'] as const;

/**
 * Each section's write body holds only its own fields: the others are dropped by the schema (the
 * forms send one generic item). POST needs a name (the service says so); PUT takes any subset.
 */
export const CMS_ITEM_BODIES = {
  'sample-types': bodyOf(...COMMON, 'snomed_code'),
  'tube-types': bodyOf(...COMMON),
  statuses: bodyOf(...COMMON, 'sort_order'),
  'storage-locations': bodyOf(...COMMON, 'sort_order'),
  markers: bodyOf(
    ...COMMON,
    'marker_code',
    'units',
    'ucum_units',
    'loinc_code',
    'value',
    'range_min',
    'range_max',
    'reference_ranges',
    'delta_limit',
    'delta_kind',
    'delta_window_days',
    'sample_type_ids',
    'tube_type_ids',
    'institution_ids',
  ),
  panels: bodyOf(...COMMON, 'sample_type_id', 'marker_ids', 'institution_ids'),
  'collection-devices': bodyOf(...COMMON, 'max_capacity', 'tube_type_ids'),
  labs: bodyOf(...COMMON, 'address', 'phone', 'email'),
} satisfies Record<CmsListPath, TSchema>;

/** The write body of every section: any of the sections' fields (each section takes only its own). */
export const CmsItemBody = bodyOf(...(Object.keys(BODY_FIELDS) as BodyField[]));
export type CmsItemBody = Static<typeof CmsItemBody>;

/** DELETE /cms/{section}/{id}: the item is gone. */
export const DeleteCmsItemResponse = MessageBody;
export type DeleteCmsItemResponse = Static<typeof MessageBody>;

/** GET /cms/labs/active. */
export const LabSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: text,
  address: text,
  phone: text,
  email: text,
  active: Type.Boolean(),
});
export type LabSummary = Static<typeof LabSummary>;

export const ActiveLabsResponse = Type.Object({ labs: Type.Array(LabSummary) });
export type ActiveLabsResponse = Static<typeof ActiveLabsResponse>;
