// The CMS sections: each one's tab (whose rules in @lab/shared say who
// may read and edit it), its table, its order and its id lists (link tables).
import { CMS_SECTIONS, cmsTab, type CmsItemsBySection, type CmsTabKey } from '@lab/shared';

export type CmsSectionKey = keyof CmsItemsBySection;
export type CmsItem = CmsItemsBySection[CmsSectionKey];

export const CMS_SECTION_KEYS: readonly CmsSectionKey[] = [...CMS_SECTIONS, 'collection-devices', 'storage-locations'];

export type IdListField = 'sample_type_ids' | 'tube_type_ids' | 'institution_ids' | 'marker_ids';

/** An id list of a section stored as rows of a link table (owner, target). */
export interface LinkRule {
  field: IdListField;
  table: string;
  owner: string;
  target: string;
  /** The table the ids name, and its item in messages ('Unknown sample type: 99'). */
  targets: string;
  targetItem: string;
}

export interface SectionRule {
  tab: CmsTabKey;
  table: string;
  /** Listed by sort_order, then name (statuses, storage locations); else by name, case-insensitively. */
  bySortOrder: boolean;
  links: readonly LinkRule[];
  /** Markers and panels: offered to the institutions of this link table (none: global). */
  institutionLinks: 'marker_institutions' | 'panel_institutions' | null;
  /** Collection devices and storage locations: shared (no owner), or one institution's own. */
  owned: boolean;
}

const link = (field: IdListField, table: string, owner: string, target: string, targets: string, targetItem: string): LinkRule => ({ field, table, owner, target, targets, targetItem });

const sampleTypesOfMarker = link('sample_type_ids', 'marker_sample_types', 'marker_id', 'sample_type_id', 'sample_types', 'sample type');
const tubeTypesOfMarker = link('tube_type_ids', 'marker_tube_types', 'marker_id', 'tube_type_id', 'tube_types', 'tube type');
const institutionsOfMarker = link('institution_ids', 'marker_institutions', 'marker_id', 'institution_id', 'institutions', 'institution');
const markersOfPanel = link('marker_ids', 'panel_markers', 'panel_id', 'marker_id', 'markers', 'marker');
const institutionsOfPanel = link('institution_ids', 'panel_institutions', 'panel_id', 'institution_id', 'institutions', 'institution');
const tubeTypesOfDevice = link('tube_type_ids', 'collection_device_tube_types', 'collection_device_id', 'tube_type_id', 'tube_types', 'tube type');

const plain = (tab: CmsTabKey, table: string, bySortOrder = false): SectionRule => ({ tab, table, bySortOrder, links: [], institutionLinks: null, owned: false });

export const SECTION_RULES: Record<CmsSectionKey, SectionRule> = {
  'sample-types': plain('sample_types', 'sample_types'),
  markers: { ...plain('markers', 'markers'), links: [sampleTypesOfMarker, tubeTypesOfMarker, institutionsOfMarker], institutionLinks: 'marker_institutions' },
  panels: { ...plain('panels', 'panels'), links: [markersOfPanel, institutionsOfPanel], institutionLinks: 'panel_institutions' },
  'tube-types': plain('tube_types', 'tube_types'),
  statuses: plain('statuses', 'statuses', true),
  labs: plain('labs', 'labs'),
  'collection-devices': { ...plain('collection_devices', 'collection_devices'), links: [tubeTypesOfDevice], owned: true },
  'storage-locations': { ...plain('storage_locations', 'storage_locations', true), owned: true },
};

/** The item's name in messages: 'marker', 'collection device'. */
export const itemOf = (section: CmsSectionKey): string => cmsTab(SECTION_RULES[section].tab).item;

/** The audit log's entity type: 'marker', 'collection_device'. */
export const entityTypeOf = (section: CmsSectionKey): string => itemOf(section).replace(/ /g, '_');
