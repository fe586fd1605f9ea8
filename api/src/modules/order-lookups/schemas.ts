import { idParams, idSchema } from '../../platform/http-schemas';

const tags = ['order-lookups'];

/** `?institution_id=N`, optional (see resolveOfferedTo in service.ts). */
const institutionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { institution_id: idSchema },
} as const;

export const testFormFieldsSchema = {
  tags,
  summary: 'Sample types, markers, panels and collection devices the order form offers an institution',
  querystring: institutionQuery,
} as const;

export const markersSchema = { tags, summary: 'The markers offered to an institution, by name', querystring: institutionQuery } as const;

export const panelSchema = { tags, summary: 'One panel with its markers', params: idParams } as const;

export const collectionDevicesSchema = {
  tags,
  summary: 'The active collection devices, by name (devices are global)',
  querystring: { type: 'object', additionalProperties: false, properties: {} },
} as const;
