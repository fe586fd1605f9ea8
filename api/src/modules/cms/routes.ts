import { type ActiveLabsResponse, type CmsItemBody, type CmsItemResponse, type CmsListResponse, type DeleteCmsItemResponse } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, signedIn } from '../../platform/policy';
import { textFieldsOnly } from '../../platform/strict-strings';
import { activeLabsSchema, sectionSchemas, textFieldsOf, type CmsListQuery } from './schemas';
import { createItem, deleteItem, listActiveLabs, listItems, updateItem } from './service';
import { CMS_SECTION_KEYS, type CmsItem } from './sections';

// GET/POST /cms/{section}, PUT/DELETE /cms/{section}/{id} for every CMS section.
// Who may read and write a section depends on the tab rules of @lab/shared and, for markers and
// panels, on the item's institutions: the service decides (403, or 404 for an item not theirs).
const labAssigners = permitted('labs.assign');

type IdParams = { id: number };

export async function cmsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/cms/labs/active', { schema: activeLabsSchema, config: { policy: labAssigners } }, async (): Promise<ActiveLabsResponse> => ({ labs: await listActiveLabs(db) }));

  for (const section of CMS_SECTION_KEYS) {
    const schemas = sectionSchemas(section);
    const config = { policy: signedIn };
    const preValidation = textFieldsOnly(textFieldsOf(section));

    app.get<{ Querystring: CmsListQuery }>(`/cms/${section}`, { schema: schemas.list, config }, async (request): Promise<CmsListResponse<CmsItem>> => ({
      items: await listItems(db, callerOf(request), section, request.query),
    }));

    app.post<{ Body: CmsItemBody }>(`/cms/${section}`, { schema: schemas.create, config, preValidation }, async (request, reply): Promise<CmsItemResponse<CmsItem>> => {
      const item = await createItem(db, callerOf(request), section, request.body);
      return reply.code(201).send({ item });
    });

    app.put<{ Params: IdParams; Body: CmsItemBody }>(`/cms/${section}/:id`, { schema: schemas.update, config, preValidation }, async (request): Promise<CmsItemResponse<CmsItem>> => ({
      item: await updateItem(db, callerOf(request), section, request.params.id, request.body),
    }));

    app.delete<{ Params: IdParams }>(`/cms/${section}/:id`, { schema: schemas.remove, config }, async (request): Promise<DeleteCmsItemResponse> => ({
      message: await deleteItem(db, callerOf(request), section, request.params.id),
    }));
  }
}
