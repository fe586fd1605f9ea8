import Fastify, { type FastifyBodyParser, type FastifyError, type FastifyInstance } from 'fastify';
import { NORMAL, type Behaviour } from './behaviour';
import { loadFhirDefinitions } from './fhir-validation';
import { FhirError, issue, operationOutcome } from './outcome';
import { OrderStore } from './orders';
import { adminRoutes } from './routes-admin';
import { FHIR_PREFIX, fhirRoutes } from './routes-fhir';

export interface ReferenceLabOptions {
  /** Seconds between an order's steps (requested -> in-progress -> completed); 0 = only by /admin/.../advance. Default 60. */
  stepSeconds?: number;
  /** When set, /fhir requires `Authorization: Bearer <token>`. */
  token?: string;
  /** A JSON file holding orders and resources: read at start when present, rewritten after each change. */
  dataFile?: string;
  /** The clock, ms since the epoch (tests inject one). Default Date.now. */
  now?: () => number;
}

export const DEFAULT_STEP_SECONDS = 60;

const issueCodeFor = (status: number) => (status === 415 ? 'not-supported' : status === 413 ? 'too-long' : status < 500 ? 'invalid' : 'exception');

/**
 * The reference-lab simulator: FHIR R4 under /fhir, controls under /admin. Not listening: call
 * `await app.listen({ port: 0, host: '127.0.0.1' })`, and `await app.close()` when done.
 */
export function createReferenceLab(options: ReferenceLabOptions = {}): FastifyInstance {
  const stepSeconds = options.stepSeconds ?? DEFAULT_STEP_SECONDS;
  if (!Number.isFinite(stepSeconds) || stepSeconds < 0) throw new Error(`stepSeconds must be 0 or more, not ${stepSeconds}`);
  loadFhirDefinitions();
  const store = new OrderStore({ stepSeconds, now: options.now ?? Date.now, dataFile: options.dataFile });
  const behaviour: { current: Behaviour } = { current: NORMAL };

  const app = Fastify({ logger: false });

  // application/json and application/fhir+json alike; an empty body is no body.
  const json = app.getDefaultJsonParser('error', 'ignore');
  const parser: FastifyBodyParser<string> = (request, body, done) => (body.trim() === '' ? done(null, undefined) : json(request, body, done));
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'application/fhir+json'], { parseAs: 'string' }, parser);

  app.setErrorHandler<FastifyError | FhirError>((error, _request, reply) => {
    if (error instanceof FhirError) return reply.code(error.statusCode).send(operationOutcome(error.issues));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    return reply.code(status).send(operationOutcome([issue(issueCodeFor(status), error.message)]));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(operationOutcome([issue('not-found', `${request.method} ${request.url.split('?')[0]} is not an endpoint of this server`)])),
  );

  // The lazy clock: every request first applies the steps that fell due.
  app.addHook('onRequest', async () => store.tick());

  app.register(fhirRoutes, { prefix: FHIR_PREFIX, store, behaviour, token: options.token });
  app.register(adminRoutes, { prefix: '/admin', store, behaviour });
  return app;
}
