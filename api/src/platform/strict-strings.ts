import { COMMON_MESSAGES } from '@lab/shared';
// The route schemas coerce types (coerceTypes in app.ts), which suits query strings but would turn
// a body's `"name": 12345.5` or `true` into a text. A create whose only required field is a text
// would then store it: this hook refuses such fields before the schema coerces them.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** A preValidation hook: each of `fields` of the JSON body, when present, must be a string or null. */
export function textFieldsOnly(fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return; // the schema answers that
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (value !== undefined && value !== null && typeof value !== 'string') throw badRequest(COMMON_MESSAGES.notString(field));
    }
  };
}
