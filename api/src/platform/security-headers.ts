import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers (nosniff, frame options, HSTS, a content security policy, ...) on
 * every response. The middleware is built once: @fastify/helmet built it again on every request
 * (its thirteen header middlewares and the policy's directives parsed anew), about a tenth of a
 * small authenticated request's CPU. No route sets its own headers' policy, so one instance serves
 * them all. (Since helmet 8.1 the middleware throws rather than passing an error to its callback.)
 */
export function securityHeaders(app: FastifyInstance): void {
  const headers = helmet();
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, () => done()));
}
