import { COMMON_MESSAGES } from '@lab/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inputErrorOf, isRolledBackForAnother } from './db/errors';
import { HttpError } from './errors';

/** Every error answers `{ error }`; a 500 says nothing about its cause; input the database refuses is a 4xx. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: COMMON_MESSAGES.invalid(error.message) });
    }
    // A database error caused by the input (a value out of range, a duplicate) is the caller's 4xx.
    const input = error.statusCode ? null : inputErrorOf(error);
    if (input) {
      request.log.warn({ err: error }, 'database refused the input');
      return reply.code(input.statusCode).send({ error: input.message });
    }
    // a deadlock that went on after the transaction ran again (retryTransactionsOn): nothing was
    // saved, and the same request sent again normally goes through
    if (isRolledBackForAnother(error)) {
      request.log.warn({ err: error }, 'transaction rolled back for another, after its last attempt');
      return reply.code(503).header('retry-after', '1').send({ error: COMMON_MESSAGES.changeCollided });
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) reply.headers(error.headers);
    if (status >= 500) {
      request.log.error(error);
      // our own 502 (a mail server or SMS provider refused: its reason) and 503 say what happened;
      // any other 5xx says nothing about its cause
      const told = status === 503 || (status === 502 && error instanceof HttpError);
      return reply.code(told ? status : 500).send({ error: told ? error.message : 'Internal server error' });
    }
    return reply.code(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: COMMON_MESSAGES.noRoute(request.method, request.url.split('?')[0]) });
  });
}

/**
 * What the router refuses before any route runs (a path parameter over its length, a URL it
 * cannot decode) answers in the same `{ error }` shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : 400).send({ error: tooLong ? 'Invalid request: a path parameter is too long' : 'Invalid request: the URL cannot be read' });
}
