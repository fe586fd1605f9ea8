import { USER_PICKER_ROLES } from '@lab/shared';
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

export const institutionLabsSchema = {
  tags,
  summary: "The active labs an institution sends samples to, optionally of one sample type (an id), by name",
  params: idParams,
  querystring: { type: 'object', additionalProperties: false, properties: { sample_type: idSchema } },
} as const;

export const userPickerSchema = {
  tags,
  summary: 'Active users for the order form pickers: fulfillment agents, or the clinicians of institution_id',
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['role'],
    properties: {
      role: { type: 'string', enum: [...USER_PICKER_ROLES] },
      institution_id: idSchema,
    },
  },
} as const;
