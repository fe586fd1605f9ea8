// The CMS API: the generic sections (/cms/{section}), collection devices and storage locations
// (notification logs, stats and the test notification: contracts/notifications.ts).
// Every list answers { items }; a write answers { item }. PUT is partial: a field left out keeps
// its value (the status badge sends only { active }).

/** Fields every CMS item has. */
export interface CmsItemBase {
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export type SampleTypeCmsItem = CmsItemBase;
export type TubeTypeCmsItem = CmsItemBase;

export interface StatusCmsItem extends CmsItemBase {
  sort_order: number;
}

export interface InstitutionName {
  id: number;
  name: string;
}

/** institution_ids and institution_names hold only the institutions the caller may see; empty and global = offered to all. */
interface InstitutionRestricted {
  institution_ids: number[];
  institution_names: InstitutionName[];
  /** No institution restriction at all (offered to every institution). */
  global: boolean;
  /** The caller may edit and delete it (a super_admin: all; an institution_admin: only their own institution's). */
  editable: boolean;
}

export interface MarkerCmsItem extends CmsItemBase, InstitutionRestricted {
  marker_code: string | null;
  units: string | null;
  /** Sample Volume: the sample the marker needs, in µL. */
  value: number;
  range_min: number | null;
  range_max: number | null;
  sample_type_ids: number[];
  tube_type_ids: number[];
}

export interface PanelCmsItem extends CmsItemBase, InstitutionRestricted {
  sample_type_id: number | null;
  marker_ids: number[];
  marker_names: string[];
}

export interface LabCmsItem extends CmsItemBase {
  address: string | null;
  phone: string | null;
  email: string | null;
  /** Active users of the institutions the lab serves. */
  user_count: number;
  /** Institutions with the lab assigned (any sample type). */
  institution_count: number;
  /** Test requests sent to the lab. */
  test_request_count: number;
}

/**
 * Collection devices and storage locations: shared by every institution (no owner: only a
 * super_admin changes them), or one institution's own (offered only there, changed by its staff).
 */
interface InstitutionOwned {
  owner_institution_id: number | null;
  owner_institution_name: string | null;
  /** The caller may edit, switch and delete it. */
  editable: boolean;
}

export interface CollectionDeviceCmsItem extends CmsItemBase, InstitutionOwned {
  /** µL, at least 1; null: the default capacity applies. */
  max_capacity: number | null;
  /** Empty: the device suits every marker. */
  tube_type_ids: number[];
  tube_types: { id: number; name: string }[];
}

export interface StorageLocationCmsItem extends CmsItemBase, InstitutionOwned {
  sort_order: number;
}

export interface CmsItemsBySection {
  'sample-types': SampleTypeCmsItem;
  markers: MarkerCmsItem;
  panels: PanelCmsItem;
  'tube-types': TubeTypeCmsItem;
  statuses: StatusCmsItem;
  labs: LabCmsItem;
  'collection-devices': CollectionDeviceCmsItem;
  'storage-locations': StorageLocationCmsItem;
}

export interface CmsListResponse<T> {
  items: T[];
}

export interface CmsItemResponse<T> {
  item: T;
}

/** GET /cms/sample-types: also read by the order form's area (tests) and the lab assignment roles; their pickers keep the active ones. */
export type SampleTypesResponse = CmsListResponse<SampleTypeCmsItem>;
/** GET /cms/storage-locations: also read by the inventory area (its form asks ?active=true). */
export type StorageLocationsResponse = CmsListResponse<StorageLocationCmsItem>;

/** GET /cms/storage-locations?active=true: only the active ones. */
export interface StorageLocationListQuery {
  active?: boolean;
}

/** An id list as the spec allows it: an array, a JSON array string ('[1,2]') or a comma list ('1,2'). */
export type IdListInput = number[] | string;

/**
 * The write body of every section (only the section's own fields are accepted; see the API's
 * schemas): POST needs name; PUT takes any subset.
 */
export interface CmsItemBody {
  name?: string;
  description?: string | null;
  active?: boolean;
  /** statuses, storage locations */
  sort_order?: number;
  /** markers */
  marker_code?: string | null;
  units?: string | null;
  value?: number | null;
  range_min?: number | null;
  range_max?: number | null;
  sample_type_ids?: IdListInput;
  /** markers, collection devices */
  tube_type_ids?: IdListInput;
  /** markers, panels (a super_admin's choice; empty: global) */
  institution_ids?: IdListInput;
  /** panels */
  sample_type_id?: number | null;
  marker_ids?: IdListInput;
  /** collection devices */
  max_capacity?: number | null;
  /** labs */
  address?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** GET /cms/markers and /cms/panels: institution_id (in the caller's scope) narrows to that institution's and the global ones. */
export interface CmsRestrictedListQuery {
  institution_id?: number;
}

export interface DeleteCmsItemResponse {
  message: string;
}
