import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { malform, type Behaviour } from './behaviour';
import { capabilityStatement } from './capability';
import { styleCoding } from './coding-style';
import { isKnownResourceType } from './fhir-validation';
import { fhirError, notFound } from './outcome';
import type { OrderStore } from './orders';
import { search, type SearchQuery } from './search';
import { styleReferences } from './reference-style';
import { processTransaction } from './transaction';

export const FHIR_PREFIX = '/fhir';
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

export interface FhirRouteOptions {
  store: OrderStore;
  behaviour: { current: Behaviour };
  token?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This server's FHIR base as the client reached it, e.g. http://127.0.0.1:4010/fhir. */
const baseUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}${FHIR_PREFIX}`;

type ResourceParams = { resourceType: string; id: string; versionId?: string };

/** The FHIR R4 endpoints under /fhir (docs/external-lab-fhir.md); registered with prefix FHIR_PREFIX. */
export const fhirRoutes: FastifyPluginAsync<FhirRouteOptions> = async (app, { store, behaviour, token }) => {
  const startedAt = new Date(store.now()).toISOString();

  // Behaviour first (an outage answers before anything else), then the bearer token.
  app.addHook('onRequest', async (request, reply) => {
    const { mode } = behaviour.current;
    if (mode === 'fail') {
      reply.header('retry-after', '30');
      throw fhirError(503, 'transient', 'The reference lab is unavailable (simulated outage)');
    }
    if (token && request.headers.authorization !== `Bearer ${token}`) {
      reply.header('www-authenticate', 'Bearer');
      throw fhirError(401, 'login', request.headers.authorization ? 'The bearer token is not valid' : 'Authorization: Bearer <token> is required');
    }
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const styled = styleCoding(styleReferences(payload, behaviour.current.references, baseUrl(request), store.resources), behaviour.current.coding);
    return behaviour.current.mode === 'malformed' ? malform(styled) : styled;
  });
  // A slow lab does the work, then answers late: the worst case for a caller that gives up
  // waiting, since the order exists although the caller never heard so.
  app.addHook('onSend', async (request, reply, payload) => {
    const { mode, delay_ms: delay, delay_on: delayOn } = behaviour.current;
    const transaction = request.method === 'POST' && request.url.split('?')[0].replace(/\/$/, '') === FHIR_PREFIX;
    if (mode === 'slow' && (delayOn === 'all' || transaction)) await sleep(delay);
    reply.header('content-type', FHIR_CONTENT_TYPE);
    return payload;
  });
  app.setNotFoundHandler((request) => {
    throw fhirError(404, 'not-supported', `${request.method} ${request.url.split('?')[0]} is not an endpoint of this server`);
  });

  app.get('/metadata', async (request) => capabilityStatement(baseUrl(request), startedAt, !!token));

  app.post('/', async (request) => processTransaction(request.body, store, baseUrl(request)));

  const read = (request: FastifyRequest<{ Params: ResourceParams }>) => {
    const { resourceType, id, versionId } = request.params;
    const resource = store.resources.get(resourceType, id);
    if (!resource || (versionId !== undefined && resource.meta?.versionId !== versionId)) {
      throw notFound(versionId === undefined ? `${resourceType}/${id}` : `${resourceType}/${id}/_history/${versionId}`);
    }
    return resource;
  };
  app.get<{ Params: ResourceParams }>('/:resourceType/:id', async (request) => read(request));
  app.get<{ Params: ResourceParams }>('/:resourceType/:id/_history/:versionId', async (request) => read(request));

  app.get<{ Params: { resourceType: string }; Querystring: SearchQuery }>('/:resourceType', async (request) => {
    const { resourceType } = request.params;
    if (!isKnownResourceType(resourceType)) throw fhirError(404, 'not-supported', `Unknown resource type '${resourceType}'`);
    const selfUrl = `${baseUrl(request)}${request.url.slice(FHIR_PREFIX.length)}`;
    return search(store.resources, resourceType, request.query, baseUrl(request), selfUrl);
  });
};
