import { ORDER_LOOKUP_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
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

export async function orderLookupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(ORDER_LOOKUP_PATHS.formFields, { schema: testFormFieldsSchema, config: { policy: testsArea } }, (request) =>
    getTestFormFields(db, callerOf(request), request.query.institution_id),
  );

  api.get(ORDER_LOOKUP_PATHS.panel, { schema: panelSchema, config: { policy: testsArea } }, (request) => getPanel(db, callerOf(request), request.params.id));
}
