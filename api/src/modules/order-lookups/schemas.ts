import { IdParams, Id } from '@lab/shared';

const tags = ['order-lookups'];

/** `?institution_id=N`, optional (see resolveOfferedTo in service.ts). */
const institutionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { institution_id: Id },
} as const;

export const testFormFieldsSchema = {
  tags,
  summary: 'Sample types, markers, panels and collection devices the order form offers an institution',
  querystring: institutionQuery,
} as const;

export const panelSchema = { tags, summary: 'One panel with its markers', params: IdParams } as const;
