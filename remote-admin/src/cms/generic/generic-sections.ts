import type { CmsGenericTab, CmsItemBase, LabCmsItem, MarkerCmsItem, PanelCmsItem, SampleTypeCmsItem, StatusCmsItem } from '@lab/shared';

/** A row of any generic tab: the shared fields, and each section's own where it has them. */
export type GenericCmsRow = CmsItemBase & Partial<Omit<MarkerCmsItem & PanelCmsItem & LabCmsItem & StatusCmsItem & SampleTypeCmsItem, keyof CmsItemBase>>;

/** What a generic tab shows beyond Name, Description and Status, and which fields its form has. */
export interface GenericSectionView {
  /** SNOMED CT code column and field (sample types). */
  sampleType?: true;
  /** Sort Order column and field (statuses). */
  sortOrder?: true;
  /** Marker fields (markers). */
  marker?: true;
  /** Sample type and markers (panels); the Markers column. */
  panel?: true;
  /** Address, phone, email; the Contact and Stats columns (labs). */
  lab?: true;
  /** Institutions column and field (markers and panels). */
  institutions?: true;
}

export const GENERIC_SECTION_VIEWS: Record<CmsGenericTab, GenericSectionView> = {
  sample_types: { sampleType: true },
  markers: { marker: true, institutions: true },
  panels: { panel: true, institutions: true },
  tube_types: {},
  statuses: { sortOrder: true },
  labs: { lab: true },
};
