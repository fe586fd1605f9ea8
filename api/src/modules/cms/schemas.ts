import { MessageBody, ErrorBody, IdParams, Id, MAX_INT, NullableId, NullableText } from '@lab/shared';
import { MAX_ID_LIST_LENGTH } from '../../platform/id-list';
import type { CmsSectionKey } from './sections';
import { untypedBody } from '../../platform/docs';

const tags = ['cms'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

// Each section's body holds only its own fields: the others are dropped by the schema (the forms
// send one generic item). Names, numbers and ranges are checked by the service, for the product's texts.
const name = NullableText(200);
const description = NullableText(1000);
const active = { type: 'boolean' } as const;
const sortOrder = { type: 'number', maximum: MAX_INT } as const;
/**
 * An id list: an array, a JSON array string or a comma list. No type here: the three forms do not
 * fit one JSON type without coercion turning one into another; platform/id-list.ts reads them all
 * and refuses anything else with a 400 naming the field.
 */
const idList = { description: `Ids as an array ([1, 2]), a JSON array string ('[1,2]') or a comma list ('1, 2'); at most ${MAX_ID_LIST_LENGTH}` } as const;
/** numeric(12,4) and numeric(10,2): a larger number is refused before SQL. */
const rangeBound = { type: ['number', 'null'], minimum: -99_999_999, maximum: 99_999_999 } as const;
const common = { name, description, active } as const;

const BODIES = {
  'sample-types': common,
  'tube-types': common,
  statuses: { ...common, sort_order: sortOrder },
  'storage-locations': { ...common, sort_order: sortOrder },
  markers: {
    ...common,
    marker_code: NullableText(50),
    units: NullableText(50),
    value: { type: ['number', 'null'], maximum: 99_999_999 },
    range_min: rangeBound,
    range_max: rangeBound,
    sample_type_ids: idList,
    tube_type_ids: idList,
    institution_ids: idList,
  },
  panels: { ...common, sample_type_id: NullableId, marker_ids: idList, institution_ids: idList },
  'collection-devices': { ...common, max_capacity: { type: ['number', 'null'], maximum: MAX_INT }, tube_type_ids: idList },
  labs: { ...common, address: NullableText(500), phone: NullableText(40), email: NullableText(254) },
} satisfies Record<CmsSectionKey, Record<string, unknown>>;

/** The body's text fields: never coerced from another type (see textFieldsOnly). */
const TEXT_FIELDS = ['name', 'description', 'marker_code', 'units', 'address', 'phone', 'email'];
export const textFieldsOf = (section: CmsSectionKey): string[] => TEXT_FIELDS.filter((field) => field in BODIES[section]);

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const QUERIES: Partial<Record<CmsSectionKey, object>> = {
  markers: { type: 'object', additionalProperties: false, properties: { institution_id: Id } },
  panels: { type: 'object', additionalProperties: false, properties: { institution_id: Id } },
  'storage-locations': { type: 'object', additionalProperties: false, properties: { active: { type: 'boolean' } } },
};

/** GET /cms/markers and /cms/panels: institution_id; GET /cms/storage-locations: active. */
export interface CmsListQuery {
  institution_id?: number;
  active?: boolean;
}

/** 'collection-devices' → CollectionDevice(s), for the operation ids. */
function sectionNames(section: CmsSectionKey): { one: string; many: string } {
  const many = section.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return { many, one: many.endsWith('ses') ? many.slice(0, -2) : many.slice(0, -1) };
}

export function sectionSchemas(section: CmsSectionKey) {
  const body = { type: 'object', additionalProperties: false, properties: BODIES[section] };
  const { one, many } = sectionNames(section);
  return {
    list: { operationId: `list${many}`, tags, summary: `The ${section}, in their order`, querystring: QUERIES[section] ?? noQuery, response: { 200: untypedBody('CmsListResponse'), 403: ErrorBody, 404: ErrorBody } },
    create: { operationId: `create${one}`, tags, summary: `Add one of the ${section}`, body, response: { 201: untypedBody('CmsItemResponse'), ...errors } },
    update: { operationId: `update${one}`, tags, summary: `Change one of the ${section}: fields left out keep their values`, params: IdParams, body, response: { 200: untypedBody('CmsItemResponse'), ...errors } },
    remove: { operationId: `delete${one}`, tags, summary: `Delete one of the ${section} that nothing uses (else 409)`, params: IdParams, response: { 200: MessageBody, ...errors } },
  };
}

export const activeLabsSchema = {
  operationId: 'listActiveLabs',
  tags,
  summary: 'The active labs by name (the lab assignment roles)',
  querystring: noQuery,
  response: { 200: untypedBody('ActiveLabsResponse') },
} as const;
