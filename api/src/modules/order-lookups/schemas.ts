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

export const panelSchema = { tags, summary: 'One panel with its markers', params: idParams } as const;
