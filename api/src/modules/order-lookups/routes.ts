import type { OrderLookupQuery, PanelDetail, TestFormFieldsResponse } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import type { RoutePolicy } from '../../platform/policy';
import { panelSchema, testFormFieldsSchema } from './schemas';
import { getPanel, getTestFormFields } from './service';

// The test order form's lookups: whoever may reach test requests may load them. Institution scope
// and availability are applied by the service. (The CMS lists of markers and collection devices,
// GET /cms/markers and /cms/collection-devices, are the cms module's.)
const testsArea: RoutePolicy = { access: 'area', area: 'tests' };

type IdParams = { id: number };

export async function orderLookupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: OrderLookupQuery }>(
    '/cms/test-form-fields',
    { schema: testFormFieldsSchema, config: { policy: testsArea } },
    (request): Promise<TestFormFieldsResponse> => getTestFormFields(db, callerOf(request), request.query.institution_id),
  );

  app.get<{ Params: IdParams }>('/cms/panels/:id', { schema: panelSchema, config: { policy: testsArea } }, (request): Promise<PanelDetail> =>
    getPanel(db, callerOf(request), request.params.id),
  );
}
