import { IdParams, Id } from '@lab/shared';
import { untypedBody } from '../../platform/docs';

const tags = ['order-lookups'];

/** `?institution_id=N`, optional (see resolveOfferedTo in service.ts). */
const institutionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { institution_id: Id },
} as const;

export const testFormFieldsSchema = {
  operationId: 'getTestFormFields',
  tags,
  summary: 'Sample types, markers, panels and collection devices the order form offers an institution',
  querystring: institutionQuery,
  response: { 200: untypedBody('TestFormFieldsResponse') },
} as const;

export const panelSchema = { operationId: 'getPanel', tags, summary: 'One panel with its markers', params: IdParams, response: { 200: untypedBody('PanelDetail') } } as const;
