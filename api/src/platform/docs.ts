import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBody } from '@lab/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RoutePolicy } from './policy';

export const DOCS_PREFIX = '/api/docs';

/**
 * The refusals every route shares, whatever its handler does: 400 (its input's schema, or a URL
 * that cannot be read: see frameworkErrors), 401 when it needs a session, 403 when its policy
 * names an action, an area or roles. Routes declare their own (404, 409, 429, 502...) in their schema.
 */
function withSharedRefusals(schema: FastifySchema, policy: RoutePolicy | undefined): FastifySchema {
  // a copy: schemas and their response maps are constants that several routes share
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: number) => (response[status] ??= ErrorBody);
  add(400);
  if (policy && policy.access !== 'public') add(401);
  if (policy && policy.access !== 'public' && policy.access !== 'authenticated') add(403);
  return { ...schema, response };
}

/** OpenAPI built from the route schemas, served at /api/docs (public: see app.ts). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.schema && !route.url.startsWith(DOCS_PREFIX)) route.schema = withSharedRefusals(route.schema, route.config?.policy);
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lab portal API', version: '1.0.0', description: 'Every refusal answers `{ error }` with a text for people.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
