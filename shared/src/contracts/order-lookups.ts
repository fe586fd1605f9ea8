// The lookups the test order form loads (markers, panels, collection devices, sample types, lab
// options, clinician users): GET /cms/test-form-fields, /cms/panels/{id},
// /institutions/{id}/labs and /users?role=... (the CMS lists of markers and devices are in cms.ts,
// the lab options in institutions.ts). Only active rows are offered. Volumes are in µL.
import type { Role } from '../access';

export interface SampleTypeOption {
  id: number;
  name: string;
}

export interface MarkerOption {
  id: number;
  name: string;
  description: string | null;
  range_min: number | null;
  range_max: number | null;
  units: string | null;
  /** The sample volume the marker needs, in µL, to 2 decimals. */
  value: number;
  sample_type_ids: number[];
  tube_type_ids: number[];
  /** The institutions the marker is restricted to, of those the caller may see; empty: a global marker. */
  institution_ids: number[];
}

export interface PanelOption {
  id: number;
  name: string;
  description: string | null;
  /**
   * The panel's active markers, by id. The old system sent a comma list ("1,2,3"); this API
   * sends a number array.
   */
  marker_ids: number[];
  sample_type_id: number | null;
  /** The institutions the panel is restricted to, of those the caller may see; empty: a global panel. */
  institution_ids: number[];
  /** The sum of its markers' value, in µL, to 2 decimals. */
  total_volume: number;
}

/** GET /cms/panels/{id}: the panel with its markers. */
export interface PanelDetail extends PanelOption {
  markers: MarkerOption[];
}

export interface CollectionDeviceOption {
  id: number;
  name: string;
  description: string | null;
  /** µL; null means the default capacity (DEFAULT_DEVICE_CAPACITY_UL, 100 µL) applies. */
  max_capacity: number | null;
  /** The tube types the device takes; empty: it suits every marker. */
  tube_type_ids: number[];
}

/** A user offered by the order form's pickers. */
export interface UserOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

/** GET /cms/test-form-fields takes institution_id (optional: see the API's service). */
export interface OrderLookupQuery {
  institution_id?: number;
}

export interface TestFormFieldsResponse {
  sample_types: SampleTypeOption[];
  markers: MarkerOption[];
  panels: PanelOption[];
  collection_devices: CollectionDeviceOption[];
}

