import type { FastifyError, FastifyInstance } from 'fastify';
import { inputErrorOf } from './db/errors';

/** Every error answers `{ error }`; a 500 says nothing about its cause; input the database refuses is a 4xx. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: `Invalid request: ${error.message}` });
    }
    // A database error caused by the input (a value out of range, a duplicate) is the caller's 4xx.
    const input = error.statusCode ? null : inputErrorOf(error);
    if (input) {
      request.log.warn({ err: error }, 'database refused the input');
      return reply.code(input.statusCode).send({ error: input.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status === 503 ? 503 : 500).send({ error: status === 503 ? error.message : 'Internal server error' });
    }
    return reply.code(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
