import { COMMON_MESSAGES } from '@lab/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deeper than any body the portal takes (a test request's custom_data is the deepest: a few levels). */
export const MAX_JSON_DEPTH = 20;

/** How deep `text`'s arrays and objects nest, read without parsing (strings and their escapes skipped). */
export function jsonNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) deepest = Math.max(deepest, ++depth);
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/**
 * JSON bodies are parsed by Fastify's own parser (with its prototype-poisoning guards) only when
 * they nest at most MAX_JSON_DEPTH levels: a body thousands of levels deep would otherwise reach
 * the schema validator's and the database's recursion and fail there as a 500.
 */
export function boundJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNesting(body as string) > MAX_JSON_DEPTH) return done(badRequest(COMMON_MESSAGES.bodyTooDeep(MAX_JSON_DEPTH)), undefined);
    parse(request, body as string, done);
  });
}
