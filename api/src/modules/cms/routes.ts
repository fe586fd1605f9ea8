import { CMS_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, signedIn } from '../../platform/policy';
import { textFieldsOnly } from '../../platform/strict-strings';
import { activeLabsSchema, sectionSchemas, textFieldsOf } from './schemas';
import { createItem, deleteItem, listActiveLabs, listItems, updateItem } from './service';
import { CMS_SECTION_KEYS } from './sections';

// GET/POST /cms/{section}, PUT/DELETE /cms/{section}/{id} for every CMS section.
// Who may read and write a section depends on the tab rules of @lab/shared and, for markers and
// panels, on the item's institutions: the service decides (403, or 404 for an item not theirs).
const labAssigners = permitted('labs.assign');

export async function cmsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(CMS_PATHS.activeLabs, { schema: activeLabsSchema, config: { policy: labAssigners } }, async () => ({ labs: await listActiveLabs(db) }));

  for (const section of CMS_SECTION_KEYS) {
    const schemas = sectionSchemas(section);
    const paths = CMS_PATHS.section(section);
    const config = { policy: signedIn };
    const preValidation = textFieldsOnly(textFieldsOf(section));

    api.get(paths.list, { schema: schemas.list, config }, async (request) => ({
      items: await listItems(db, callerOf(request), section, request.query),
    }));

    api.post(paths.list, { schema: schemas.create, config, preValidation }, async (request, reply) => {
      const item = await createItem(db, callerOf(request), section, request.body);
      return reply.code(201).send({ item });
    });

    api.put(paths.one, { schema: schemas.update, config, preValidation }, async (request) => ({
      item: await updateItem(db, callerOf(request), section, request.params.id, request.body),
    }));

    api.delete(paths.one, { schema: schemas.remove, config }, async (request) => ({
      message: await deleteItem(db, callerOf(request), section, request.params.id),
    }));
  }
}
