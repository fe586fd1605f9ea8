// The lookups the test order form loads (markers, panels, collection devices, sample types, lab
// options, clinician users): GET /cms/test-form-fields, /cms/panels/{id},
// /institutions/{id}/labs and /users?role=... (the CMS lists of markers and devices are in cms.ts,
// the lab options in institutions.ts). Only active rows are offered. Volumes are in µL.
import type { Role } from '../access';
import { Id, Nullable } from './schema-pieces';
import { Type, type Static } from './typebox';

export const ORDER_LOOKUP_PATHS = {
  formFields: '/cms/test-form-fields',
  panel: '/cms/panels/:id',
} as const;

const text = Nullable(Type.String());
const ids = (description?: string) => Type.Array(Type.Integer(), description ? { description } : {});

export const SampleTypeOption = Type.Object({ id: Type.Integer(), name: Type.String() });
export type SampleTypeOption = Static<typeof SampleTypeOption>;

export const MarkerOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: text,
  range_min: Nullable(Type.Number()),
  range_max: Nullable(Type.Number()),
  units: text,
  value: Type.Number({ description: 'The sample volume the marker needs, in µL, to 2 decimals.' }),
  sample_type_ids: ids(),
  tube_type_ids: ids(),
  institution_ids: ids('The institutions the marker is restricted to, of those the caller may see; empty: a global marker.'),
});
export type MarkerOption = Static<typeof MarkerOption>;

export const PanelOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: text,
  // The old system sent a comma list ("1,2,3"); this API sends a number array.
  marker_ids: ids("The panel's active markers, by id."),
  sample_type_id: Nullable(Type.Integer()),
  institution_ids: ids('The institutions the panel is restricted to, of those the caller may see; empty: a global panel.'),
  total_volume: Type.Number({ description: "The sum of its markers' value, in µL, to 2 decimals." }),
});
export type PanelOption = Static<typeof PanelOption>;

/** GET /cms/panels/{id}: the panel with its markers. */
export const PanelDetail = Type.Object({ ...PanelOption.properties, markers: Type.Array(MarkerOption) });
export type PanelDetail = Static<typeof PanelDetail>;

export const CollectionDeviceOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: text,
  max_capacity: Nullable(Type.Integer({ description: 'µL; null means the default capacity (DEFAULT_DEVICE_CAPACITY_UL, 100 µL) applies.' })),
  tube_type_ids: ids('The tube types the device takes; empty: it suits every marker.'),
});
export type CollectionDeviceOption = Static<typeof CollectionDeviceOption>;

/** A user offered by the order form's pickers. */
export interface UserOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

/** GET /cms/test-form-fields takes institution_id (optional: see the API's service). */
export const OrderLookupQuery = Type.Object({ institution_id: Type.Optional(Id) }, { additionalProperties: false });
export type OrderLookupQuery = Static<typeof OrderLookupQuery>;

export const TestFormFieldsResponse = Type.Object({
  sample_types: Type.Array(SampleTypeOption),
  markers: Type.Array(MarkerOption),
  panels: Type.Array(PanelOption),
  collection_devices: Type.Array(CollectionDeviceOption),
});
export type TestFormFieldsResponse = Static<typeof TestFormFieldsResponse>;

