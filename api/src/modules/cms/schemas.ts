import {
  ActiveLabsResponse,
  CMS_ITEM_BODIES,
  CMS_ITEM_SCHEMAS,
  CmsItemResponseOf,
  CmsListResponseOf,
  CmsNoQuery,
  CmsRestrictedListQuery,
  DeleteCmsItemResponse,
  ErrorBody,
  IdParams,
  StorageLocationListQuery,
} from '@lab/shared';
import type { CmsSectionKey } from './sections';

// The CMS routes' documentation and which contract schema each takes (@lab/shared's cms contract).
// The routes are signed-in only: the service answers 403 by the tab rules, so each documents it.
const tags = ['cms'];
const errors = { 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The body's text fields: never coerced from another type (see textFieldsOnly). */
const TEXT_FIELDS = ['name', 'description', 'marker_code', 'units', 'ucum_units', 'loinc_code', 'snomed_code', 'address', 'phone', 'email'];
export const textFieldsOf = (section: CmsSectionKey): string[] => TEXT_FIELDS.filter((field) => field in CMS_ITEM_BODIES[section].properties);

const QUERIES: Partial<Record<CmsSectionKey, typeof CmsRestrictedListQuery | typeof StorageLocationListQuery>> = {
  markers: CmsRestrictedListQuery,
  panels: CmsRestrictedListQuery,
  'storage-locations': StorageLocationListQuery,
};

/** 'collection-devices' → CollectionDevice(s), for the operation ids. */
function sectionNames(section: CmsSectionKey): { one: string; many: string } {
  const many = section.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return { many, one: many.endsWith('ses') ? many.slice(0, -2) : many.slice(0, -1) };
}

export function sectionSchemas(section: CmsSectionKey) {
  const body = CMS_ITEM_BODIES[section];
  const item = CMS_ITEM_SCHEMAS[section];
  const { one, many } = sectionNames(section);
  return {
    list: {
      operationId: `list${many}`,
      tags,
      summary: `The ${section}, in their order`,
      querystring: QUERIES[section] ?? CmsNoQuery,
      response: { 200: CmsListResponseOf(item), 403: ErrorBody, 404: ErrorBody },
    },
    create: { operationId: `create${one}`, tags, summary: `Add one of the ${section}`, body, response: { 201: CmsItemResponseOf(item), ...errors } },
    update: {
      operationId: `update${one}`,
      tags,
      summary: `Change one of the ${section}: fields left out keep their values`,
      params: IdParams,
      body,
      response: { 200: CmsItemResponseOf(item), ...errors },
    },
    remove: {
      operationId: `delete${one}`,
      tags,
      summary: `Delete one of the ${section} that nothing uses (else 409)`,
      params: IdParams,
      response: { 200: DeleteCmsItemResponse, ...errors },
    },
  };
}

export const activeLabsSchema = {
  operationId: 'listActiveLabs',
  tags,
  summary: 'The active labs by name (the lab assignment roles)',
  querystring: CmsNoQuery,
  response: { 200: ActiveLabsResponse },
};
