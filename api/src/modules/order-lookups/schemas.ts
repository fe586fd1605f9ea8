import { ErrorBody, IdParams, OrderLookupQuery, PanelDetail, TestFormFieldsResponse } from '@lab/shared';

// The order form's lookups: their documentation and which contract schema each takes (@lab/shared's order-lookups contract).
const tags = ['order-lookups'];

export const testFormFieldsSchema = {
  operationId: 'getTestFormFields',
  tags,
  summary: 'Sample types, markers, panels and collection devices the order form offers an institution',
  // institution_id is optional: see offeredInstitutions in service.ts; one outside the caller's scope is a 404
  querystring: OrderLookupQuery,
  response: { 200: TestFormFieldsResponse, 404: ErrorBody },
};

export const panelSchema = { operationId: 'getPanel', tags, summary: 'One panel with its markers', params: IdParams, response: { 200: PanelDetail, 404: ErrorBody } };
